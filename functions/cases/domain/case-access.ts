/**
 * Who may reach a case: its firm's staff and its client; anyone else is answered 404, as if it did not
 * exist, and — when the case exists — the attempt is recorded in its activity log. The one place that
 * decides it: every feature asks through functions/cases/index.ts (caseForCaller, checkCaseForCaller
 * for a route open to both; getCaseOfOrg / getCaseOfClient for one side's; mayReachCase for a record
 * of a case). A module of its own
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
  return reachedCase(found, (caseRecord) => caseRecord.orgId === caller.orgId);
}

/** The rule of getCaseOfClient on a case record already read: 404 unless this client's. */
export function caseOfClient(clientId: string, found: Case | undefined): Case {
  return reachedCase(found, (caseRecord) => caseRecord.clientId === clientId);
}

/** A case the caller may work on: one of their org's (staff), or their own (a client); any other answers 404. */
export async function caseForCaller(caller: Caller, caseId: string): Promise<Case> {
  return checkCaseForCaller(caller, await getCaseById(caseId));
}

/** The rule of caseForCaller on a case record already read (e.g. ahead of its caller): 404 unless the caller may work on it. */
export function checkCaseForCaller(caller: Caller, found: Case | undefined): Case {
  return reachedCase(found, (caseRecord) => mayReachCase(caller, caseRecord));
}

/**
 * The rule itself, for a case or a record of one (its `orgId` and `clientId`): staff reach the cases
 * of their org, a client their own cases. Answers only whether; the refusal is the asker's.
 */
export function mayReachCase(caller: Pick<Caller, 'userType' | 'orgId' | 'userId'>, owner: { orgId: string; clientId: string }): boolean {
  return caller.userType === 'admin' ? owner.orgId === caller.orgId : owner.clientId === caller.userId;
}

/**
 * A path that names another client or firm than the caller's: answered 404 like any case not theirs,
 * and — when the case it names exists and is not the caller's — recorded in that case's log as
 * caseOfOrg and caseOfClient record it (another client trying the case's client's path, another firm
 * its org's).
 */
export async function refuseOthersPath(caller: Caller, caseId: string): Promise<never> {
  await caseForCaller(caller, caseId);
  throw refusal(NOT_FOUND.CASE);
}

/** The case when it exists and `reaches` it; else 404 — for a case that exists, recorded as deniedAccess says. */
function reachedCase(found: Case | undefined, reaches: (caseRecord: Case) => boolean): Case {
  if (!found) throw refusal(NOT_FOUND.CASE);
  if (!reaches(found)) throw deniedAccess(found);
  return found;
}

/**
 * Someone tried to reach a case that exists but is not theirs: answered 404 like a missing one, and
 * recorded in that case's log (for the firm's incident review), with the route that was refused.
 */
function deniedAccess(found: Case) {
  noteCaseActivity(found, 'access.denied', { details: { route: currentRouteId() }, evenIfRefused: true });
  return refusal(NOT_FOUND.CASE);
}
