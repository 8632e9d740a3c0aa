import { handler } from './list-case-requests';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { answerQueriesFromTable, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, queries, userItem } from '../../test/unit/support/table';
import type { RequestRecord } from './repository/requests';
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

  describe('each item’s title and history, as the reader reads them', () => {
    const admin = { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' } as const;
    const client = { userId: clientOfOrg.userId, name: clientOfOrg.name, role: 'client' } as const;
    const history = [
      { at: '2026-03-01T09:00:00.000Z', by: admin, action: 'requested' },
      { at: '2026-03-01T10:00:00.000Z', by: admin, action: 'edited', fields: ['dueDate'], dueDate: '2026-04-01' },
      { at: '2026-03-02T09:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-1'] },
      { at: '2026-03-03T09:00:00.000Z', by: admin, action: 'rejected', reason: 'Cut off', documentIds: ['doc-1'] },
      { at: '2026-03-04T09:00:00.000Z', by: admin, action: 'uploaded', documentIds: ['doc-staff'] },
      { at: '2026-03-05T09:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-2'] },
      { at: '2026-03-06T09:00:00.000Z', by: admin, action: 'accepted', reason: 'Internal note', documentIds: ['doc-staff', 'doc-2'] },
    ] as const;

    beforeEach(() => {
      aws.table.put(
        requestItem(
          requestFixture({
            requestId: 'a-first',
            createdAt: '2026-03-01T09:00:00.000Z',
            title: 'Passport',
            titles: { en: 'Passport', fr: 'Passeport' },
            status: 'accepted',
            documentIds: ['doc-1', 'doc-staff', 'doc-2'],
            history: history.map((entry) => ({ ...entry })) as RequestRecord['history'],
          }),
        ),
      );
    });

    it('answers staff the whole history', async () => {
      const { body } = await listRequests(adminOfOrg);
      expect(body.items[0].history).toEqual(history);
    });

    it('answers the client the history of their own files: the request, their uploads, the decisions, no notes of the firm', async () => {
      const { body } = await listRequests(clientOfOrg);
      expect(body.items[0].history).toEqual([
        { at: '2026-03-01T09:00:00.000Z', by: admin, action: 'requested' },
        { at: '2026-03-02T09:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-1'] },
        { at: '2026-03-03T09:00:00.000Z', by: admin, action: 'rejected', reason: 'Cut off', documentIds: ['doc-1'] },
        { at: '2026-03-05T09:00:00.000Z', by: client, action: 'uploaded', documentIds: ['doc-2'] },
        { at: '2026-03-06T09:00:00.000Z', by: admin, action: 'accepted', documentIds: ['doc-2'] },
      ]);
    });

    it('answers the title in the reader’s language: a French-speaking client reads the French one', async () => {
      aws.table.put(userItem({ ...clientOfOrg, language: 'fr' }));
      const [asClient, asAdmin] = [await listRequests(clientOfOrg), await listRequests(adminOfOrg)];
      expect(asClient.body.items[0]).toMatchObject({ title: 'Passeport', titles: { en: 'Passport', fr: 'Passeport' } });
      expect(asAdmin.body.items[0]).toMatchObject({ title: 'Passport' });
    });

    it('answers an item typed in one language in that language to every reader', async () => {
      aws.table.put(userItem({ ...clientOfOrg, language: 'fr' }));
      const { body } = await listRequests(clientOfOrg);
      expect(body.items.find((item: { requestId: string }) => item.requestId === 'b-second')).toMatchObject({ title: 'Photos' });
    });
  });
});
