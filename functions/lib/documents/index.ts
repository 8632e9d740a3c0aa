/** The configured document store, created once per runtime. */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import type { DocumentStore } from './document-store';
import { createLocalDocumentStore } from './local-document-store';
import { createS3DocumentStore } from './s3-document-store';

let store: DocumentStore | undefined;

export function documentStore(): DocumentStore {
  store ??=
    config.documentStore === 's3'
      ? createS3DocumentStore(config.documentsBucket, new S3Client({ region: config.region }))
      : createLocalDocumentStore(config.documentsDir);
  return store;
}
