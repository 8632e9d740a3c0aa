/** Document records as the table holds them (S3 store), with sensible defaults for the tests to override. */
import { indexKeys, keys } from '../../../shared/core/table';
import type { DocumentRecord } from '../../../functions/documents/repository/documents';
import { caseFixture } from './records';
import type { TableItem } from './table';
import { adminOfOrg } from './users';

export function documentFixture(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  const caseRecord = caseFixture();
  const documentId = overrides.documentId ?? 'd-1';
  return {
    documentId,
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    folderId: caseRecord.caseFolderId,
    name: 'Lettre d’appui.pdf',
    size: 1000,
    mimeType: 'application/pdf',
    storageKey: `cases/${caseRecord.caseId}/documents/${documentId}/attempt-1`,
    createdDateTime: '2026-11-01T00:00:00.000Z',
    createdBy: adminOfOrg.name,
    uploadedById: adminOfOrg.userId,
    uploadedByRole: 'admin',
    sharedWithClient: false,
    status: 'available',
    ...overrides,
  };
}

/** The record as a table item, with its keys (GSI3 only when the client sees it). */
export function documentTableItem(record: DocumentRecord, seenByClient = record.sharedWithClient === true): TableItem {
  const sortKey = indexKeys.byDate(record.createdDateTime, record.documentId);
  return {
    ...keys.document(record.documentId),
    GSI1PK: indexKeys.folderDocuments(record.folderId),
    GSI1SK: sortKey,
    GSI2PK: indexKeys.caseDocuments(record.caseId),
    GSI2SK: sortKey,
    ...(seenByClient ? { GSI3PK: indexKeys.clientDocuments(record.caseId), GSI3SK: sortKey } : {}),
    entity: 'Document',
    ...record,
  };
}
