import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { createS3DocumentStore } from '../../../../../functions/lib/documents/s3-document-store';
import { freshFolder } from '../../../support/documents';

const s3 = mockClient(S3Client);
const BUCKET = 'portal-documents-test';
const store = () => createS3DocumentStore(BUCKET, new S3Client({ region: 'us-east-1' }));

beforeEach(() => {
  s3.reset();
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

afterAll(() => s3.restore());

const puts = () => s3.commandCalls(PutObjectCommand).map((put) => put.args[0].input);

describe('S3 document store', () => {
  it('creates a folder as an empty marker object folders/{id}/ in the bucket', async () => {
    const folder = await store().createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(puts()).toEqual([expect.objectContaining({ Bucket: BUCKET, Key: `folders/${folder.id}/`, Body: '' })]);
  });

  it('keeps the name, the parent and the creator in the marker’s metadata', async () => {
    await store().createFolder('parent-folder', 'Study permit', 'Alex Admin');
    expect(puts()[0]?.Metadata).toEqual({ name: 'Study%20permit', parent: 'parent-folder', 'created-by': 'Alex%20Admin' });
  });

  it('keeps the metadata ASCII for names with accents', async () => {
    await store().createFolder(undefined, "Permis d'études", 'Zoë Admin');
    const metadata = puts()[0]?.Metadata ?? {};
    expect(Object.values(metadata).every((value) => /^[\x20-\x7e]*$/.test(value))).toBe(true);
    expect(decodeURIComponent(metadata.name ?? '')).toBe("Permis d'études");
  });

  it('records a folder at the root with an empty parent', async () => {
    await store().createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(puts()[0]?.Metadata?.parent).toBe('');
  });

  it('answers the new folder as a stored folder item, created and modified at once', async () => {
    const folder = await store().createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(folder).toEqual(freshFolder('Study permit', 'Alex Admin'));
    expect(folder.lastModifiedDateTime).toBe(folder.createdDateTime);
  });

  it('deletes a folder by deleting its marker object', async () => {
    await store().deleteFolder('folder-9');
    expect(s3.commandCalls(DeleteObjectCommand).map((del) => del.args[0].input)).toEqual([{ Bucket: BUCKET, Key: 'folders/folder-9/' }]);
  });

  it('fails when the bucket refuses the marker', async () => {
    s3.on(PutObjectCommand).rejects(new Error('AccessDenied'));
    await expect(store().createFolder(undefined, 'Study permit', 'Alex Admin')).rejects.toThrow('AccessDenied');
  });
});

describe('S3 document store: what a presigned request signs', () => {
  const signer = () =>
    createS3DocumentStore(
      BUCKET,
      new S3Client({ region: 'ca-central-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } }),
    );

  it('signs an upload target for the exact key, size and type, for the time asked', async () => {
    const target = await signer().uploadTarget('cases/c-1/documents/d-1', 5_242_880, 'application/pdf', 900);
    const url = new URL(target.url);
    expect(url.pathname).toBe('/cases/c-1/documents/d-1');
    expect(url.hostname).toBe(`${BUCKET}.s3.ca-central-1.amazonaws.com`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(target.headers).toEqual({ 'content-type': 'application/pdf' });
  });

  it('signs a download as an attachment under the original name (RFC 5987)', async () => {
    const url = new URL(await signer().downloadUrl('cases/c-1/documents/d-1', 'Permis d’études.pdf', 300));
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Permis d_etudes.pdf"; filename*=UTF-8''Permis%20d%E2%80%99%C3%A9tudes.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });
});
