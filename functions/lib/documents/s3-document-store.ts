/**
 * Document storage in a private S3 bucket (in AWS, and locally against the embedded S3-compatible
 * server). A folder is a marker object `folders/{id}/`; documents are objects under keys the server
 * makes. The browser uploads straight to the bucket with presigned PUTs that sign the exact size and
 * type, and downloads with presigned GETs that name the file.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './content-disposition';
import { type DocumentStore, newFolderItem } from './document-store';

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotFound' || name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

export function createS3DocumentStore(bucket: string, client: S3Client): DocumentStore {
  const markerKey = (folderId: string) => `folders/${folderId}/`;
  return {
    async createFolder(parentId, name, createdBy) {
      const folder = newFolderItem(name, createdBy);
      await client.send(
        new PutObjectCommand({
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
      );
      return folder;
    },
    async deleteFolder(folderId) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: markerKey(folderId) }));
    },
    async uploadTarget(key, size, contentType, expiresInSeconds) {
      // Content-Length and Content-Type are signed: S3 refuses a PUT of another size or type.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size, ContentType: contentType }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length', 'content-type']) },
      );
      return { url, headers: { 'content-type': contentType } };
    },
    async inspect(key, headBytes) {
      // One ranged GET: its Content-Range names the object's full size ("bytes 0-65535/5242880").
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        // An empty object has no byte 0: S3 answers 416 for any range.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return { size: head.ContentLength ?? 0, contentType: head.ContentType, head: new Uint8Array() };
        }
        throw error;
      }
      const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return { size: total ? Number(total) : (object.ContentLength ?? bytes.length), contentType: object.ContentType, head: bytes.subarray(0, headBytes) };
    },
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: contentType }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async downloadUrl(key, fileName, expiresInSeconds) {
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName) }),
        { expiresIn: expiresInSeconds },
      );
    },
    // Documents stay under the key they were uploaded to; the table says which folder holds them.
    place: () => Promise.resolve(undefined),
  };
}
