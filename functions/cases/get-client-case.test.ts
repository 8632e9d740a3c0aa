import { stageSetFor } from '../../shared/progress/stages';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './get-client-case';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const getClientCase = (as: { userId: string }, clientId: string, caseId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/clients/{clientId}/cases/{caseId}', pathParameters: { clientId, caseId }, as });

const caseReads = () => aws.dynamo.commandCalls(GetCommand).filter((read) => read.args[0].input.Key?.PK === 'CASE#case-1');

describe('GET /v1/clients/{clientId}/cases/{caseId}', () => {
  it('returns one of the client’s own cases as Item', async () => {
    const ownCase = caseFixture({ clientId: clientOfOrg.userId });
    aws.table.put(caseItem(ownCase));
    const { status, body } = await getClientCase(clientOfOrg, clientOfOrg.userId, ownCase.caseId);
    expect(status).toBe(200);
    expect(body).toEqual({ Item: ownCase, stages: stageSetFor(ownCase.category).stages });
  });

  it('refuses a client reading another client’s case with 404', async () => {
    aws.table.put(caseItem(caseFixture({ clientId: otherClientOfOrg.userId })));
    const { status, body } = await getClientCase(clientOfOrg, clientOfOrg.userId, 'case-1');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('refuses another client’s id in the path with 404 without reading the case', async () => {
    aws.table.put(caseItem(caseFixture({ clientId: otherClientOfOrg.userId })));
    const { status, body } = await getClientCase(clientOfOrg, otherClientOfOrg.userId, 'case-1');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
    expect(caseReads()).toHaveLength(0);
  });

  it('answers 404 for a case that does not exist', async () => {
    const { status } = await getClientCase(clientOfOrg, clientOfOrg.userId, 'case-missing');
    expect(status).toBe(404);
  });

  it('refuses an admin on this client route with 403', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status } = await getClientCase(adminOfOrg, clientOfOrg.userId, 'case-1');
    expect(status).toBe(403);
  });

  it('refuses a case id longer than 128 characters with 400 naming caseId', async () => {
    const { status, body } = await getClientCase(clientOfOrg, clientOfOrg.userId, 'c'.repeat(129));
    expect(status).toBe(400);
    expect(body.message).toBe('caseId: caseId must be at most 128 characters');
  });
});
