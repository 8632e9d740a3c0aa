import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './get-org-analytics';
import { keys } from '../../shared/core/table';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { givenQueryPage } from '../../test/unit/support/table';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

afterEach(unfreezeClock);

// The org's cases (their readiness counters): none unless a test says otherwise.
beforeEach(() => givenQueryPage(aws.dynamo, []));

const getAnalytics = (as: { userId: string }, orgId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/orgs/{orgId}/analytics', pathParameters: { orgId }, as });

describe('GET /v1/admin/orgs/{orgId}/analytics', () => {
  it('answers the org’s analytics from its counters, in the documented shape', async () => {
    freezeClockAt('2026-05-04T09:30:00.000Z');
    aws.table.put({ ...keys.orgAnalytics(ORG_ID), 'status:open': 2, 'openCategory:ERAR': 2, 'openStage:intake:ERAR': 2, 'opened:2026-05': 2, 'clients:2026-W19': 1, 'clients:2026-05': 1 });
    const { status, body } = await getAnalytics(adminOfOrg, ORG_ID);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['byCategory', 'byStage', 'byStatus', 'closedPerMonth', 'documentsPerMonth', 'medianDaysInStage', 'newClients', 'openedPerMonth', 'readiness'],
    );
    expect(body).toMatchObject({
      byStatus: { open: 2, 'in-progress': 0, 'on-hold': 0, closed: 0 },
      byCategory: { ERAR: 2 },
      byStage: { ERAR: { intake: 2 } },
      medianDaysInStage: {},
      newClients: { week: 1, month: 1 },
    });
    expect(body.openedPerMonth.at(-1)).toEqual({ month: '2026-05', count: 2 });
  });

  it('answers zeros for an org nothing was counted for yet', async () => {
    const { status, body } = await getAnalytics(adminOfOrg, ORG_ID);
    expect(status).toBe(200);
    expect(body.newClients).toEqual({ week: 0, month: 0 });
    expect(body.documentsPerMonth.every((month: { count: number }) => month.count === 0)).toBe(true);
  });

  it('reads two items and never scans', async () => {
    await getAnalytics(adminOfOrg, ORG_ID);
    const orgPartitionReads = aws.dynamo.commandCalls(GetCommand).filter((read) => read.args[0].input.Key?.PK === `ORG#${ORG_ID}` && read.args[0].input.Key?.SK !== 'ORG');
    expect(orgPartitionReads.map((read) => read.args[0].input.Key?.SK)).toEqual(['ANALYTICS']);
    // Every DynamoDB call it makes reads by key: item reads and queries, nothing else.
    expect(aws.dynamo.calls().filter((call) => !(call.args[0] instanceof GetCommand || call.args[0] instanceof QueryCommand))).toEqual([]);
  });

  it('refuses another org with 404', async () => {
    const { status, body } = await getAnalytics(adminOfOrg, OTHER_ORG_ID);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Organization not found' });
  });

  it('answers 404 when the org has no item', async () => {
    aws.table.delete(keys.org(ORG_ID));
    const { status } = await getAnalytics(adminOfOrg, ORG_ID);
    expect(status).toBe(404);
  });

  it('counts the open cases by readiness from their request counters, with a Query of the org’s cases projecting them', async () => {
    // What the projection answers: the status and the two counters only.
    aws.dynamo.on(QueryCommand).resolves({
      Items: [
        { status: 'open', requestsAccepted: 2, requestsTotal: 2 },
        { status: 'in-progress', requestsAccepted: 1, requestsTotal: 3 },
        { status: 'on-hold', requestsAccepted: 0, requestsTotal: 1 },
        { status: 'open' },
        { status: 'closed', requestsAccepted: 0, requestsTotal: 4 },
      ],
    });
    const { status, body } = await getAnalytics(adminOfOrg, ORG_ID);
    expect(status).toBe(200);
    expect(body.readiness).toEqual({ ready: 1, partly: 1, notStarted: 1, noRequests: 1 });
    const [query] = aws.dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input).filter((input) => input.IndexName === 'GSI1');
    expect(query).toMatchObject({ ExpressionAttributeValues: { ':pk': `ORG#${ORG_ID}#CASES` }, ProjectionExpression: '#status, #accepted, #total' });
  });

  it('refuses a client with 403', async () => {
    const { status } = await getAnalytics(clientOfOrg, ORG_ID);
    expect(status).toBe(403);
  });
});
