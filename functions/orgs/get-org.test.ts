import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './get-org';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { orgFixture } from '../../test/unit/support/records';
import { orgItem } from '../../test/unit/support/table';
import { callRoute } from '../../test/unit/support/route-event';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const getOrg = (as: { userId: string }, orgId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/orgs/{orgId}', pathParameters: { orgId }, as });

const orgReads = () => aws.dynamo.commandCalls(GetCommand).filter((read) => read.args[0].input.Key?.SK === 'ORG');

describe('GET /v1/admin/orgs/{orgId}', () => {
  it('answers the admin’s own org with its counters as Item', async () => {
    aws.table.put({ ...keys.orgAnalytics(ORG_ID), 'status:open': 1, 'status:on-hold': 1, 'status:closed': 1 });
    const { status, body } = await getOrg(adminOfOrg, ORG_ID);
    expect(status).toBe(200);
    expect(body).toEqual({ Item: { ...orgFixture({ casesCount: 3, openCasesCount: 2 }), documentsUploadedThisMonth: 0 } });
  });

  it('answers the case totals as the sums of the analytics item’s cases by status, never a count kept on the org item', async () => {
    aws.table.put({ ...orgItem(orgFixture()), casesCount: 11, openCasesCount: 9 });
    aws.table.put({ ...keys.orgAnalytics(ORG_ID), 'status:open': 4, 'status:in-progress': 3, 'status:on-hold': 2, 'status:closed': 3 });
    const { body } = await getOrg(adminOfOrg, ORG_ID);
    expect((body as { Item: Record<string, unknown> }).Item).toMatchObject({ casesCount: 12, openCasesCount: 9 });
  });

  it('answers no cases for a firm nothing was counted for yet', async () => {
    const { body } = await getOrg(adminOfOrg, ORG_ID);
    expect((body as { Item: Record<string, unknown> }).Item).toMatchObject({ casesCount: 0, openCasesCount: 0 });
  });

  it('refuses another org’s id in the path with 404 without reading that org', async () => {
    const { status, body } = await getOrg(adminOfOrg, OTHER_ORG_ID);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Organization not found' });
    // Only the admin's own org is read (does the firm require two-factor sign-in of its staff?).
    expect(orgReads().map((read) => read.args[0].input.Key?.PK)).toEqual([`ORG#${ORG_ID}`]);
  });

  it('answers 404 when the admin’s org has no summary item', async () => {
    aws.table.delete(keys.org(ORG_ID));
    const { status, body } = await getOrg(adminOfOrg, ORG_ID);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Organization not found' });
  });

  it('refuses a client with 403', async () => {
    const { status } = await getOrg(clientOfOrg, ORG_ID);
    expect(status).toBe(403);
  });

  it('refuses an org id longer than 128 characters with 400 naming orgId', async () => {
    const { status, body } = await getOrg(adminOfOrg, 'o'.repeat(129));
    expect(status).toBe(400);
    expect(body.message).toBe('orgId: orgId must be at most 128 characters');
  });
});

describe('this month\'s documents', () => {
  it('answers the count of the current month and hides the per-month counters', async () => {
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    aws.table.put({ ...orgItem(orgFixture()), [`documentsUploaded_${month}`]: 7, documentsUploaded_2001_01: 3 });
    const { body } = await getOrg(adminOfOrg, ORG_ID);
    expect((body as { Item: Record<string, unknown> }).Item).toMatchObject({ documentsUploadedThisMonth: 7 });
    expect(Object.keys((body as { Item: Record<string, unknown> }).Item).filter((key) => key.startsWith('documentsUploaded_'))).toEqual([]);
  });
});

describe('the firm’s reminder settings', () => {
  it('answers the defaults when the firm never saved them', async () => {
    const { requestReminders: _saved, ...neverSet } = orgFixture();
    aws.table.put(orgItem(neverSet as ReturnType<typeof orgFixture>));
    const { body } = await getOrg(adminOfOrg, ORG_ID);
    expect((body as { Item: Record<string, unknown> }).Item.requestReminders).toEqual({ daysBefore: 3, onDueDate: true, overdueEveryDays: 3 });
  });
});
