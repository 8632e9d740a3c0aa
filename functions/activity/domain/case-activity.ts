/**
 * A case's activity log as its readers see it: the firm's staff, every record (or one person's, or
 * one kind's); the case's client, the events about documents they see, naming the firm rather than
 * its staff's roles; the chain's verification.
 */
import type { ActivityQuery, MyActivityQuery } from '../../../shared/activity/schemas';
import type { ActivityPage, ActivityRecord, ChainVerification, ClientActivityItem, ClientActivityPage } from '../../../shared/activity/types';
import type { Caller } from '../../core/caller';
import { ChainChecker, type ChainView, chains, readChainPage, readWholeChain } from '../../core/activity';
import { listPage } from '../../core/pagination';
import { getCaseOfClient, getCaseOfOrg } from '../../cases';

function viewOf(query: ActivityQuery): ChainView {
  if (query.actor) return { by: 'actor', userId: query.actor };
  if (query.kind) return { by: 'kind', kind: query.kind };
  return { by: 'all' };
}

/** Staff: a page of a case of their firm's log, newest first (both filters: the person's records of that kind). */
export async function listCaseActivity(caller: Caller, caseId: string, query: ActivityQuery): Promise<ActivityPage> {
  await getCaseOfOrg(caller, caseId);
  const chain = chains.ofCase(caseId);
  const view = viewOf(query);
  const list = `activity:${caseId}:${query.actor ?? ''}:${query.kind ?? ''}`;
  const page = await listPage(caller, list, query, async ({ limit, exclusiveStartKey }) => {
    const found = await readChainPage(chain, { view, limit, exclusiveStartKey });
    // With both filters the person's records are read and those of other kinds left out.
    const records = query.actor && query.kind ? found.records.filter((record) => record.kind === query.kind) : found.records;
    return { items: records, lastEvaluatedKey: found.lastEvaluatedKey };
  });
  return page.nextCursor ? { Items: page.Items, nextCursor: page.nextCursor } : { Items: page.Items };
}

/** What the client is shown of a record: the documents of it they see, and who — themselves, or the firm by name. */
function forClient(caller: Caller, record: ActivityRecord): ClientActivityItem {
  const byThem = record.actor.userId === caller.userId;
  return {
    seq: record.seq,
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
  const page = await listPage(caller, `my-activity:${caseId}`, query, async ({ limit, exclusiveStartKey }) => {
    const found = await readChainPage(chain, { view: { by: 'client' }, limit, exclusiveStartKey });
    return { items: found.records.map((record) => forClient(caller, record)), lastEvaluatedKey: found.lastEvaluatedKey };
  });
  return page.nextCursor ? { Items: page.Items, nextCursor: page.nextCursor } : { Items: page.Items };
}

/** Follows a chain from its first record to its last (or its first broken link). */
export async function verifyChain(chain: string): Promise<ChainVerification> {
  const checker = new ChainChecker();
  for await (const record of readWholeChain(chain)) if (!checker.add(record)) break;
  return checker.result();
}

/** Staff: is the case's chain as it was written? */
export async function verifyCaseActivity(caller: Caller, caseId: string): Promise<ChainVerification> {
  await getCaseOfOrg(caller, caseId);
  return verifyChain(chains.ofCase(caseId));
}
