/**
 * Destroys one closed case past its date, in an order a run cut short can resume: the case
 * is claimed first (from then on no route changes it, so a legal hold cannot be set halfway), then its
 * documents go from the store and the table, its document and signature requests, questionnaires, people, thread, e-mails
 * and its own activity chain;
 * the firm's chain gets one `case.destroyed` record (the rule, the closing date, the case number and
 * what was removed, counted: no content), written once whatever the number of runs; the case item
 * goes last with its case-number guard and the counters that counted it. A case whose claim fails
 * (reopened, put under hold, gone meanwhile) is left as it is.
 */
import { type ClaimedCase, claimCaseForDestruction, deleteDestroyedCase, destroyCaseEmails } from '../../cases';
import type { Case } from '../../../shared/cases/types';
import { retentionRule } from '../../../shared/orgs/retention';
import { chainHasRecordAbout, chains, destroyChain, recordActivity } from '../../core/activity';
import { clientDocumentsWrite, countClientDocuments, destroyCaseDocuments } from '../../documents';
import { getUserById } from '../../users';
import { describeError, logger } from '../../core/logger';
import { destroyCaseMessages } from '../../messages';
import { destroyCasePeople } from '../../people';
import { destroyCaseQuestionnaires } from '../../questionnaires';
import { destroyCaseRequests } from '../../requests';
import { destroyCaseSignatureRequests } from '../../signatures';

/** Who the destruction record names: the job, not a person. */
export const RETENTION_ACTOR = { userId: 'system', name: 'Retention job', role: 'system' } as const;

/** What one destruction removed, counted. */
export type RemovedCounts = Record<string, number>;

async function removeEverythingOf(claimed: ClaimedCase): Promise<RemovedCounts> {
  const documents = await destroyCaseDocuments(claimed);
  const requests = await destroyCaseRequests(claimed.caseId);
  const questionnaires = await destroyCaseQuestionnaires(claimed.caseId);
  const people = await destroyCasePeople(claimed.caseId);
  const signatureRequests = await destroyCaseSignatureRequests(claimed.caseId);
  const thread = await destroyCaseMessages(claimed.caseId);
  const caseEmails = await destroyCaseEmails(claimed.caseId);
  const activityRecords = await destroyChain(chains.ofCase(claimed.caseId));
  return {
    documents: documents.documents,
    folders: documents.folders,
    storedObjects: documents.storedObjects,
    requests,
    questionnaires,
    people,
    signatureRequests,
    messages: thread.messages,
    conversations: thread.conversations,
    caseEmails,
    activityRecords,
  };
}

/** Destroys the case under `retentionYears`; answers what it removed, or undefined when the case could not be claimed. */
export async function destroyCase(caseRecord: Case, retentionYears: number, now: Date): Promise<RemovedCounts | undefined> {
  const claimed = await claimCaseForDestruction(caseRecord, now.toISOString(), await countClientDocuments(caseRecord.caseId));
  if (!claimed) return undefined;
  const removed = await removeEverythingOf(claimed);
  const orgChain = chains.ofOrg(claimed.orgId);
  if (!(await chainHasRecordAbout(orgChain, 'case.destroyed', claimed.caseId))) {
    await recordActivity({
      chain: orgChain,
      kind: 'case.destroyed',
      orgId: claimed.orgId,
      caseId: claimed.caseId,
      actor: { ...RETENTION_ACTOR },
      at: new Date().toISOString(),
      details: { rule: retentionRule(retentionYears), closedAt: claimed.closedAt, caseNumber: claimed.caseNumber, removed },
    });
  }
  // The client's Documents count loses what they saw of the case (when they still have a record).
  const clientSees = claimed.destructionClientDocuments > 0 && (await getUserById(claimed.clientId)) !== undefined;
  await deleteDestroyedCase(claimed, clientSees ? [clientDocumentsWrite(claimed.clientId, -claimed.destructionClientDocuments)] : []);
  // A read of the case while it was being destroyed may have appended to its chain after it went: swept
  // once more now that the case is gone (no route reaches it any more). Best effort: the case is destroyed.
  await destroyChain(chains.ofCase(claimed.caseId)).catch((error: unknown) =>
    logger.warn('Could not sweep the chain of a destroyed case', { caseId: claimed.caseId, ...describeError(error) }),
  );
  return removed;
}
