/**
 * What a request did to a case's data, noted by the code that does it and recorded by define-route
 * once the answer is decided: one record per request at most (one write), with who (the caller, as
 * their record says), when, and from where (source IP and user agent as the gateway saw them).
 *
 *   noteActivity({ chain: chains.ofCase(caseId), kind: 'document.downloaded', orgId, caseId, details })
 *
 * A noted event is recorded when the request succeeds; one noted with `evenIfRefused` (a refused
 * attempt to reach someone else's case) is recorded when it is refused too. A route records only if
 * its table entry declares `uses: ['activity']` (its grants follow), so an undeclared note is a bug
 * and throws.
 *
 * The chain's last record is read while the caller is (define-route starts it for a route whose path
 * names a case), so recording costs the request one write and no extra round trip.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityActor, ActivitySource } from '../../../shared/activity/types';
import type { Caller } from '../caller';
import { type ChainHead, EMPTY_CHAIN, type NewActivity, appendToChain, chains, readChainHead } from './chain-store';

export type NotedActivity = Omit<NewActivity, 'actor' | 'at' | 'source' | 'requestId'> & {
  /** Record it even when the request is refused (attempts on a case one may not reach). */
  evenIfRefused?: boolean;
  /** The chain was made by this request (a new case's): its first record, nothing to read before it. */
  firstOfChain?: boolean;
};

interface RequestActivity {
  routeId: string;
  records: boolean;
  caller?: Caller;
  source: ActivitySource;
  requestId?: string;
  noted?: NotedActivity;
  /** The case chain's head, read ahead (define-route), with the chain it is of. */
  aheadChain?: string;
  aheadHead?: Promise<ChainHead>;
}

const storage = new AsyncLocalStorage<RequestActivity>();

export interface RequestActivityInput {
  routeId: string;
  /** The route's entry declares `activity` among its uses. */
  records: boolean;
  source: ActivitySource;
  requestId?: string;
  /** The case the path names, when it does: its chain's head is read at once. */
  caseId?: string;
}

/** Runs a request with its activity scope (define-route). */
export function withRequestActivity<T>(input: RequestActivityInput, run: () => Promise<T>): Promise<T> {
  const scope: RequestActivity = { routeId: input.routeId, records: input.records, source: input.source, requestId: input.requestId };
  if (input.records && input.caseId) {
    scope.aheadChain = chains.ofCase(input.caseId);
    scope.aheadHead = readChainHead(scope.aheadChain);
    scope.aheadHead.catch(() => undefined);
  }
  return storage.run(scope, run);
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

/** Records what was noted, if anything (define-route calls it once the answer is decided). */
export async function recordNotedActivity(outcome: 'answered' | 'refused'): Promise<void> {
  const scope = storage.getStore();
  const noted = scope?.noted;
  if (!scope || !noted || !scope.caller) return;
  if (outcome === 'refused' && !noted.evenIfRefused) return;
  scope.noted = undefined;
  const { evenIfRefused: _flag, firstOfChain, ...activity } = noted;
  const head = firstOfChain ? EMPTY_CHAIN : scope.aheadChain === activity.chain ? await scope.aheadHead?.catch(() => undefined) : undefined;
  await appendToChain(
    { ...activity, actor: actorOf(scope.caller), at: new Date().toISOString(), source: scope.source, requestId: scope.requestId },
    head,
  );
}

/** Notes an event of a case's chain (the case's org and id from its record). */
export function noteCaseActivity(
  caseRecord: { caseId: string; orgId: string },
  kind: NotedActivity['kind'],
  options: Pick<NotedActivity, 'details' | 'visibleToClient' | 'evenIfRefused' | 'firstOfChain'> = {},
): void {
  noteActivity({ chain: chains.ofCase(caseRecord.caseId), orgId: caseRecord.orgId, caseId: caseRecord.caseId, kind, ...options });
}
