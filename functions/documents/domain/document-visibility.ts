/**
 * Who sees a document of a case, decided from the table's record: staff see every document of their
 * firm's cases; the case's client sees what they uploaded (always) and what the firm shared with them.
 * Records older than sharing carry neither field: the uploader's role is derived from the case (its
 * client, or staff), and only the client's own uploads were theirs to see.
 */
import type { Case } from '../../../shared/cases/types';
import type { Caller } from '../../core/caller';
import type { CaseDocument, UploaderRole } from '../../../shared/documents/types';
import type { DocumentRecord } from '../repository/documents';

export function uploaderRole(document: Pick<DocumentRecord, 'uploadedByRole' | 'uploadedById'>, caseRecord: Pick<Case, 'clientId'>): UploaderRole {
  return document.uploadedByRole ?? (document.uploadedById === caseRecord.clientId ? 'client' : 'admin');
}

export function seenByClient(document: Pick<DocumentRecord, 'uploadedByRole' | 'uploadedById' | 'sharedWithClient'>, caseRecord: Pick<Case, 'clientId'>): boolean {
  return document.sharedWithClient ?? uploaderRole(document, caseRecord) === 'client';
}

/** A document record as the case's documents list answers it (both roles). */
export function caseDocumentOf(document: DocumentRecord, caseRecord: Pick<Case, 'clientId'>): CaseDocument {
  return {
    documentId: document.documentId,
    name: document.name,
    size: document.size,
    contentType: document.mimeType,
    uploadedAt: document.createdDateTime,
    uploadedBy: { userId: document.uploadedById, name: document.createdBy, role: uploaderRole(document, caseRecord) },
    sharedWithClient: seenByClient(document, caseRecord),
    status: document.status ?? 'available',
    folderId: document.folderId,
  };
}

/** Whether a new upload is shared with the case's client: always their own; staff's as they chose (default: not). */
export function sharedOnUpload(caller: Pick<Caller, 'userType'>, shareWithClient: boolean | undefined): boolean {
  return caller.userType === 'admin' ? shareWithClient === true : true;
}
