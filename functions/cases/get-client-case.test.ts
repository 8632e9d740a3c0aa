import { stageSetFor } from '../../shared/progress/stages';
import { handler } from './get-client-case';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';
import { noteCaseActivity } from '../core/activity';

// The notes the handler makes, recorded as usual (the log's own tests cover the recording).
jest.mock('../core/activity', () => {
  const actual = jest.requireActual<typeof import('../core/activity')>('../core/activity');
  return { ...actual, noteCaseActivity: jest.fn(actual.noteCaseActivity) };
});
const deniedNotes = () => jest.mocked(noteCaseActivity).mock.calls.filter(([, kind]) => kind === 'access.denied');

const aws = useHarness();

const getClientCase = (as: { userId: string }, clientId: string, caseId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/clients/{clientId}/cases/{caseId}', pathParameters: { clientId, caseId }, as });


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

  it('refuses another client’s id in the path with 404, noting the attempt on their case', async () => {
    jest.mocked(noteCaseActivity).mockClear();
    aws.table.put(caseItem(caseFixture({ clientId: otherClientOfOrg.userId })));
    const { status, body } = await getClientCase(clientOfOrg, otherClientOfOrg.userId, 'case-1');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
    expect(deniedNotes()).toEqual([[expect.objectContaining({ caseId: 'case-1' }), 'access.denied', expect.objectContaining({ evenIfRefused: true })]]);
  });

  it('refuses the client’s own case under another client’s id with 404, noting nothing: it is theirs', async () => {
    jest.mocked(noteCaseActivity).mockClear();
    aws.table.put(caseItem(caseFixture({ clientId: clientOfOrg.userId })));
    expect((await getClientCase(clientOfOrg, otherClientOfOrg.userId, 'case-1')).status).toBe(404);
    expect(deniedNotes()).toEqual([]);
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
