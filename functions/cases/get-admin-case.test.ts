import { stageSetFor } from '../../shared/progress/stages';
import { handler } from './get-admin-case';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { OTHER_ORG_ID, adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const getAdminCase = (as: { userId: string }, caseId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/cases/{caseId}', pathParameters: { caseId }, as });

describe('GET /v1/admin/cases/{caseId}', () => {
  it('returns a case of the admin’s org as Item, without key attributes', async () => {
    const visa = caseFixture();
    aws.table.put(caseItem(visa));
    const { status, body } = await getAdminCase(adminOfOrg, visa.caseId);
    expect(status).toBe(200);
    expect(body).toEqual({ Item: visa, stages: stageSetFor(visa.category).stages });
  });

  it('refuses a case of another org with 404, as if it did not exist', async () => {
    aws.table.put(caseItem(caseFixture({ caseId: 'case-rival', orgId: OTHER_ORG_ID })));
    const { status, body } = await getAdminCase(adminOfOrg, 'case-rival');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('refuses an admin of another org reading this org’s case with 404', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status } = await getAdminCase(adminOfOtherOrg, 'case-1');
    expect(status).toBe(404);
  });

  it('answers 404 for a case that does not exist', async () => {
    const { status, body } = await getAdminCase(adminOfOrg, 'case-missing');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('refuses a client with 403', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status, body } = await getAdminCase(clientOfOrg, 'case-1');
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Forbidden' });
  });

  it('refuses a case id longer than 128 characters with 400 naming caseId', async () => {
    const { status, body } = await getAdminCase(adminOfOrg, 'c'.repeat(129));
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'caseId: caseId must be at most 128 characters' });
  });
});
