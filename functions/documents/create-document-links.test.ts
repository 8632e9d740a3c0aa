/** Staff's links to a selection (the browser zips them): a link per document that may be downloaded, the others named as skipped. */
import { handler } from './create-document-links';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg } from '../../test/unit/support/users';

const aws = useHarness();

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID ??= 'unit-test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'unit-test';
});

const caseRecord = caseFixture();

const links = (documentIds: string[], as: { userId: string } = adminOfOrg) =>
  callRoute(handler, { routeKey: 'POST /v1/admin/cases/{caseId}/documents/links', pathParameters: { caseId: caseRecord.caseId }, body: { documentIds }, as });

describe('POST /v1/admin/cases/{caseId}/documents/links', () => {
  it('answers a link per available document, in the order asked, and names the others with why', async () => {
    aws.table.put(
      caseItem(caseRecord),
      documentTableItem(documentFixture({ documentId: 'd-1', name: 'a.pdf' })),
      documentTableItem(documentFixture({ documentId: 'd-2', name: 'b.pdf', status: 'scanning' })),
      documentTableItem(documentFixture({ documentId: 'd-3', name: 'c.pdf', status: 'blocked' })),
      documentTableItem(documentFixture({ documentId: 'd-4', name: 'd.pdf', caseId: 'case-2' })),
      documentTableItem(documentFixture({ documentId: 'd-5', name: 'e.pdf', sharedWithClient: true })),
    );

    const { status, body } = await links(['d-5', 'd-1', 'd-2', 'd-3', 'd-4', 'd-9']);

    expect(status).toBe(200);
    expect(body.links.map((link: { documentId: string; fileName: string }) => [link.documentId, link.fileName])).toEqual([
      ['d-5', 'e.pdf'],
      ['d-1', 'a.pdf'],
    ]);
    expect(body.links[0].url).toContain('response-content-disposition=attachment');
    expect(body.skipped).toEqual([
      { documentId: 'd-2', reason: 'scanning' },
      { documentId: 'd-3', reason: 'blocked' },
      { documentId: 'd-4', reason: 'not-found' },
      { documentId: 'd-9', reason: 'not-found' },
    ]);
  });

  it('refuses an admin of another firm with 404', async () => {
    aws.table.put(caseItem(caseRecord));
    expect(await links(['d-1'], adminOfOtherOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
  });
});
