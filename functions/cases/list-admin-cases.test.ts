import { handler } from './list-admin-cases';
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
