/**
 * What the IRCC package builder (functions/packages) needs of the documents: a case's document with
 * its bytes, read through the store's own short-lived link (the same path for S3 and OneDrive), and
 * the place its ZIPs are kept — the documents bucket under the case's prefix (`cases/{caseId}/packages/`),
 * so the case's destruction takes them with its documents. ZIPs are kept in S3 only: a OneDrive
 * deployment keeps no bucket (documented in docs/architecture.md).
 */
import type { Case } from '../../../shared/cases/types';
import { config } from '../../core/config';
import { getDocument } from '../repository/documents';
import { documentStore, documentsS3Client } from '../store';
import { createS3DocumentStore } from '../store/s3-document-store';

/** A document of the case with its bytes; undefined when it is not the case's or not available (scanning, infected). */
export interface DocumentWithBytes {
  documentId: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Seconds the worker's own link to a document lives: it reads it at once. */
const READ_LINK_SECONDS = 120;

export async function readCaseDocument(caseRecord: Case, documentId: string): Promise<DocumentWithBytes | undefined> {
  const recorded = await getDocument(documentId);
  const found = await documentStore().catalogue.findDocument(caseRecord, documentId, recorded?.caseId === caseRecord.caseId ? recorded : undefined);
  if (!found || (found.status !== undefined && found.status !== 'available')) return undefined;
  const response = await fetch(await found.link(READ_LINK_SECONDS));
  if (!response.ok) throw new Error(`Reading document ${documentId} answered ${response.status}`);
  return { documentId, name: found.name, contentType: found.contentType, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const packageKey = (caseId: string, packageId: string) => `cases/${caseId}/packages/${packageId}.zip`;

let archive: ReturnType<typeof createS3DocumentStore> | undefined;
const bucketStore = () => (archive ??= createS3DocumentStore(config.documentsBucket, () => documentsS3Client()));

/** Where a case's package ZIPs are kept. */
export const packageArchive = {
  put: (caseId: string, packageId: string, zip: Uint8Array) => bucketStore().put(packageKey(caseId, packageId), zip, 'application/zip'),
  link: (caseId: string, packageId: string, fileName: string, expiresInSeconds: number) =>
    bucketStore().downloadUrl(packageKey(caseId, packageId), fileName, expiresInSeconds, 'application/zip'),
  remove: (caseId: string, packageId: string) => bucketStore().remove(packageKey(caseId, packageId)),
};
