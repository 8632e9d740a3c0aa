/** The stack's document store, read as S3 clients read it: the embedded S3-compatible server's bucket. */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_S3_CREDENTIALS } from '../../../local';
import { uploadStagingKey } from '../../../shared/documents/upload-staging';
import { stack } from './stack';

let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= new S3Client({ endpoint: stack().s3Endpoint, region: stack().region, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
  return client;
}

export interface StoredFolder {
  id: string;
  name: string;
  parentId: string | null;
}

async function listKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: stack().documentsBucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** The folder marker with this id, or undefined when the store has none. */
export async function readFolder(folderId: string): Promise<StoredFolder | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: stack().documentsBucket, Key: `folders/${folderId}/` }));
    return { id: folderId, name: decodeURIComponent(head.Metadata?.name ?? ''), parentId: head.Metadata?.parent || null };
  } catch {
    return undefined;
  }
}

/** Every folder marker of the store with this name. */
export async function foldersNamed(name: string): Promise<StoredFolder[]> {
  const ids = (await listKeys('folders/')).map((key) => key.split('/')[1] ?? '');
  const folders = await Promise.all(ids.map(readFolder));
  return folders.filter((folder): folder is StoredFolder => folder?.name === name);
}

/** The keys of every object stored for a case. */
export function objectsOfCase(caseId: string): Promise<string[]> {
  return listKeys(`cases/${caseId}/`);
}

/** The keys of every object still staged for an upload batch (shared/upload-staging.ts). */
export function stagedObjects(batchId: string): Promise<string[]> {
  return listKeys(uploadStagingKey(batchId, ''));
}

/** The bytes of an object. */
export async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3().send(new GetObjectCommand({ Bucket: stack().documentsBucket, Key: key }));
  return Buffer.from(await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
}
