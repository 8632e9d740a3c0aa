/**
 * The configured document store, created once per runtime: OneDrive through Microsoft Graph when
 * `DOCUMENT_STORE=onedrive` (it reads its settings and token lazily, on each call), else S3.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import type { DocumentStore } from './document-store';
import { createOneDriveDocumentStore } from './onedrive/onedrive-document-store';
import { createS3DocumentStore } from './s3-document-store';

let store: DocumentStore | undefined;

export function documentStore(): DocumentStore {
  if (config.documentStore === 'onedrive') {
    store ??= createOneDriveDocumentStore();
    return store;
  }
  store ??= createS3DocumentStore(
    config.documentsBucket,
    // Locally the embedded S3-compatible server answers path-style requests.
    new S3Client({
      region: config.region,
      endpoint: config.s3Endpoint,
      forcePathStyle: config.s3Endpoint !== undefined,
      credentials: config.s3Credentials,
    }),
  );
  return store;
}
