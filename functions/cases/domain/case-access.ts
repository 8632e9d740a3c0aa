/**
 * Who may reach a case: its firm's staff and its client; anyone else is answered 404, as if it did not
 * exist, and — when the case exists — the attempt is recorded in its activity log. A module of its own
 * (no document store, no identity provider), so the features and workers that check a case (the mail
 * sender among them) carry nothing of creating one.
 */
import type { Case } from '../../../shared/cases/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { currentRouteId, noteCaseActivity } from '../../core/activity';
import { refusal } from '../../core/errors';
import { getCaseById } from '../repository/cases';

/** A case of the caller's org; any other case answers 404, as if it did not exist. */
export async function getCaseOfOrg(caller: Caller, caseId: string): Promise<Case> {
  return caseOfOrg(caller, await getCaseById(caseId));
}

/** A case of this client; any other case answers 404. */
export async function getCaseOfClient(clientId: string, caseId: string): Promise<Case> {
  return caseOfClient(clientId, await getCaseById(caseId));
}

/** The rule of getCaseOfOrg on a case record already read (e.g. ahead of its caller): 404 unless the caller's org's. */
export function caseOfOrg(caller: Caller, found: Case | undefined): Case {
  if (!found) throw refusal(NOT_FOUND.CASE);
  if (found.orgId !== caller.orgId) throw deniedAccess(found);
  return found;
}

/** The rule of getCaseOfClient on a case record already read: 404 unless this client's. */
export function caseOfClient(clientId: string, found: Case | undefined): Case {
  if (!found) throw refusal(NOT_FOUND.CASE);
  if (found.clientId !== clientId) throw deniedAccess(found);
  return found;
}

/**
 * A path that names another client or firm than the caller's: answered 404 like any case not theirs,
 * and — when the case it names exists and is not the caller's — recorded in that case's log as
 * caseOfOrg and caseOfClient record it (another client trying the case's client's path, another firm
 * its org's).
 */
export async function refuseOthersPath(caller: Caller, caseId: string): Promise<never> {
  const found = await getCaseById(caseId);
  if (caller.userType === 'admin') caseOfOrg(caller, found);
  else caseOfClient(caller.userId, found);
  throw refusal(NOT_FOUND.CASE);
}

/**
 * Someone tried to reach a case that exists but is not theirs: answered 404 like a missing one, and
 * recorded in that case's log (for the firm's incident review), with the route that was refused.
 */
function deniedAccess(found: Case) {
  noteCaseActivity(found, 'access.denied', { details: { route: currentRouteId() }, evenIfRefused: true });
  return refusal(NOT_FOUND.CASE);
}
