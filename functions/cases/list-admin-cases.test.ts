import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './list-admin-cases';
import type { Case } from '../../shared/cases/types';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, givenQueryPage, queries } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const newer = caseFixture({ caseId: 'case-2', openDate: '2026-03-01T00:00:00.000Z' });
const older = caseFixture({ caseId: 'case-1' });
const continuation = { PK: 'CASE#case-1', SK: 'CASE', GSI1PK: 'ORG#org-1#CASES', GSI1SK: `${older.openDate}#case-1` };

const listAdminCases = (as: { userId: string }, queryStringParameters?: Record<string, string>) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/cases', queryStringParameters, as });

describe('GET /v1/admin/cases', () => {
  it('answers the page as Items without key attributes and no cursor on the last page', async () => {
    givenQueryPage(aws.dynamo, [caseItem(newer), caseItem(older)]);
    const { status, body } = await listAdminCases(adminOfOrg);
    expect(status).toBe(200);
    expect(body).toEqual({ Items: [newer, older] });
  });

  it('queries the org’s cases on GSI1, newest first, 10 per page by default', async () => {
    givenQueryPage(aws.dynamo, []);
    await listAdminCases(adminOfOrg);
    expect(queries(aws.dynamo)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI1',
        ExpressionAttributeValues: { ':pk': 'ORG#org-1#CASES' },
        ScanIndexForward: false,
        Limit: 10,
      }),
    ]);
  });

  it('lists only the caller’s org', async () => {
    givenQueryPage(aws.dynamo, []);
    await listAdminCases(adminOfOtherOrg);
    expect(queries(aws.dynamo)[0]?.ExpressionAttributeValues).toEqual({ ':pk': 'ORG#org-2#CASES' });
  });

  it('asks for the page size given by limit', async () => {
    givenQueryPage(aws.dynamo, []);
    await listAdminCases(adminOfOrg, { limit: '25' });
    expect(queries(aws.dynamo)[0]?.Limit).toBe(25);
  });

  it('answers an opaque nextCursor when more pages follow', async () => {
    givenQueryPage(aws.dynamo, [caseItem(older)], continuation);
    const { body } = await listAdminCases(adminOfOrg, { limit: '1' });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.nextCursor).not.toContain('CASE#');
  });

  it('continues after the last page’s key when given its cursor', async () => {
    givenQueryPage(aws.dynamo, [caseItem(older)], continuation);
    const first = await listAdminCases(adminOfOrg, { limit: '1' });
    await listAdminCases(adminOfOrg, { limit: '1', cursor: first.body.nextCursor });
    expect(queries(aws.dynamo)[1]?.ExclusiveStartKey).toEqual(continuation);
  });

  it('refuses another admin’s cursor with 400', async () => {
    givenQueryPage(aws.dynamo, [caseItem(older)], continuation);
    const first = await listAdminCases(adminOfOrg, { limit: '1' });
    const { status, body } = await listAdminCases(adminOfOtherOrg, { cursor: first.body.nextCursor });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Invalid cursor' });
  });

  it('refuses a limit of 0 with 400 naming limit', async () => {
    const { status, body } = await listAdminCases(adminOfOrg, { limit: '0' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'limit: limit must be a whole number from 1 to 100' });
  });

  it('refuses an unknown query parameter with 400', async () => {
    const { status, body } = await listAdminCases(adminOfOrg, { orgId: 'org-2' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field: orgId' });
  });

  it('refuses a client with 403', async () => {
    const { status } = await listAdminCases(clientOfOrg);
    expect(status).toBe(403);
  });
});

describe('GET /v1/admin/cases?waiting=client|firm', () => {
  const waitingOnClient = caseFixture({ caseId: 'case-3', openDate: '2026-03-03T00:00:00.000Z', requestsOutstanding: 2, requestsAwaitingReview: 0 });
  const waitingOnFirm = caseFixture({ caseId: 'case-4', openDate: '2026-03-04T00:00:00.000Z', requestsOutstanding: 0, requestsAwaitingReview: 1 });

  it('filters the org’s cases Query on the client’s counter, newest first', async () => {
    givenQueryPage(aws.dynamo, [caseItem(waitingOnClient)]);
    const { status, body } = await listAdminCases(adminOfOrg, { waiting: 'client' });
    expect(status).toBe(200);
    expect(body).toEqual({ Items: [waitingOnClient] });
    expect(queries(aws.dynamo)[0]).toMatchObject({
      IndexName: 'GSI1',
      ScanIndexForward: false,
      FilterExpression: '#waiting > :none',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#waiting': 'requestsOutstanding' },
      ExpressionAttributeValues: { ':pk': 'ORG#org-1#CASES', ':none': 0 },
    });
  });

  it('filters on the firm’s counter for waiting=firm', async () => {
    givenQueryPage(aws.dynamo, [caseItem(waitingOnFirm)]);
    await listAdminCases(adminOfOrg, { waiting: 'firm' });
    expect(queries(aws.dynamo)[0]?.ExpressionAttributeNames).toEqual({ '#pk': 'GSI1PK', '#waiting': 'requestsAwaitingReview' });
  });

  it('reads on until the page is full, and continues after the last case answered', async () => {
    const readMore = { ...continuation, GSI1SK: 'somewhere' };
    aws.dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [], LastEvaluatedKey: readMore })
      .resolvesOnce({ Items: [caseItem(waitingOnFirm), caseItem(waitingOnClient)], LastEvaluatedKey: continuation });
    const { body } = await listAdminCases(adminOfOrg, { waiting: 'client', limit: '1' });
    expect(body.Items).toEqual([waitingOnFirm]);
    expect(queries(aws.dynamo)[1]?.ExclusiveStartKey).toEqual(readMore);
    givenQueryPage(aws.dynamo, []);
    await listAdminCases(adminOfOrg, { waiting: 'client', limit: '1', cursor: body.nextCursor });
    expect(queries(aws.dynamo)[2]?.ExclusiveStartKey).toEqual({
      PK: 'CASE#case-4',
      SK: 'CASE',
      GSI1PK: 'ORG#org-1#CASES',
      GSI1SK: `${waitingOnFirm.openDate}#case-4`,
    });
  });

  it('refuses the plain list’s cursor for a filtered view', async () => {
    givenQueryPage(aws.dynamo, [caseItem(older)], continuation);
    const plain = await listAdminCases(adminOfOrg, { limit: '1' });
    const { status } = await listAdminCases(adminOfOrg, { waiting: 'client', cursor: plain.body.nextCursor });
    expect(status).toBe(400);
  });

  it('refuses another value with 400 naming waiting', async () => {
    const { status, body } = await listAdminCases(adminOfOrg, { waiting: 'anyone' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'waiting: waiting must be client or firm' });
  });
});

describe('GET /v1/admin/cases?sort=readiness', () => {
  const withReadiness = (caseId: string, day: string, accepted?: number, total?: number): Case =>
    caseFixture({ caseId, openDate: `2026-03-${day}T00:00:00.000Z`, ...(total === undefined ? {} : { requestsAccepted: accepted, requestsTotal: total }) });
  const half = withReadiness('half', '01', 1, 2);
  const none = withReadiness('none', '02', 0, 3);
  const noRequestsNewer = withReadiness('bare-new', '09');
  const noRequestsOlder = withReadiness('bare-old', '03');
  const allAccepted = withReadiness('done', '04', 2, 2);
  const alsoHalfNewer = withReadiness('half-new', '05', 2, 4);
  const everyCase = [noRequestsNewer, alsoHalfNewer, allAccepted, noRequestsOlder, none, half];

  /** The org's cases Query answers each case's counters (newest first); BatchGet answers full cases. */
  const givenCases = (cases: Case[]) => {
    aws.dynamo.on(QueryCommand).resolves({ Items: cases.map((item) => ({ caseId: item.caseId, GSI1SK: caseItem(item).GSI1SK, requestsAccepted: item.requestsAccepted, requestsTotal: item.requestsTotal })) });
    aws.dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ PK: string }> }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [table, Keys.map((key) => caseItem(cases.find((item) => `CASE#${item.caseId}` === key.PK) as Case)).reverse()]),
      ),
    }));
  };
  const ids = (body: { Items: Case[] }) => body.Items.map((item) => item.caseId);

  it('answers the least ready first, ties newest first, cases without requests last', async () => {
    givenCases(everyCase);
    const { status, body } = await listAdminCases(adminOfOrg, { sort: 'readiness' });
    expect(status).toBe(200);
    expect(ids(body)).toEqual(['none', 'half-new', 'half', 'done', 'bare-new', 'bare-old']);
    expect(body.Items[0]).toEqual(none);
    expect(body.nextCursor).toBeUndefined();
  });

  it('reads every case’s counters only, then the page’s cases by id', async () => {
    givenCases(everyCase);
    await listAdminCases(adminOfOrg, { sort: 'readiness', limit: '2' });
    expect(queries(aws.dynamo)[0]).toMatchObject({ IndexName: 'GSI1', ProjectionExpression: 'caseId, GSI1SK, #accepted, #total' });
    expect(queries(aws.dynamo)[0]).not.toHaveProperty('Limit');
    const batchGets = aws.dynamo.commandCalls(BatchGetCommand);
    expect(batchGets).toHaveLength(1);
    expect(Object.values(batchGets[0]?.args[0].input.RequestItems ?? {})[0]?.Keys).toEqual([keys('none'), keys('half-new')]);
  });

  it('pages on from the last case answered', async () => {
    givenCases(everyCase);
    const first = await listAdminCases(adminOfOrg, { sort: 'readiness', limit: '4' });
    expect(ids(first.body)).toEqual(['none', 'half-new', 'half', 'done']);
    const second = await listAdminCases(adminOfOrg, { sort: 'readiness', limit: '4', cursor: first.body.nextCursor });
    expect(ids(second.body)).toEqual(['bare-new', 'bare-old']);
    expect(second.body.nextCursor).toBeUndefined();
  });

  it('keeps the waiting filter with the order', async () => {
    givenCases([none]);
    await listAdminCases(adminOfOrg, { sort: 'readiness', waiting: 'client' });
    expect(queries(aws.dynamo)[0]).toMatchObject({ FilterExpression: '#waiting > :none' });
    expect(queries(aws.dynamo)[0]?.ExpressionAttributeNames).toMatchObject({ '#waiting': 'requestsOutstanding' });
  });

  it('refuses another sort with 400 naming sort', async () => {
    const { status, body } = await listAdminCases(adminOfOrg, { sort: 'name' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'sort: sort must be readiness' });
  });
});

const keys = (caseId: string) => ({ PK: `CASE#${caseId}`, SK: 'CASE' });
