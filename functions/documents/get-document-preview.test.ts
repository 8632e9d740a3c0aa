/** A preview link shows a PDF or an image in the page (inline, as its checked type); anything else is refused with 400. */
import { handler } from './get-document-preview';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg } from '../../test/unit/support/users';
import type { DocumentRecord } from './repository/documents';

const aws = useHarness();

// Presigning signs locally: any credentials will do, but there must be some.
beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID ??= 'unit-test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'unit-test';
});

const caseRecord = caseFixture();
const given = (overrides: Partial<DocumentRecord>) => aws.table.put(caseItem(caseRecord), documentTableItem(documentFixture(overrides)));

const preview = (as: { userId: string }) =>
  callRoute(handler, { routeKey: 'GET /v1/cases/{caseId}/documents/{documentId}/preview', pathParameters: { caseId: caseRecord.caseId, documentId: 'd-1' }, as });

describe('GET /v1/cases/{caseId}/documents/{documentId}/preview', () => {
  it('answers a link served inline under the original name, as the checked type', async () => {
    given({ sharedWithClient: true, mimeType: 'application/pdf' });

    const { status, body } = await preview(clientOfOrg);

    expect(status).toBe(200);
    expect(body).toMatchObject({ fileName: 'Lettre d’appui.pdf', contentType: 'application/pdf' });
    const url = new URL(body.url as string);
    expect(url.searchParams.get('response-content-disposition')).toBe(`inline; filename="Lettre d_appui.pdf"; filename*=UTF-8''Lettre%20d%E2%80%99appui.pdf`);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
  });

  it('gives the client a link of one minute to a document the firm shared, which it may stop sharing', async () => {
    given({ sharedWithClient: true, mimeType: 'application/pdf' });
    const { body } = await preview(clientOfOrg);
    expect(new URL(body.url as string).searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('refuses a text file with 400 and its code', async () => {
    given({ name: 'notes.txt', mimeType: 'text/plain' });
    const { status, headers } = await preview(adminOfOrg);
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('not-previewable');
  });

  it('refuses the client a staff-only document with 404', async () => {
    given({ sharedWithClient: false });
    expect(await preview(clientOfOrg)).toMatchObject({ status: 404, body: { message: 'Document not found' } });
  });

  it('refuses while the malware scan runs', async () => {
    given({ status: 'scanning' });
    expect((await preview(adminOfOrg)).status).toBe(409);
  });
});
