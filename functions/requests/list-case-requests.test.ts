import { handler } from './list-case-requests';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { answerQueriesFromTable, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, queries } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const listRequests = (as: { userId: string }, caseId = 'case-1') =>
  callRoute(handler, { routeKey: 'GET /v1/cases/{caseId}/requests', pathParameters: { caseId }, as });

beforeEach(() => {
  answerQueriesFromTable(aws);
  aws.table.put(
    caseItem({ ...caseFixture(), requestsAccepted: 1, requestsTotal: 2, requestsOutstanding: 1, requestsAwaitingReview: 0, requestsCount: 3 }),
    requestItem(requestFixture({ requestId: 'b-second', createdAt: '2026-03-01T09:00:00.000Z', position: 1, title: 'Photos', status: 'accepted' })),
    requestItem(requestFixture({ requestId: 'a-first', createdAt: '2026-03-01T09:00:00.000Z', position: 0, title: 'Passport', status: 'requested' })),
    requestItem(requestFixture({ requestId: 'c-later', createdAt: '2026-03-02T09:00:00.000Z', title: 'Study plan', status: 'waived' })),
    requestItem(requestFixture({ requestId: 'x', caseId: 'case-2', title: 'Another case’s' })),
  );
});

describe('GET /v1/cases/{caseId}/requests', () => {
  it('answers the case’s client its items in the order they were added, and the readiness', async () => {
    const { status, body } = await listRequests(clientOfOrg);
    expect(status).toBe(200);
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Passport', 'Photos', 'Study plan']);
    expect(body.readiness).toEqual({ accepted: 1, total: 2 });
    expect(body.items[0]).not.toHaveProperty('orgId');
    expect(body.items[0]).not.toHaveProperty('version');
  });

  it('answers an admin of the case’s org the same', async () => {
    const { status, body } = await listRequests(adminOfOrg);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(3);
  });

  it('reads the items with one consistent Query of the case’s REQ# items', async () => {
    await listRequests(adminOfOrg);
    const [query] = queries(aws.dynamo);
    expect(query).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'CASE#case-1', ':prefix': 'REQ#' },
      ConsistentRead: true,
    });
  });

  it('answers a readiness of 0 of 0 for a case without items', async () => {
    aws.table.put(caseItem(caseFixture({ caseId: 'case-3' })));
    expect((await listRequests(adminOfOrg, 'case-3')).body).toEqual({ items: [], readiness: { accepted: 0, total: 0 } });
  });

  it('answers another client of the org 404, as if the case did not exist', async () => {
    const { status, body } = await listRequests(otherClientOfOrg);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('answers an admin of another org 404', async () => {
    expect((await listRequests(adminOfOtherOrg)).status).toBe(404);
  });
});
