import { mockClient } from 'aws-sdk-client-mock';
import type { DocumentStore } from './document-store';

const ENVIRONMENT = ['DOCUMENTS_BUCKET', 'S3_ENDPOINT', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/**
 * The configured store from a fresh copy of the modules, as a cold Lambda would choose it, used by
 * `use` within that copy; its S3 client is mocked, and the buckets it wrote to are reported.
 */
async function withConfiguredStore(use: (store: DocumentStore) => Promise<void> = () => Promise.resolve()): Promise<{ bucketsWritten: unknown[] }> {
  let bucketsWritten: unknown[] | undefined;
  await jest.isolateModulesAsync(async () => {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const s3 = mockClient(S3Client);
    s3.resolves({});
    const { documentStore } = await import('./');
    await use(documentStore());
    bucketsWritten = s3.calls().map((call) => (call.args[0].input as { Bucket?: string }).Bucket);
  });
  if (!bucketsWritten) throw new Error('documentStore() returned nothing');
  return { bucketsWritten };
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
    const { bucketsWritten } = await withConfiguredStore((store) => store.createFolder(undefined, 'Study permit', 'Alex Admin').then(() => undefined));
    expect(bucketsWritten).toEqual(['portal-documents-test']);
  });

  it('fails loudly, naming DOCUMENTS_BUCKET, when it is not set', async () => {
    await expect(withConfiguredStore()).rejects.toThrow('Missing environment variable DOCUMENTS_BUCKET');
  });
});

describe('documentStore (S3): what a route pays for it', () => {
  afterEach(() => {
    jest.dontMock('@aws-sdk/client-s3');
    jest.dontMock('@aws-sdk/s3-request-presigner');
  });

  it('loads neither the S3 package nor the presigner until a call needs them', async () => {
    process.env.DOCUMENTS_BUCKET = 'portal-documents-test';
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    const loaded: string[] = [];
    jest.doMock('@aws-sdk/client-s3', () => {
      loaded.push('client-s3');
      return jest.requireActual('@aws-sdk/client-s3');
    });
    jest.doMock('@aws-sdk/s3-request-presigner', () => {
      loaded.push('s3-request-presigner');
      return jest.requireActual('@aws-sdk/s3-request-presigner');
    });
    await jest.isolateModulesAsync(async () => {
      const { documentStore } = await import('./');
      const store = documentStore();
      expect(loaded).toEqual([]);
      await store.uploadTarget('uploads/b-1/d-1', 10, 'application/pdf', 60);
    });
    expect(loaded.sort()).toEqual(['client-s3', 's3-request-presigner']);
  });
});

describe('documentsS3Client', () => {
  it("builds each command's middleware chain once per client, not on every request", async () => {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    const { documentsS3Client } = await import('./');
    // Answers every request with an empty 204, as S3 answers a DeleteObject.
    const requestHandler = { handle: async () => ({ response: { statusCode: 204, headers: {}, body: undefined } }) };
    const client = await documentsS3Client({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' }, requestHandler });
    const resolve = jest.spyOn(DeleteObjectCommand.prototype, 'resolveMiddleware');
    for (const Key of ['uploads/b/1', 'uploads/b/2', 'uploads/b/3']) await client.send(new DeleteObjectCommand({ Bucket: 'portal-documents-test', Key }));
    expect(resolve).toHaveBeenCalledTimes(1);
    resolve.mockRestore();
  });
});
