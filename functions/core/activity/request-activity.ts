/**
 * What a request did to a case's data, noted by the code that does it and recorded by define-route
 * once the answer is decided: one record per request at most (one write), with who (the caller, as
 * their record says), when, from where (source IP and user agent as the gateway saw them) and how the
 * request ended (answered, refused, failed).
 *
 *   noteActivity({ chain: chains.ofCase(caseId), kind: 'document.downloaded', orgId, caseId, details })
 *
 * A noted event is recorded when the request is answered; one noted with `evenIfRefused` (an attempt
 * to reach someone else's case) when it is refused too; a request that fails after noting is recorded
 * as failed, never as done. A route records only if its table entry declares `uses: ['activity']` (its
 * grants follow), so an undeclared note is a bug and throws.
 *
 * The record is written under a key of its own (pending-store.ts) and linked into its chain off the
 * request path: recording costs the request one uncontended write.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityActor, ActivitySource } from '../../../shared/activity/types';
import type { Caller } from '../caller';
import type { ActivityOutcome } from '../../../shared/activity/types';
import { type NewActivity, chains } from './chain-store';
import { recordActivity } from './pending-store';

export type NotedActivity = Omit<NewActivity, 'actor' | 'at' | 'source' | 'requestId' | 'outcome'> & {
  /** Record it even when the request is refused (attempts on a case one may not reach). */
  evenIfRefused?: boolean;
};

interface RequestActivity {
  routeId: string;
  records: boolean;
  caller?: Caller;
  source: ActivitySource;
  requestId?: string;
  noted?: NotedActivity;
}

const storage = new AsyncLocalStorage<RequestActivity>();

export interface RequestActivityInput {
  routeId: string;
  /** The route's entry declares `activity` among its uses. */
  records: boolean;
  source: ActivitySource;
  requestId?: string;
}

/** Runs a request with its activity scope (define-route). */
export function withRequestActivity<T>(input: RequestActivityInput, run: () => Promise<T>): Promise<T> {
  return storage.run({ routeId: input.routeId, records: input.records, source: input.source, requestId: input.requestId }, run);
}

/** The caller, once known (define-route sets it after resolving the token's user). */
export function setActivityCaller(caller: Caller): void {
  const scope = storage.getStore();
  if (scope) scope.caller = caller;
}

/** Notes what this request does to a chain; the last note wins (a request is one event). Outside a request (jobs, tests of domain code) it is ignored. */
export function noteActivity(activity: NotedActivity): void {
  const scope = storage.getStore();
  if (!scope) return;
  if (!scope.records) throw new Error(`${scope.routeId} notes ${activity.kind} but its route does not declare uses: ['activity']`);
  scope.noted = activity;
}

/** The id of the route being answered (for access.denied records), if any. */
export function currentRouteId(): string | undefined {
  return storage.getStore()?.routeId;
}

function actorOf(caller: Caller): ActivityActor {
  return { userId: caller.userId, name: caller.name ?? caller.email ?? caller.userId, role: caller.userType };
}

/**
 * Records what was noted, if anything, with how the request ended (define-route calls it once the
 * answer is decided, before it is sent): a refusal only when the note asks for it.
 */
export async function recordNotedActivity(outcome: ActivityOutcome): Promise<void> {
  const scope = storage.getStore();
  const noted = scope?.noted;
  if (!scope || !noted || !scope.caller) return;
  if (outcome === 'refused' && !noted.evenIfRefused) return;
  scope.noted = undefined;
  const { evenIfRefused: _flag, ...activity } = noted;
  await recordActivity({ ...activity, actor: actorOf(scope.caller), at: new Date().toISOString(), source: scope.source, requestId: scope.requestId, outcome });
}

/** Notes an event of a case's chain (the case's org and id from its record). */
export function noteCaseActivity(
  caseRecord: { caseId: string; orgId: string },
  kind: NotedActivity['kind'],
  options: Pick<NotedActivity, 'details' | 'visibleToClient' | 'evenIfRefused'> = {},
): void {
  noteActivity({ chain: chains.ofCase(caseRecord.caseId), orgId: caseRecord.orgId, caseId: caseRecord.caseId, kind, ...options });
}
