/** Every case of one client and every e-mail sent about a case, read whole (a client's export, functions/exports). */
import { type Case, type CaseEmail, isAutomaticCaseEmail } from '../../../shared/cases/types';
import { allItems } from '../../core/query-all';
import { listCaseEmailRecords } from '../repository/case-emails';
import { listCasesForClient } from '../repository/cases';
import { toCaseEmail } from './case-emails';

const PAGE = 100;

/** Every case of the client in their firm (GSI2, the client's cases), newest first; another org's never. */
export async function listAllCasesOfClient(client: { userId: string; orgId: string }): Promise<Case[]> {
  const cases = await allItems((page) => listCasesForClient(client.userId, page), PAGE);
  return cases.filter((caseRecord) => caseRecord.orgId === client.orgId && caseRecord.clientId === client.userId);
}

/**
 * Every message the firm's staff e-mailed to the case's client about it, oldest first, as the API
 * answers them (no sender address, no failure reason); the portal's automatic notices are left out.
 */
export async function listAllCaseEmails(caseId: string): Promise<CaseEmail[]> {
  const records = await allItems((page) => listCaseEmailRecords(caseId, page), PAGE);
  return records
    .filter((record) => record.caseId === caseId)
    .flatMap((record) => (isAutomaticCaseEmail(record) ? [] : [toCaseEmail(record)]))
    .reverse();
}
