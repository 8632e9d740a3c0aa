/**
 * What the documents feature records in a case's activity log: which documents an event is about and
 * whether the case's client sees each (their upload, or shared with them): an event about a document
 * they see is part of the log they are shown ("The firm downloaded passport.pdf").
 */
import type { ActivityDocument, ActivityKind } from '../../../shared/activity/types';
import type { Case } from '../../../shared/cases/types';
import type { StoredItem } from '../../../shared/documents/types';
import { noteCaseActivity } from '../../core/activity';

export function noteDocumentActivity(caseRecord: Pick<Case, 'caseId' | 'orgId'>, kind: ActivityKind, documents: ActivityDocument[]): void {
  if (documents.length === 0) return;
  noteCaseActivity(caseRecord, kind, { details: { documents }, visibleToClient: documents.some((document) => document.visibleToClient) });
}

/** Documents just recorded (a batch, or an inline upload), seen by the client or not as they were recorded. */
export function noteUploads(caseRecord: Pick<Case, 'caseId' | 'orgId'>, recorded: readonly StoredItem[], visibleToClient: boolean): void {
  noteDocumentActivity(
    caseRecord,
    'document.uploaded',
    recorded.map((document) => ({ documentId: document.id, name: document.name, visibleToClient })),
  );
}
