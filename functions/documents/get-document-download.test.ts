import { handler } from './get-document-download';
import { keys } from '../../shared/core/table';
import type { DocumentStatus } from '../../shared/documents/types';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';
import type { DocumentRecord } from './repository/documents';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';

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

describe('who downloads what: decided from the document record', () => {
  const firmDocument = (overrides: Partial<DocumentRecord> = {}) => {
    aws.table.put(caseItem(item), documentTableItem(documentFixture({ caseId: item.caseId, folderId: 'sub-folder-1', ...overrides })));
  };

  it('lets the client download what the firm shared with them, in any folder', async () => {
    firmDocument({ sharedWithClient: true });
    expect(await download(clientOfOrg)).toMatchObject({ status: 200, body: { fileName: 'Lettre d’appui.pdf' } });
  });

  it("refuses the client a staff-only document with 404, as if it did not exist; staff download it", async () => {
    firmDocument({ sharedWithClient: false });
    expect(await download(clientOfOrg)).toMatchObject({ status: 404, body: { message: 'Document not found' } });
    expect((await download(adminOfOrg)).status).toBe(200);
  });

  it('lets the client download their own upload, from a record older than sharing too', async () => {
    const { uploadedByRole: _role, sharedWithClient: _shared, ...old } = documentFixture({ caseId: item.caseId, uploadedById: clientOfOrg.userId });
    aws.table.put(caseItem(item), documentTableItem(old));
    expect((await download(clientOfOrg)).status).toBe(200);
  });

  const linkSeconds = (answer: { body: { url: string } }) => new URL(answer.body.url).searchParams.get('X-Amz-Expires');

  it('gives the client a link of one minute to what the firm shared, which it may stop sharing; five minutes to staff', async () => {
    firmDocument({ sharedWithClient: true });
    expect(linkSeconds(await download(clientOfOrg))).toBe('60');
    expect(linkSeconds(await download(adminOfOrg))).toBe('300');
  });

  it('gives the client a link of five minutes to their own upload, which stays theirs', async () => {
    givenDocument('available');
    expect(linkSeconds(await download(clientOfOrg))).toBe('300');
  });

  it('refuses another client of the firm, even a shared document', async () => {
    firmDocument({ sharedWithClient: true });
    expect(await download(otherClientOfOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
  });
});
