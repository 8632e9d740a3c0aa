/**
 * A case's documents in every folder, as staff and the case's client list them, and staff's choice of
 * which the client sees. Counters equal lists: the case's `docsNum` counts what staff list (every
 * document), the client's `documentsCount` what the client lists (their uploads, what was shared).
 */
import { COMMON, NOT_FOUND } from '../../../shared/core/refusals';
import { noteCaseActivity } from '../../core/activity';
import { noteDocumentActivity } from './document-activity';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import type { CaseDocumentsQuery } from '../../../shared/documents/schemas';
import type { CaseDocument, CaseDocumentPage } from '../../../shared/documents/types';
import type { Caller } from '../../core/caller';
import { caseForCaller, getCaseOfOrg } from '../../cases';
import { refusal } from '../../core/errors';
import { listPage } from '../../core/pagination';
import { isConflict } from '../../core/transact';
import { type DocumentAudience, SHARING_CHANGED, getDocument, listCaseDocumentRecords, setDocumentSharing } from '../repository/documents';
import { tellDocumentsShared } from './client-notices';
import { caseDocumentOf, seenByClient, uploaderRole } from './document-visibility';

/** Who lists: staff of the case's firm see every document; its client, what they see. */
export const audienceOf = (caller: Caller): DocumentAudience => (caller.userType === 'admin' ? 'staff' : 'client');

/** A page of a case's documents, newest first: all of them (staff) or what its client sees. Anyone else: 404 Case not found. */
export async function listCaseDocuments(caller: Caller, caseId: string, query: CaseDocumentsQuery): Promise<CaseDocumentPage> {
  const caseRecord = await caseForCaller(caller, caseId);
  const audience = audienceOf(caller);
  const page = await listPage(caller, `case-documents:${audience}:${caseId}`, query, (request) => listCaseDocumentRecords(caseId, audience, request));
  const documents = page.Items.map((document) => caseDocumentOf(document, caseRecord));
  noteCaseActivity(caseRecord, 'documents.listed');
  return page.nextCursor ? { documents, nextCursor: page.nextCursor } : { documents };
}

/** Reads and writes when another change of the same document's sharing got in between. */
const SHARING_ATTEMPTS = 3;

/**
 * Staff share a document of their firm's case with its client (who is told: client-notices.ts), or
 * stop. The same value again changes nothing; a document the client uploaded is always theirs to see (400).
 */
export async function shareCaseDocument(caller: Caller, caseId: string, documentId: string, sharedWithClient: boolean): Promise<CaseDocument> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  for (let attempt = 1; ; attempt += 1) {
    const document = await getDocument(documentId, { consistent: true });
    if (!document || document.caseId !== caseRecord.caseId) throw refusal(NOT_FOUND.DOCUMENT);
    const current = seenByClient(document, caseRecord);
    if (current === sharedWithClient) return caseDocumentOf(document, caseRecord);
    const role = uploaderRole(document, caseRecord);
    if (role === 'client') throw refusal(DOCUMENTS.CLIENT_UPLOAD_ALWAYS_SHARED);
    try {
      await setDocumentSharing(document, role, caseRecord.clientId, current, sharedWithClient);
      // The client is shown both: what they were given, and what was taken back.
      noteDocumentActivity(caseRecord, sharedWithClient ? 'document.shared' : 'document.unshared', [
        { documentId, name: document.name, visibleToClient: true },
      ]);
      if (sharedWithClient) await tellDocumentsShared(caseRecord, [{ documentId, name: document.name }], new Date().toISOString());
      return caseDocumentOf({ ...document, uploadedByRole: role, sharedWithClient }, caseRecord);
    } catch (error) {
      // Changed since it was read: read it again (it may now be as asked).
      if (!isConflict(error, SHARING_CHANGED)) throw error;
      if (attempt >= SHARING_ATTEMPTS) throw refusal(COMMON.BUSY);
    }
  }
}
