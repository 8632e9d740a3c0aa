import { mockClient } from 'aws-sdk-client-mock';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentStore } from '../../../../../functions/lib/documents/document-store';

const ENVIRONMENT = ['DOCUMENT_STORE', 'DOCUMENTS_BUCKET', 'DOCUMENTS_DIR'] as const;

/**
 * The configured store from a fresh copy of the modules, as a cold Lambda would choose it; the S3
 * client of that copy is mocked, and the buckets it wrote to are reported.
 */
async function configuredStore(): Promise<{ store: DocumentStore; bucketsWritten: () => unknown[] }> {
  let loaded: { store: DocumentStore; bucketsWritten: () => unknown[] } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const s3 = mockClient(S3Client);
    s3.resolves({});
    const { documentStore } = await import('../../../../../functions/lib/documents');
    loaded = { store: documentStore(), bucketsWritten: () => s3.calls().map((call) => (call.args[0].input as { Bucket?: string }).Bucket) };
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
  it('keeps documents in the DOCUMENTS_BUCKET bucket when DOCUMENT_STORE is s3', async () => {
    Object.assign(process.env, { DOCUMENT_STORE: 's3', DOCUMENTS_BUCKET: 'portal-documents-test' });
    const { store, bucketsWritten } = await configuredStore();
    await store.createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(bucketsWritten()).toEqual(['portal-documents-test']);
  });

  it('uses S3 when DOCUMENT_STORE is not set', async () => {
    process.env.DOCUMENTS_BUCKET = 'portal-documents-test';
    const { store, bucketsWritten } = await configuredStore();
    await store.createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(bucketsWritten()).toEqual(['portal-documents-test']);
  });

  it('keeps documents under DOCUMENTS_DIR when DOCUMENT_STORE is local', async () => {
    const documentsDir = mkdtempSync(path.join(tmpdir(), 'portal-store-choice-'));
    Object.assign(process.env, { DOCUMENT_STORE: 'local', DOCUMENTS_DIR: documentsDir });
    try {
      const { store, bucketsWritten } = await configuredStore();
      const folder = await store.createFolder(undefined, 'Study permit', 'Alex Admin');
      expect(readdirSync(path.join(documentsDir, 'folders'))).toEqual([`${folder.id}.json`]);
      expect(bucketsWritten()).toEqual([]);
    } finally {
      rmSync(documentsDir, { recursive: true, force: true });
    }
  });

  it('refuses an unknown DOCUMENT_STORE, naming the variable', async () => {
    process.env.DOCUMENT_STORE = 'ftp';
    await expect(configuredStore()).rejects.toThrow('DOCUMENT_STORE must be local or s3, not ftp');
  });

  it('names DOCUMENTS_BUCKET when the s3 store has no bucket', async () => {
    process.env.DOCUMENT_STORE = 's3';
    await expect(configuredStore()).rejects.toThrow('Missing environment variable DOCUMENTS_BUCKET');
  });
});
