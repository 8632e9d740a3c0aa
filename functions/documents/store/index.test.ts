import { mockClient } from 'aws-sdk-client-mock';
import type { DocumentStore } from './document-store';

const ENVIRONMENT = ['DOCUMENTS_BUCKET', 'S3_ENDPOINT'] as const;

/**
 * The configured store from a fresh copy of the modules, as a cold Lambda would choose it; the S3
 * client of that copy is mocked, and the buckets and endpoints it used are reported.
 */
async function configuredStore(): Promise<{ store: DocumentStore; bucketsWritten: () => unknown[]; forcePathStyle: () => unknown }> {
  let loaded: { store: DocumentStore; bucketsWritten: () => unknown[]; forcePathStyle: () => unknown } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const s3 = mockClient(S3Client);
    s3.resolves({});
    const { documentStore } = await import('./');
    loaded = {
      store: documentStore(),
      bucketsWritten: () => s3.calls().map((call) => (call.args[0].input as { Bucket?: string }).Bucket),
      forcePathStyle: () => (s3.calls()[0]?.thisValue as { config?: { forcePathStyle?: unknown } } | undefined)?.config?.forcePathStyle,
    };
  });
  if (!loaded) throw new Error('documentStore() returned nothing');
  return loaded;
}

beforeEach(() => {
  for (const name of ENVIRONMENT) delete process.env[name];
});

afterAll(() => {
  for (const name of ENVIRONMENT) delete process.env[name];
});

describe('documentStore', () => {
  it('keeps documents in the DOCUMENTS_BUCKET bucket', async () => {
    process.env.DOCUMENTS_BUCKET = 'portal-documents-test';
    const { store, bucketsWritten } = await configuredStore();
    await store.createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(bucketsWritten()).toEqual(['portal-documents-test']);
  });

  it('fails loudly, naming DOCUMENTS_BUCKET, when it is not set', async () => {
    await expect(configuredStore()).rejects.toThrow('Missing environment variable DOCUMENTS_BUCKET');
  });
});
