/**
 * The configured document store, created once per runtime: OneDrive through Microsoft Graph when
 * `DOCUMENT_STORE=onedrive` (it reads its settings and token lazily, on each call), else S3.
 *
 * `process.env.DOCUMENT_STORE` is written out in full on purpose: bundling for AWS replaces it with
 * the deployment's store (infra/bundling.ts `storeDefine`), so the other adapter drops out of the
 * bundle; unbundled (tests, the local stack) it is read at run time.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import type { DocumentStore } from './document-store';
import { createOneDriveDocumentStore } from './onedrive/onedrive-document-store';
import { createS3DocumentStore } from './s3-document-store';

let store: DocumentStore | undefined;

function createS3Store(): DocumentStore {
  return createS3DocumentStore(
    config.documentsBucket,
    // Locally the embedded S3-compatible server answers path-style requests.
    new S3Client({
      region: config.region,
      endpoint: config.s3Endpoint,
      forcePathStyle: config.s3Endpoint !== undefined,
      credentials: config.s3Credentials,
    }),
  );
}

export function documentStore(): DocumentStore {
  store ??= process.env.DOCUMENT_STORE === 'onedrive' ? createOneDriveDocumentStore() : createS3Store();
  return store;
}
