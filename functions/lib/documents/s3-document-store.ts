/**
 * Document storage in a private S3 bucket. A folder is a marker object `folders/{id}/` whose
 * metadata holds its name and parent, so folders exist before any file is put in them.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import type { DocumentStore } from './document-store';

export function createS3DocumentStore(bucket: string, client: S3Client): DocumentStore {
  const markerKey = (folderId: string) => `folders/${folderId}/`;
  return {
    async createFolder(parentId, name, createdBy) {
      const id = randomUUID();
      const now = new Date().toISOString();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: markerKey(id),
          Body: '',
          // Metadata travels as HTTP headers: keep it ASCII.
          Metadata: {
            name: encodeURIComponent(name),
            parent: parentId ?? '',
            'created-by': encodeURIComponent(createdBy),
          },
        }),
      );
      return {
        id,
        name,
        size: 0,
        createdDateTime: now,
        lastModifiedDateTime: now,
        createdBy: { user: { displayName: createdBy } },
        webUrl: '',
        type: 'folder',
        folder: { childCount: 0 },
      };
    },
    async deleteFolder(folderId) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: markerKey(folderId) }));
    },
  };
}
