/**
 * A case folder's listing reads the case and the folder while the caller's record is read
 * (define-route readAhead), and still answers only who may see them: another client, or a path
 * naming another client, gets 404 as if the case did not exist.
 */
import { handler } from './list-folder-items';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, givenQueryPage, queries, traceRecordReads } from '../../test/unit/support/table';
import { adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();
const caseRecord = caseFixture();

beforeEach(() => {
  aws.table.put(caseItem(caseRecord));
  givenQueryPage(aws.dynamo, []);
});

const list = (as: { userId: string }, clientId = caseRecord.clientId) =>
  callRoute(handler, {
    routeKey: 'GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}',
    pathParameters: { clientId, caseId: caseRecord.caseId, folderId: caseRecord.caseFolderId },
    as,
  });

describe('listing a case folder', () => {
  it('reads the case and the folder together with the caller’s record', async () => {
    const steps = traceRecordReads(aws);
    const { status, body } = await list(clientOfOrg);
    expect(status).toBe(200);
    expect(body).toEqual({ files: [] });
    const sentAtOnce = steps.slice(0, steps.findIndex((step) => step.startsWith('answered')));
    expect(sentAtOnce.sort()).toEqual(['sent CASE', 'sent FOLDER', 'sent USER']);
  });

  it('answers 404 to whoever may not see the case, listing nothing', async () => {
    expect(await list(otherClientOfOrg, otherClientOfOrg.userId)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
    expect((await list(otherClientOfOrg)).status).toBe(404);
    expect((await list(adminOfOtherOrg)).status).toBe(404);
    expect(queries(aws.dynamo)).toHaveLength(0);
    expect(aws.table.get(keys.folder(caseRecord.caseFolderId))).toBeUndefined();
  });
});
