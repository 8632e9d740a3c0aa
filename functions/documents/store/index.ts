/**
 * The configured document store, created once per runtime: OneDrive through Microsoft Graph when
 * `DOCUMENT_STORE=onedrive` (it reads its settings and token lazily, on each call), else S3.
 *
 * `process.env.DOCUMENT_STORE` is written out in full on purpose: bundling for AWS replaces it with
 * the deployment's store (infra/bundling.ts `storeDefine`), so the other adapter drops out of the
 * bundle; unbundled (tests, the local stack) it is read at run time.
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { config } from '../../core/config';
import type { DocumentStore } from './document-store';
import { deferredStore } from './deferred-store';
import { createS3DocumentStore } from './s3-document-store';

let store: DocumentStore | undefined;

/**
 * The documents bucket's client (its package loaded on this first call). Checksums only where S3 requires them: since client-s3 3.729 the
 * default (WHEN_SUPPORTED) signs the CRC32 of an empty body into every presigned PUT, a claim that
 * S3-compatible stores enforce and that no browser upload can honour.
 */
export async function documentsS3Client(overrides: S3ClientConfig = {}): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    // Locally the embedded S3-compatible server answers path-style requests.
    forcePathStyle: config.s3Endpoint !== undefined,
    credentials: config.s3Credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Each command class's middleware chain is built once per client, not on every send (sorting and
    // cloning the stack cost ~1 ms of CPU per request; a completion sends 11). Nothing here changes
    // the stack after the first send.
    cacheMiddleware: true,
    ...overrides,
  });
}

function createS3Store(): DocumentStore {
  return createS3DocumentStore(config.documentsBucket, () => documentsS3Client());
}

export function documentStore(): DocumentStore {
  store ??=
    process.env.DOCUMENT_STORE === 'onedrive'
      ? deferredStore(async () => (await import('./onedrive/onedrive-document-store')).createOneDriveDocumentStore())
      : createS3Store();
  return store;
}
