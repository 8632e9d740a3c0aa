/**
 * A case's activity log as its readers see it: the firm's staff, every record (or one person's, or
 * one kind's); the case's client, the events about documents they see, naming the firm rather than
 * its staff's roles; the chain's verification.
 */
import type { ActivityQuery, MyActivityQuery } from '../../../shared/activity/schemas';
import type { ActivityEntry, ActivityPage, ChainVerification, ClientActivityItem, ClientActivityPage } from '../../../shared/activity/types';
import type { Caller } from '../../core/caller';
import { ChainChecker, type ChainView, type NewActivity, chains, countPending, readChainPage, readPending, readWholeChain } from '../../core/activity';
import { pageOf } from '../../../shared/core/pagination';
import { listPage } from '../../core/pagination';
import { getCaseOfClient, getCaseOfOrg } from '../../cases';

function viewOf(query: ActivityQuery): ChainView {
  if (query.actor) return { by: 'actor', userId: query.actor };
  if (query.kind) return { by: 'kind', kind: query.kind };
  return { by: 'all' };
}

/** Is a record in this view of the log (both filters: the person's records of that kind)? */
function inView(record: NewActivity, view: ChainView | { by: 'actorOfKind'; userId: string; kind: string }): boolean {
  switch (view.by) {
    case 'all':
      return true;
    case 'client':
      return record.visibleToClient === true;
    case 'actor':
      return record.actor.userId === view.userId;
    case 'kind':
      return record.kind === view.kind;
    case 'actorOfKind':
      return record.actor.userId === view.userId && record.kind === view.kind;
  }
}

/**
 * The first page's records still waiting to be linked (seconds old at most), newest first, in the view:
 * a reader sees what just happened at once; later pages hold linked records only.
 */
async function waitingFirst(chain: string, query: { cursor?: string; limit: number }, view: Parameters<typeof inView>[1]): Promise<ActivityEntry[]> {
  if (query.cursor) return [];
  const waiting = await readPending(chain, { limit: query.limit, newestFirst: true });
  return waiting.filter(({ activity }) => inView(activity, view)).map(({ activity }) => ({ ...activity, pending: true as const }));
}

/** Staff: a page of a case of their firm's log, newest first (both filters: the person's records of that kind). */
export async function listCaseActivity(caller: Caller, caseId: string, query: ActivityQuery): Promise<ActivityPage> {
  await getCaseOfOrg(caller, caseId);
  const chain = chains.ofCase(caseId);
  const view = viewOf(query);
  const list = `activity:${caseId}:${query.actor ?? ''}:${query.kind ?? ''}`;
  const both = query.actor && query.kind ? { by: 'actorOfKind' as const, userId: query.actor, kind: query.kind } : undefined;
  const [waiting, page] = await Promise.all([
    waitingFirst(chain, query, both ?? view),
    listPage(caller, list, query, async ({ limit, exclusiveStartKey }) => {
      const found = await readChainPage(chain, { view, limit, exclusiveStartKey });
      // With both filters the person's records are read and those of other kinds left out.
      const records = both ? found.records.filter((record) => inView(record, both)) : found.records;
      return { items: records, lastEvaluatedKey: found.lastEvaluatedKey };
    }),
  ]);
  return pageOf<ActivityEntry>([...waiting, ...page.Items], page.nextCursor);
}

/** What the client is shown of a record: the documents of it they see, and who — themselves, or the firm by name. */
function forClient(caller: Caller, record: ActivityEntry): ClientActivityItem {
  const byThem = record.actor.userId === caller.userId;
  return {
    ...(record.seq === undefined ? {} : { seq: record.seq }),
    at: record.at,
    kind: record.kind,
    by: byThem ? 'you' : 'firm',
    actorName: record.actor.name,
    documents: (record.details?.documents ?? [])
      .filter((document) => document.visibleToClient)
      .map(({ documentId, name }) => ({ documentId, name })),
  };
}

/** The case's client: the events about the documents they see, newest first. */
export async function listMyCaseActivity(caller: Caller, caseId: string, query: MyActivityQuery): Promise<ClientActivityPage> {
  await getCaseOfClient(caller.userId, caseId);
  const chain = chains.ofCase(caseId);
  const [waiting, page] = await Promise.all([
    waitingFirst(chain, query, { by: 'client' }),
    listPage(caller, `my-activity:${caseId}`, query, async ({ limit, exclusiveStartKey }) => {
      const found = await readChainPage(chain, { view: { by: 'client' }, limit, exclusiveStartKey });
      return { items: found.records.map((record) => forClient(caller, record)), lastEvaluatedKey: found.lastEvaluatedKey };
    }),
  ]);
  return pageOf([...waiting.map((record) => forClient(caller, record)), ...page.Items], page.nextCursor);
}

/** Follows a chain from its first record to its last (or its first broken link), and counts the records waiting to be linked. */
export async function verifyChain(chain: string): Promise<ChainVerification> {
  // Counted before the chain is read: a record linked in between is then counted and checked, never
  // neither — so `pending: 0` means every record written so far was checked.
  const pending = await countPending(chain);
  const checker = new ChainChecker();
  for await (const record of readWholeChain(chain)) if (!checker.add(record)) break;
  return { ...checker.result(), pending };
}

/** Staff: is the case's chain as it was written? */
export async function verifyCaseActivity(caller: Caller, caseId: string): Promise<ChainVerification> {
  await getCaseOfOrg(caller, caseId);
  return verifyChain(chains.ofCase(caseId));
}
