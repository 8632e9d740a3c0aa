/**
 * Document storage in a private S3 bucket. A folder is a marker object `folders/{id}/` whose
 * metadata holds its name and parent, so folders exist before any file is put in them.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type DocumentStore, newFolderItem } from './document-store';

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
  };
}
