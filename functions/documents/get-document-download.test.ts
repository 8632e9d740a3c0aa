import { handler } from './get-document-download';
import { keys } from '../../shared/core/table';
import type { DocumentStatus } from '../../shared/documents/types';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

// Presigning signs locally: any credentials will do, but there must be some.
beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID ??= 'unit-test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'unit-test';
});
const item = caseFixture({ clientId: clientOfOrg.userId });

function givenDocument(status?: DocumentStatus) {
  aws.table.put(caseItem(item), {
    ...keys.document('d-1'),
    documentId: 'd-1',
    caseId: item.caseId,
    orgId: item.orgId,
    folderId: item.caseFolderId,
    name: 'Permis d’études.pdf',
    size: 1000,
    mimeType: 'application/pdf',
    storageKey: `cases/${item.caseId}/documents/d-1`,
    createdDateTime: '2026-11-01T00:00:00.000Z',
    createdBy: 'Casey Client',
    uploadedById: clientOfOrg.userId,
    ...(status ? { status } : {}),
  });
}

const download = (as: { userId: string }) =>
  callRoute(handler, { routeKey: 'GET /v1/cases/{caseId}/documents/{documentId}/download', pathParameters: { caseId: item.caseId, documentId: 'd-1' }, as });

describe('GET /v1/cases/{caseId}/documents/{documentId}/download', () => {
  it('answers a short-lived link under the document’s name once it is available', async () => {
    givenDocument('available');
    const { status, body } = await download(clientOfOrg);
    expect(status).toBe(200);
    expect(body).toMatchObject({ fileName: 'Permis d’études.pdf', url: expect.stringContaining(`cases/${item.caseId}/documents/d-1`) });
  });

  it('refuses while the malware scan runs', async () => {
    givenDocument('scanning');
    expect(await download(adminOfOrg)).toMatchObject({ status: 409, body: { message: 'This document is still being checked for malware. Please try again in a minute.' } });
  });

  it('refuses a document the scan blocked', async () => {
    givenDocument('blocked');
    expect(await download(clientOfOrg)).toMatchObject({ status: 409, body: { message: 'This document was blocked by the malware scan and cannot be downloaded.' } });
  });
});
