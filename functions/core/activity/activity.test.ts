/**
 * The activity log's core: records hash and chain; a chain checker finds the first changed, missing
 * or relinked record; an append that loses a race goes on after the winner's record (from the refused
 * put) without re-reading; define-route records what a request noted once it is answered, a refused
 * attempt only when it says so, and refuses a note from a route that does not declare the log.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityRecord } from '../../../shared/activity/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { useHarness } from '../../../test/unit/support/harness';
import { callRoute, testRoute } from '../../../test/unit/support/route-event';
import { adminOfOrg } from '../../../test/unit/support/users';
import { defineRoute } from '../define-route';
import { refusal } from '../errors';
import { ok } from '../http';
import { ChainChecker, GENESIS_HASH, hashRecord } from './chain-hash';
import { EMPTY_CHAIN, type NewActivity, appendToChain, chainedRecord, chains } from './chain-store';
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

describe('appending', () => {
  it('goes on after the record that took its seq, from the refused put, without reading again', async () => {
    const [taken] = chainOf(1) as [ActivityRecord];
    harness.dynamo
      .on(PutCommand)
      .rejectsOnce(
        Object.assign(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }), { Item: marshall(taken, { removeUndefinedValues: true }) }),
      )
      .resolves({});
    const written = await appendToChain(activity('document.downloaded'), EMPTY_CHAIN);
    expect(written).toMatchObject({ seq: 2, prevHash: taken.hash, kind: 'document.downloaded' });
    expect(harness.dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    const puts = harness.dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts.map((put) => put.Item?.SK)).toEqual(['SEQ#0000000001', 'SEQ#0000000002']);
    expect(puts[1]).toMatchObject({ ConditionExpression: 'attribute_not_exists(PK)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
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
  const call = (handler: Parameters<typeof callRoute>[0]) => callRoute(handler, { pathParameters: { caseId: 'case-1' }, as: adminOfOrg });
  const recorded = () => harness.dynamo.commandCalls(PutCommand).map((put) => put.args[0].input.Item);

  beforeEach(() => {
    harness.dynamo.on(QueryCommand).resolves({ Items: [] });
    harness.dynamo.on(PutCommand).resolves({});
  });

  it('records what the request noted once it is answered: who, from where, first of the chain when empty', async () => {
    expect((await call(viewing)).status).toBe(200);
    expect(recorded()).toEqual([
      expect.objectContaining({ PK: 'ACTIVITY#CASE#case-1', SK: 'SEQ#0000000001', kind: 'case.viewed', actor: expect.objectContaining({ userId: adminOfOrg.userId, role: 'admin' }) }),
    ]);
  });

  it('records a refused attempt only when it was noted to be', async () => {
    expect((await call(refusing(false))).status).toBe(404);
    expect(recorded()).toEqual([]);
    expect((await call(refusing(true))).status).toBe(404);
    expect(recorded()).toEqual([expect.objectContaining({ kind: 'access.denied' })]);
  });

  it('fails loudly when a route notes without declaring the log (its grants would refuse the write)', async () => {
    expect((await call(undeclared)).status).toBe(500);
    expect(recorded()).toEqual([]);
  });
});
