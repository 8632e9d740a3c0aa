/** A case's documents: staff list every one (GSI2), the case's client what they see (GSI3), anyone else 404. */
import { handler } from './list-case-documents';
import { indexKeys } from '../../shared/core/table';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, givenQueryPage, queries } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();
const caseRecord = caseFixture();

beforeEach(() => aws.table.put(caseItem(caseRecord)));

const list = (as: { userId: string }) =>
  callRoute(handler, { routeKey: 'GET /v1/cases/{caseId}/documents', pathParameters: { caseId: caseRecord.caseId }, as });

describe('GET /v1/cases/{caseId}/documents', () => {
  it("answers staff every document of the case, newest first, with honest uploader labels", async () => {
    const { uploadedByRole: _role, sharedWithClient: _shared, ...old } = documentFixture({ documentId: 'd-old', uploadedById: clientOfOrg.userId, createdBy: clientOfOrg.name });
    givenQueryPage(aws.dynamo, [documentTableItem(documentFixture()), documentTableItem(old, true)]);

    const { status, body } = await list(adminOfOrg);

    expect(status).toBe(200);
    expect(queries(aws.dynamo)).toEqual([
      expect.objectContaining({ IndexName: 'GSI2', ExpressionAttributeValues: { ':pk': indexKeys.caseDocuments(caseRecord.caseId) }, ScanIndexForward: false }),
    ]);
    expect(body).toEqual({
      documents: [
        {
          documentId: 'd-1',
          name: 'Lettre d’appui.pdf',
          size: 1000,
          contentType: 'application/pdf',
          uploadedAt: '2026-11-01T00:00:00.000Z',
          uploadedBy: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' },
          sharedWithClient: false,
          status: 'available',
          folderId: caseRecord.caseFolderId,
        },
        expect.objectContaining({ documentId: 'd-old', uploadedBy: { userId: clientOfOrg.userId, name: clientOfOrg.name, role: 'client' }, sharedWithClient: true }),
      ],
    });
  });

  it('answers the case’s client from their own index: what they uploaded and what was shared', async () => {
    givenQueryPage(aws.dynamo, [documentTableItem(documentFixture({ sharedWithClient: true }))]);

    const { status, body } = await list(clientOfOrg);

    expect(status).toBe(200);
    expect(queries(aws.dynamo)[0]).toMatchObject({ IndexName: 'GSI3', ExpressionAttributeValues: { ':pk': indexKeys.clientDocuments(caseRecord.caseId) } });
    expect(body.documents).toHaveLength(1);
  });

  it('answers 404 Case not found to another client and to an admin of another firm, querying nothing', async () => {
    expect(await list(otherClientOfOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
    expect(await list(adminOfOtherOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
    expect(queries(aws.dynamo)).toHaveLength(0);
  });
});
