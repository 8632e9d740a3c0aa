/**
 * Document storage in a private S3 bucket (in AWS, and locally against the embedded S3-compatible
 * server behind its verifying front). A folder is a marker object `folders/{id}/`. The browser
 * uploads straight to the bucket with presigned PUTs under the staging prefix (`uploads/`), signed
 * for the exact size and type and with `If-None-Match: *` (S3 conditional write: a staged object is
 * never replaced). The completion copies the checked bytes, by ETag, to the document's own key under
 * `cases/` with the checked Content-Type: no presigned URL can reach a recorded document, and
 * staging that is never completed expires by a lifecycle rule. Downloads are presigned GETs that
 * name the file and the checked type.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { type DispositionType, contentDisposition } from './content-disposition';
import { type DocumentStore, newFolderItem } from './document-store';
import { createTableCatalogue } from './table-catalogue';

type S3Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');

/** The SDK's S3 package and presigner, loaded on first use (a route that stores nothing never loads them). */
let s3Sdk: Promise<S3Sdk> | undefined;
let presigner: Promise<Presigner> | undefined;
const loadS3 = () => (s3Sdk ??= import('@aws-sdk/client-s3'));
const loadPresigner = () => (presigner ??= import('@aws-sdk/s3-request-presigner'));

/** The S3 store's own download links (the catalogue hands them out for recorded documents). */
export interface S3Downloads {
  /**
   * A short-lived link that serves the object named `fileName` as `contentType`: as an attachment
   * (a download), or `inline` (a preview in the page).
   */
  downloadUrl(key: string, fileName: string, expiresInSeconds: number, contentType?: string, disposition?: DispositionType): Promise<string>;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
}

/**
 * The S3 store. `client` must not add flexible checksums to requests that do not require them
 * (`requestChecksumCalculation: 'WHEN_REQUIRED'`): a presigned PUT is signed without its body, so
 * a default client signs the checksum of an empty body into every upload URL, which S3-compatible
 * stores refuse (see documentsS3Client in ./index.ts). It may be given as a function that makes it
 * on first use, so that a route that never touches the bucket never loads the S3 package.
 */
export function createS3DocumentStore(bucket: string, client: S3Client | (() => Promise<S3Client>)): DocumentStore & S3Downloads {
  let made: Promise<S3Client> | undefined;
  const s3 = () => (made ??= typeof client === 'function' ? client() : Promise.resolve(client));
  /** Sends the command `make` builds from the SDK's S3 package. */
  const send = async <T>(make: (sdk: S3Sdk, client: S3Client) => Promise<T>): Promise<T> => make(await loadS3(), await s3());
  const markerKey = (folderId: string) => `folders/${folderId}/`;
  const remove = async (key: string) => {
    await send((sdk, c) => c.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })));
  };
  /** Deletes up to 1,000 keys in one request; a key already gone counts as deleted. */
  const removeMany = async (objectKeys: readonly string[], what: string) => {
    if (objectKeys.length === 0) return;
    const { Errors } = await send((sdk, c) =>
      c.send(new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objectKeys.map((Key) => ({ Key })), Quiet: true } })),
    );
    if (Errors && Errors.length > 0) throw new Error(`Could not delete ${Errors.length} ${what}: ${Errors.map((error) => `${error.Key ?? '?'} (${error.Code ?? '?'})`).join(', ')}`);
  };
  const downloadUrl: S3Downloads['downloadUrl'] = async (key, fileName, expiresInSeconds, contentType, disposition = 'attachment') => {
    const [sdk, { getSignedUrl }, c] = await Promise.all([loadS3(), loadPresigner(), s3()]);
    return getSignedUrl(
      c,
      new sdk.GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(disposition, fileName),
        // The type the content check decided, whatever the object was stored with.
        ...(contentType ? { ResponseContentType: contentType } : {}),
      }),
      { expiresIn: expiresInSeconds },
    );
  };
  return {
    catalogue: createTableCatalogue((document, expiresInSeconds, disposition) =>
      downloadUrl(document.storageKey, document.name, expiresInSeconds, document.mimeType, disposition),
    ),
    downloadUrl,
    // The bucket's lifecycle rule expires the staging prefix: no job to run.
    cleanStaging: () => Promise.resolve(undefined),
    async createFolder(parentId, name, createdBy) {
      const folder = newFolderItem(name, createdBy);
      await send((sdk, c) =>
        c.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: markerKey(folder.id),
            Body: '',
            ContentLength: 0,
            // Metadata travels as HTTP headers: keep it ASCII.
            Metadata: {
              name: encodeURIComponent(name),
              parent: parentId ?? '',
              'created-by': encodeURIComponent(createdBy),
            },
          }),
        ),
      );
      return folder;
    },
    async deleteFolder(folderId) {
      await remove(markerKey(folderId));
    },
    async uploadTarget(key, size, contentType, expiresInSeconds) {
      // Content-Length, Content-Type and If-None-Match are signed: S3 refuses a PUT of another size or
      // type, and any PUT once an object is there (412), so a staged upload is written once.
      const [sdk, { getSignedUrl }, c] = await Promise.all([loadS3(), loadPresigner(), s3()]);
      const url = await getSignedUrl(
        c,
        new sdk.PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size, ContentType: contentType, IfNoneMatch: '*' }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length', 'content-type', 'if-none-match']) },
      );
      return { url, headers: { 'content-type': contentType, 'if-none-match': '*' } };
    },
    async inspect(key, headBytes) {
      // One ranged GET: its Content-Range names the object's full size ("bytes 0-65535/5242880").
      const [sdk, c] = await Promise.all([loadS3(), s3()]);
      let object;
      try {
        object = await c.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        // An empty object has no byte 0: S3 answers 416 for any range.
        if (statusOf(error) === 416) {
          const head = await c.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
          return { size: head.ContentLength ?? 0, contentType: head.ContentType, head: new Uint8Array(), ...(head.ETag ? { version: head.ETag } : {}) };
        }
        throw error;
      }
      const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return {
        size: total ? Number(total) : (object.ContentLength ?? bytes.length),
        contentType: object.ContentType,
        head: bytes.subarray(0, headBytes),
        ...(object.ETag ? { version: object.ETag } : {}),
      };
    },
    async put(key, bytes, contentType) {
      await send((sdk, c) =>
        c.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: contentType, IfNoneMatch: '*' })),
      );
    },
    remove,
    async place(stagingKey, document) {
      // The exact bytes that were checked (If-Match on the ETag inspect saw), under a key of this
      // completion's own: two completions of one batch never write the same object.
      const storageKey = `cases/${document.caseId}/documents/${document.documentId}/${document.attemptId}`;
      try {
        await send((sdk, c) =>
          c.send(
            new sdk.CopyObjectCommand({
              Bucket: bucket,
              Key: storageKey,
              CopySource: `${bucket}/${stagingKey}`,
              ...(document.version ? { CopySourceIfMatch: document.version } : {}),
              MetadataDirective: 'REPLACE',
              ContentType: document.mimeType,
            }),
          ),
        );
      } catch (error) {
        if (isMissing(error) || statusOf(error) === 412) return undefined;
        throw error;
      }
      return { storageKey };
    },
    async unplace(placed) {
      await remove(placed.storageKey);
    },
    async releaseStaged(stagingKeys) {
      await removeMany(stagingKeys, 'staged uploads');
    },
    async destroyCaseContents(caseRecord, folderIds) {
      // Every object of the case, listed page by page (1,000 a page) and deleted a page at a time.
      let deleted = 0;
      let token: string | undefined;
      do {
        const page = await send((sdk, c) =>
          c.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `cases/${caseRecord.caseId}/`, ContinuationToken: token })),
        );
        const objectKeys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        await removeMany(objectKeys, 'case documents');
        deleted += objectKeys.length;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      for (let start = 0; start < folderIds.length; start += 1000) {
        await removeMany(folderIds.slice(start, start + 1000).map(markerKey), 'folder markers');
      }
      return deleted;
    },
  };
}
