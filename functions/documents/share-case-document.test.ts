/**
 * Staff share a document of their firm's case with its client, or stop: one transaction moves the
 * record into (or out of) the client's index and the client's Documents count; the same value again
 * writes nothing; a client's own upload is always theirs to see.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './share-case-document';
import { indexKeys, keys } from '../../shared/core/table';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();
const caseRecord = caseFixture();

beforeEach(() => aws.table.put(caseItem(caseRecord)));

const share = (sharedWithClient: boolean, as: { userId: string } = adminOfOrg, documentId = 'd-1') =>
  callRoute(handler, {
    routeKey: 'PATCH /v1/admin/cases/{caseId}/documents/{documentId}',
    pathParameters: { caseId: caseRecord.caseId, documentId },
    body: { sharedWithClient },
    as,
  });

const clientCountChange = () => {
  const update = transactItems(aws.dynamo).find((item) => item.Update?.Key?.PK === keys.user(clientOfOrg.userId).PK)?.Update;
  return update?.ExpressionAttributeValues?.[':d0'];
};

describe('PATCH /v1/admin/cases/{caseId}/documents/{documentId}', () => {
  it("shares a firm's document: into the client's index and +1 on their Documents count, in one transaction", async () => {
    aws.table.put(documentTableItem(documentFixture()));

    const { status, body } = await share(true);

    expect(status).toBe(200);
    expect(body).toMatchObject({ documentId: 'd-1', sharedWithClient: true, uploadedBy: { userId: adminOfOrg.userId, role: 'admin' } });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual(['Update DOC#d-1', `Update USER#${clientOfOrg.userId}`]);
    expect(clientCountChange()).toBe(1);
    expect(aws.table.get(keys.document('d-1'))).toMatchObject({ sharedWithClient: true, GSI3PK: indexKeys.clientDocuments(caseRecord.caseId) });
  });

  it('stops sharing: out of the client’s index and −1 on their count', async () => {
    aws.table.put(documentTableItem(documentFixture({ sharedWithClient: true })));

    const { status, body } = await share(false);

    expect(status).toBe(200);
    expect(body).toMatchObject({ sharedWithClient: false });
    expect(clientCountChange()).toBe(-1);
    expect(aws.table.get(keys.document('d-1'))).not.toHaveProperty('GSI3PK');
  });

  it('answers the same value again without writing anything', async () => {
    aws.table.put(documentTableItem(documentFixture({ sharedWithClient: true })));

    expect(await share(true)).toMatchObject({ status: 200, body: { sharedWithClient: true } });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('shares a record older than sharing (no role, no flag) as staff’s, not yet shared', async () => {
    const { uploadedByRole: _role, sharedWithClient: _shared, ...old } = documentFixture();
    aws.table.put(documentTableItem(old));

    expect(await share(true)).toMatchObject({ status: 200, body: { sharedWithClient: true, uploadedBy: { role: 'admin' } } });
    expect(transactItems(aws.dynamo)[0]?.Update?.ConditionExpression).toContain('attribute_not_exists(sharedWithClient)');
  });

  it("refuses to unshare the client's own upload (400), writing nothing", async () => {
    aws.table.put(documentTableItem(documentFixture({ uploadedById: clientOfOrg.userId, uploadedByRole: 'client', sharedWithClient: true })));

    const { status, body, headers } = await share(false);

    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The client uploaded this document: they always see it' });
    expect(headers?.['x-refusal-code']).toBe('client-upload-always-shared');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 404 for a document of another case, and for an admin of another firm', async () => {
    aws.table.put(documentTableItem(documentFixture({ caseId: 'case-2' })));
    expect(await share(true)).toMatchObject({ status: 404, body: { message: 'Document not found' } });
    expect(await share(true, adminOfOtherOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
  });

  it('reads again when another change got in first, and answers what is now there', async () => {
    aws.table.put(documentTableItem(documentFixture()));
    aws.dynamo.on(TransactWriteCommand).callsFakeOnce(() => {
      // Another admin shared it meanwhile.
      aws.table.put(documentTableItem(documentFixture({ sharedWithClient: true })));
      throw transactionCancelled('ConditionalCheckFailed', 'None');
    });

    expect(await share(true)).toMatchObject({ status: 200, body: { sharedWithClient: true } });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('the client is told of a document shared with them', () => {
  const sqs = mockClient(SQSClient);
  const published = () => sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody ?? '{}') as Record<string, unknown>);

  beforeAll(() => {
    process.env.MAIL_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
  });
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'sqs-1' });
  });
  afterAll(() => {
    sqs.restore();
    delete process.env.MAIL_QUEUE_URL;
  });

  it('in a notice naming the document, its link opening it on the case page', async () => {
    aws.table.put(documentTableItem(documentFixture()));

    await share(true);

    expect(published()).toEqual([
      {
        kind: 'clientNotices',
        eventId: expect.stringMatching(/^client-notices:documentShared:d-1:/),
        orgId: caseRecord.orgId,
        clientId: clientOfOrg.userId,
        notices: [{ kind: 'documentShared', caseId: caseRecord.caseId, targetId: 'd-1', name: documentFixture().name }],
      },
    ]);
  });

  it('and of nothing when it is taken back or was shared already', async () => {
    aws.table.put(documentTableItem(documentFixture({ sharedWithClient: true })));

    await share(true);
    await share(false);

    expect(published()).toEqual([]);
  });
});
