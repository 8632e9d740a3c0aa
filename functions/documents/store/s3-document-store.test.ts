import { CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { documentsS3Client } from './';
import { createS3DocumentStore } from './s3-document-store';
import { freshFolder } from '../../../test/unit/support/documents';

const s3 = mockClient(S3Client);
const BUCKET = 'portal-documents-test';
const store = () => createS3DocumentStore(BUCKET, new S3Client({ region: 'us-east-1', requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }));

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
  // The portal's own client, as the routes make it (no endpoint: AWS).
  const signer = () =>
    createS3DocumentStore(
      BUCKET,
      () => documentsS3Client({ region: 'ca-central-1', endpoint: undefined, forcePathStyle: false, credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } }),
    );

  it('signs an upload target for the exact key, size and type, written once (If-None-Match), for the time asked', async () => {
    const target = await signer().uploadTarget('uploads/b-1/d-1', 5_242_880, 'application/pdf', 900);
    const url = new URL(target.url);
    expect(url.pathname).toBe('/uploads/b-1/d-1');
    expect(url.hostname).toBe(`${BUCKET}.s3.ca-central-1.amazonaws.com`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(target.headers).toEqual({ 'content-type': 'application/pdf', 'if-none-match': '*' });
  });

  it('signs no checksum into an upload target (the body is not known when it is signed)', async () => {
    const url = new URL((await signer().uploadTarget('uploads/b-1/d-1', 10, 'application/pdf', 900)).url);
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
  });

  it('serves a download as the type the content check decided', async () => {
    const url = new URL(await signer().downloadUrl('cases/c-1/documents/d-1/a-1', 'note.txt', 300, 'text/plain'));
    expect(url.searchParams.get('response-content-type')).toBe('text/plain');
  });

  it('signs a download as an attachment under the original name (RFC 5987)', async () => {
    const url = new URL(await signer().downloadUrl('cases/c-1/documents/d-1', 'Permis d’études.pdf', 300));
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Permis d_etudes.pdf"; filename*=UTF-8''Permis%20d%E2%80%99%C3%A9tudes.pdf`,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });
});

describe('S3 document store: placing a checked upload', () => {
  const placement = { caseId: 'c-1', documentId: 'd-1', folderId: 'f-1', fileName: 'note.txt', mimeType: 'text/plain', attemptId: 'a-1', version: '"etag-1"' };

  it('copies exactly the checked bytes out of staging, under a key of its own, with the checked type', async () => {
    s3.on(CopyObjectCommand).resolves({});
    const placed = await store().place('uploads/b-1/d-1', placement);
    expect(placed).toEqual({ storageKey: 'cases/c-1/documents/d-1/a-1' });
    expect(s3.commandCalls(CopyObjectCommand).map((copy) => copy.args[0].input)).toEqual([
      {
        Bucket: BUCKET,
        Key: 'cases/c-1/documents/d-1/a-1',
        CopySource: `${BUCKET}/uploads/b-1/d-1`,
        CopySourceIfMatch: '"etag-1"',
        MetadataDirective: 'REPLACE',
        ContentType: 'text/plain',
      },
    ]);
  });

  it('answers undefined when the staged bytes changed or are gone', async () => {
    s3.on(CopyObjectCommand).rejects(Object.assign(new Error('PreconditionFailed'), { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } }));
    await expect(store().place('uploads/b-1/d-1', placement)).resolves.toBeUndefined();
  });

  it('undoes a placement by deleting its copy', async () => {
    await store().unplace({ storageKey: 'cases/c-1/documents/d-1/a-1' }, 'uploads/b-1/d-1');
    expect(s3.commandCalls(DeleteObjectCommand).map((del) => del.args[0].input.Key)).toEqual(['cases/c-1/documents/d-1/a-1']);
  });

  it('releases the staged objects of a batch in one DeleteObjects request', async () => {
    s3.on(DeleteObjectsCommand).resolves({});
    await store().releaseStaged(['uploads/b-1/d-1', 'uploads/b-1/d-2']);
    expect(s3.commandCalls(DeleteObjectsCommand).map((del) => del.args[0].input)).toEqual([
      { Bucket: BUCKET, Delete: { Objects: [{ Key: 'uploads/b-1/d-1' }, { Key: 'uploads/b-1/d-2' }], Quiet: true } },
    ]);
  });

  it('fails (to be logged) when the bucket could not delete some staged objects', async () => {
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'uploads/b-1/d-2', Code: 'AccessDenied' }] });
    await expect(store().releaseStaged(['uploads/b-1/d-1', 'uploads/b-1/d-2'])).rejects.toThrow('uploads/b-1/d-2 (AccessDenied)');
  });
});
