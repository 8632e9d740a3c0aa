/**
 * Document requests as the integration tests set them up: an upload recorded against an item through
 * the feature's public entry (as the documents feature records one), for tests about what follows an
 * upload (a decision, a deletion refused) rather than the upload itself. Needs the stack's environment
 * (useStackEnvironment).
 */
import { markRequestUploaded } from '../../../functions/requests';
import type { DocumentRequest } from '../../../shared/requests/types';
import type { Person } from './principals';

/** `who` (the case's client, or staff of its firm) uploaded `documentIds` for the item: it is `uploaded`. */
export function markUploaded(who: Person, caseId: string, requestId: string, documentIds: readonly string[] = [`document-of-${requestId}`]): Promise<DocumentRequest> {
  const caller = { userId: who.userId, orgId: who.orgId, userType: who.userType === 'admin' ? 'admin' : 'client', status: 'active', name: who.name, email: who.email } as const;
  return markRequestUploaded(caseId, requestId, documentIds, caller);
}
