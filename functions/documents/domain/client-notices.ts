/**
 * What the client is told of the documents the firm gives them (the notices feature gathers it into
 * their next e-mail): a document shared with them, by staff's choice at upload or later. Taking a
 * document back tells them nothing.
 */
import type { Case } from '../../../shared/cases/types';
import { tellClient } from '../../notices';

/** Tells the case's client of documents the firm just shared with them (one event for all of them). */
export async function tellDocumentsShared(caseRecord: Pick<Case, 'orgId' | 'caseId' | 'clientId'>, documents: readonly { documentId: string; name: string }[], sharedAt: string): Promise<void> {
  const [first] = documents;
  if (!first) return;
  await tellClient({
    eventId: `client-notices:documentShared:${first.documentId}:${sharedAt}`,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    notices: documents.map((document) => ({ kind: 'documentShared', caseId: caseRecord.caseId, targetId: document.documentId, name: document.name })),
  });
}
