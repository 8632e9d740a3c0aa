/**
 * The activity log's core: records hash and chain; a chain checker finds the first changed, missing
 * or relinked record; define-route records what a request noted, once, under a key of its own, with
 * how the request ended (a refused attempt only when it says so, a failure never as done), and refuses
 * a note from a route that does not declare the log; the linker moves waiting records into the chain,
 * each exactly once, and starts again from the head when another linker got there first.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityRecord } from '../../../shared/activity/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { useHarness } from '../../../test/unit/support/harness';
import { callRoute, testRoute } from '../../../test/unit/support/route-event';
import { adminOfOrg } from '../../../test/unit/support/users';
import { defineRoute } from '../define-route';
import { refusal } from '../errors';
import { ok } from '../http';
import { ChainChecker, GENESIS_HASH, hashRecord } from './chain-hash';
import { linkPendingRecords, linkWrites } from './chain-linker';
import { EMPTY_CHAIN, type NewActivity, chainedRecord, chains } from './chain-store';
import { MAX_USER_AGENT_LENGTH } from './pending-store';
import { noteCaseActivity } from './request-activity';

const harness = useHarness();

const activity = (kind: NewActivity['kind'] = 'case.viewed'): NewActivity => ({
  chain: chains.ofCase('case-1'),
  kind,
  orgId: 'org-1',
  caseId: 'case-1',
  at: '2026-11-27T10:00:00.000Z',
  actor: { userId: 'admin-1', name: 'Ada Admin', role: 'admin' },
});

function chainOf(length: number): ActivityRecord[] {
  const records: ActivityRecord[] = [];
  for (let i = 0; i < length; i += 1) records.push(chainedRecord(activity(), records.at(-1) ?? EMPTY_CHAIN));
  return records;
}

const check = (records: ActivityRecord[]) => {
  const checker = new ChainChecker();
  for (const record of records) if (!checker.add(record)) break;
  return checker.result();
};

describe('an activity chain', () => {
  it('links each record to the hash of the one before, from the genesis hash', () => {
    const [first, second] = chainOf(2);
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first?.hash });
    expect(check(chainOf(5))).toEqual({ intact: true, checked: 5 });
  });

  it('hashes the same record the same, whatever the order of its attributes', () => {
    const [record] = chainOf(1) as [ActivityRecord];
    const reordered = Object.fromEntries(Object.entries(record).reverse()) as unknown as ActivityRecord;
    expect(hashRecord(reordered)).toBe(record.hash);
  });

  it('names the first record changed, removed or relinked', () => {
    const changed = chainOf(4);
    changed[2] = { ...(changed[2] as ActivityRecord), actor: { userId: 'x', name: 'Somebody else', role: 'admin' } };
    expect(check(changed)).toMatchObject({ intact: false, firstBroken: { seq: 3, reason: 'hash-mismatch' } });

    const removed = chainOf(4);
    removed.splice(1, 1);
    expect(check(removed)).toMatchObject({ intact: false, firstBroken: { seq: 2, reason: 'sequence-gap' } });

    // A record rewritten with a fresh hash still breaks the link of the next one.
    const rehashed = chainOf(4);
    const forged = { ...(rehashed[1] as ActivityRecord), kind: 'case.updated' as const };
    rehashed[1] = { ...forged, hash: hashRecord(forged) };
    expect(check(rehashed)).toMatchObject({ intact: false, firstBroken: { seq: 3, reason: 'link-mismatch' } });
  });
});

describe('linking', () => {
  const waiting = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ activity: { ...activity(), at: `2026-11-27T10:00:0${i}.000Z` }, key: { PK: 'PENDINGACTIVITY#CASE#case-1', SK: `k${i}` } }));

  it('puts each waiting record at the next seq after the head, linked to the one before, and removes it from the waiting ones', () => {
    const [first] = chainOf(1) as [ActivityRecord];
    const writes = linkWrites(waiting(2), { seq: first.seq, hash: first.hash });
    expect(writes.map((write) => ('Put' in write ? ['put', write.Put.Item.SK, write.Put.Item.prevHash === first.hash] : 'Delete' in write ? ['delete', write.Delete.Key.SK] : ['check']))).toEqual([
      ['put', 'SEQ#0000000002', true],
      ['delete', 'k0'],
      ['put', 'SEQ#0000000003', false],
      ['delete', 'k1'],
    ]);
    const puts = writes.flatMap((write) => ('Put' in write ? [write.Put] : []));
    expect(puts[1]?.Item.prevHash).toBe(puts[0]?.Item.hash);
    expect(puts.every((put) => put.ConditionExpression === 'attribute_not_exists(PK)')).toBe(true);
  });

  it('starts again from the chain head when another linker linked first, and stops once nothing waits', async () => {
    const pendingItems = waiting(1).map(({ activity: record, key }) => ({ ...key, ...record }));
    harness.dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PENDINGACTIVITY#CASE#case-1' } })
      .resolvesOnce({ Items: pendingItems })
      .resolvesOnce({ Items: pendingItems })
      .resolves({ Items: [] });
    harness.dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ACTIVITY#CASE#case-1' } })
      .resolvesOnce({ Items: [] })
      .resolves({ Items: [{ seq: 4, hash: 'h4' }] });
    harness.dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(new TransactionCanceledException({ message: 'taken', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }))
      .resolves({});
    expect(await linkPendingRecords(chains.ofCase('case-1'))).toBe(1);
    const transactions = harness.dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems?.[1]?.Put?.Item);
    expect(transactions.map((item) => [item?.SK, item?.prevHash])).toEqual([
      ['SEQ#0000000001', GENESIS_HASH],
      ['SEQ#0000000005', 'h4'],
    ]);
    // Linked only while the case exists, in the same transaction.
    expect(harness.dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]).toEqual({
      ConditionCheck: expect.objectContaining({ Key: { PK: 'CASE#case-1', SK: 'CASE' }, ConditionExpression: 'attribute_exists(PK)' }),
    });
  });

  it('removes rather than links the records waiting on the chain of a case that no longer exists', async () => {
    const pendingItems = waiting(2).map(({ activity: record, key }) => ({ ...key, ...record }));
    harness.dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PENDINGACTIVITY#CASE#case-1' } })
      .resolvesOnce({ Items: pendingItems })
      .resolves({ Items: [] });
    harness.dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ACTIVITY#CASE#case-1' } }).resolves({ Items: [] });
    harness.dynamo
      .on(TransactWriteCommand)
      .rejects(new TransactionCanceledException({ message: 'gone', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    harness.dynamo.on(DeleteCommand).resolves({});
    expect(await linkPendingRecords(chains.ofCase('case-1'))).toBe(0);
    expect(harness.dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { PK: 'PENDINGACTIVITY#CASE#case-1', SK: 'k0' },
      { PK: 'PENDINGACTIVITY#CASE#case-1', SK: 'k1' },
    ]);
  });
});

describe('a route that records', () => {
  const declared = testRoute({ access: 'admin', method: 'GET', path: '/v1/test/{caseId}', uses: ['activity'] });
  const viewing = defineRoute(declared, async ({ caller, params }) => {
    noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'case.viewed');
    return ok({});
  });
  const refusing = (evenIfRefused: boolean) =>
    defineRoute(declared, async ({ caller, params }) => {
      noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'access.denied', { evenIfRefused });
      throw refusal(NOT_FOUND.CASE);
    });
  const undeclared = defineRoute(testRoute({ access: 'admin', method: 'GET', path: '/v1/test/{caseId}' }), async ({ caller, params }) => {
    noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'case.viewed');
    return ok({});
  });
  const caseId = 'case-10';
  const call = (handler: Parameters<typeof callRoute>[0]) => callRoute(handler, { pathParameters: { caseId }, as: adminOfOrg });
  const recorded = () => harness.dynamo.commandCalls(PutCommand).map((put) => put.args[0].input.Item);

  beforeEach(() => {
    harness.dynamo.on(QueryCommand).resolves({ Items: [] });
    harness.dynamo.on(PutCommand).resolves({});
  });

  it('records what the request noted once it is answered, once, under a key of its own: who, from where, answered', async () => {
    expect((await call(viewing)).status).toBe(200);
    expect(recorded()).toEqual([
      expect.objectContaining({
        PK: `PENDINGACTIVITY#CASE#${caseId}`,
        kind: 'case.viewed',
        outcome: 'answered',
        actor: expect.objectContaining({ userId: adminOfOrg.userId, role: 'admin' }),
      }),
    ]);
    // Nothing of the chain is read on the request path: no head, no retry.
    expect(harness.dynamo.commandCalls(QueryCommand).filter((query) => String(query.args[0].input.ExpressionAttributeValues?.[':pk']).startsWith('ACTIVITY#'))).toEqual([]);
    const puts = harness.dynamo.commandCalls(PutCommand).map((put) => put.args[0].input);
    expect(puts[0]?.Item?.SK).toMatch(/^2\d{3}-.+#[0-9a-f-]{36}$/);
  });

  it('records a refused attempt only when it was noted to be, as refused', async () => {
    expect((await call(refusing(false))).status).toBe(404);
    expect(recorded()).toEqual([]);
    expect((await call(refusing(true))).status).toBe(404);
    expect(recorded()).toEqual([expect.objectContaining({ kind: 'access.denied', outcome: 'refused' })]);
  });

  it('records a request that fails after noting as failed, never as done', async () => {
    const failing = defineRoute(declared, async ({ caller, params }) => {
      noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'case.viewed');
      throw new Error('the table went away');
    });
    expect((await call(failing)).status).toBe(500);
    expect(recorded()).toEqual([expect.objectContaining({ kind: 'case.viewed', outcome: 'failed' })]);
  });

  it('keeps at most 512 characters of the user agent', async () => {
    const long = 'Mozilla/5.0 '.repeat(1000);
    expect((await callRoute(viewing, { pathParameters: { caseId }, as: adminOfOrg, headers: { 'user-agent': long } })).status).toBe(200);
    expect(recorded()[0]?.source?.userAgent).toBe(long.slice(0, MAX_USER_AGENT_LENGTH));
  });

  it('fails loudly when a route notes without declaring the log (its grants would refuse the write)', async () => {
    expect((await call(undeclared)).status).toBe(500);
    expect(recorded()).toEqual([]);
  });
});
