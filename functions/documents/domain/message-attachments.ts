/**
 * Documents linked to a message: the messages feature asks which of the ids a sender gave
 * are documents of the case they may link, and has staff's links shared with the client. The
 * documents feature decides, from its records, what a caller sees; the messages feature words the refusals.
 */
import type { Case } from '../../../shared/cases/types';
import { COMMON } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { isConflict } from '../../core/transact';
import { getDocument, setDocumentSharing, SHARING_CHANGED } from '../repository/documents';
import { seenByClient, uploaderRole } from './document-visibility';

/** Why a document cannot be linked: not one of the case's the caller sees, or not available (scanning, blocked). */
export type AttachmentVerdict = { documentId: string; linkable: true } | { documentId: string; linkable: false; reason: 'unknown' | 'unavailable' };

/**
 * Each id's verdict for a sender on a case they may reach (checked by the caller): a client may link
 * their own uploads and what the firm shared with them; staff any document of the case. Only an
 * available document (its malware check done and passed; records older than scanning count as such).
 */
export async function checkAttachments(caller: Pick<Caller, 'userType'>, caseRecord: Pick<Case, 'caseId' | 'clientId'>, documentIds: readonly string[]): Promise<AttachmentVerdict[]> {
  const records = await Promise.all(documentIds.map((documentId) => getDocument(documentId, { consistent: true })));
  return documentIds.map((documentId, index): AttachmentVerdict => {
    const record = records[index];
    if (!record || record.caseId !== caseRecord.caseId) return { documentId, linkable: false, reason: 'unknown' };
    if (caller.userType !== 'admin' && !seenByClient(record, caseRecord)) return { documentId, linkable: false, reason: 'unknown' };
    if ((record.status ?? 'available') !== 'available') return { documentId, linkable: false, reason: 'unavailable' };
    return { documentId, linkable: true };
  });
}

/** Reads and writes when another change of the same document's sharing got in between. */
const SHARING_ATTEMPTS = 3;

/**
 * Shares documents of the case with its client (staff linked them to a message): those already seen
 * by the client are left as they are. A document changed meanwhile is read again; still changing
 * after a few tries, the conflict is thrown (the route answers 409 busy).
 */
export async function shareDocumentsWithClient(caseRecord: Pick<Case, 'caseId' | 'clientId'>, documentIds: readonly string[]): Promise<void> {
  for (const documentId of documentIds) {
    for (let attempt = 1; ; attempt += 1) {
      const record = await getDocument(documentId, { consistent: true });
      if (!record || record.caseId !== caseRecord.caseId || seenByClient(record, caseRecord)) break;
      try {
        await setDocumentSharing(record, uploaderRole(record, caseRecord), caseRecord.clientId, false, true);
        break;
      } catch (error) {
        if (!isConflict(error, SHARING_CHANGED)) throw error;
        if (attempt >= SHARING_ATTEMPTS) throw refusal(COMMON.BUSY);
      }
    }
  }
}
