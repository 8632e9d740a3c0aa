/**
 * Completing a direct-upload batch in the S3 store: the checked bytes are placed (copied out of
 * staging) before anything is recorded, staging is released after, and a recording that fails
 * undoes the placements — a refusal also deletes the staged bytes, a fault leaves them for a retry.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { CopyObjectCommand, DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './complete-upload-batch';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { pdf } from '../../test/unit/support/sample-files';
import { caseItem, transactionCancelled } from '../../test/unit/support/table';
import { adminOfOrg } from '../../test/unit/support/users';

const aws = useHarness();
const item = caseFixture();
const files = [
  { index: 0, fileName: 'passport.pdf', documentId: 'd-1', stagingKey: 'uploads/b-1/d-1', size: 2000, mimeType: 'application/pdf' },
  { index: 1, fileName: 'letter.pdf', documentId: 'd-2', stagingKey: 'uploads/b-1/d-2', size: 2000, mimeType: 'text/html' },
];

beforeEach(() => {
  aws.table.put(caseItem(item), {
    ...keys.uploadBatch('b-1'),
    entity: 'UploadBatch',
    batchId: 'b-1',
    caseId: item.caseId,
    folderId: item.caseFolderId,
    callerId: adminOfOrg.userId,
    files,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });
  aws.s3.on(GetObjectCommand).callsFake((input: { Key: string }) => ({
    Body: { transformToByteArray: () => Promise.resolve(new Uint8Array(pdf(2000))) },
    ContentRange: 'bytes 0-1999/2000',
    ContentType: 'application/pdf',
    ETag: `"etag-${input.Key}"`,
  }));
  aws.s3.on(CopyObjectCommand).resolves({});
  aws.s3.on(DeleteObjectsCommand).resolves({});
  // No name of the batch is taken in the folder.
  aws.dynamo.on(BatchGetCommand).resolves({ Responses: {} });
});

const complete = () =>
  callRoute(handler, {
    routeKey: 'POST /v1/cases/{caseId}/upload-batches/{batchId}/complete',
    pathParameters: { caseId: item.caseId, batchId: 'b-1' },
    as: adminOfOrg,
  });
const copies = () => aws.s3.commandCalls(CopyObjectCommand).map((call) => call.args[0].input);
const deleted = () => aws.s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);
const released = () => aws.s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete?.Objects?.map((object) => object.Key));

describe('completing an upload batch (S3)', () => {
  it('copies the checked bytes by ETag with the checked type, records them under the copies, then deletes staging in one request', async () => {
    const { status } = await complete();
    expect(status).toBe(201);
    expect(copies()).toEqual(
      files.map((file) =>
        expect.objectContaining({
          CopySource: expect.stringMatching(new RegExp(`/${file.stagingKey}$`)),
          CopySourceIfMatch: `"etag-${file.stagingKey}"`,
          ContentType: 'application/pdf',
          Key: expect.stringMatching(new RegExp(`^cases/${item.caseId}/documents/${file.documentId}/[0-9a-f-]{36}$`)),
        }),
      ),
    );
    const recorded = aws.table.get(keys.document('d-2'));
    expect(recorded).toMatchObject({ mimeType: 'application/pdf', storageKey: copies()[1]?.Key });
    expect(released()).toEqual([files.map((file) => file.stagingKey)]);
    expect(deleted()).toEqual([]);
  });

  it('deletes the copies and the staged bytes when the recording is refused (the case was deleted meanwhile)', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'));
    const { status } = await complete();
    expect(status).toBe(404);
    expect(deleted().sort()).toEqual([...copies().map((copy) => copy.Key), ...files.map((file) => file.stagingKey)].sort());
    expect(aws.table.get(keys.document('d-1'))).toBeUndefined();
  });

  it('deletes the copies but keeps the staged bytes for a retry when the recording fails for a fault', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(new Error('socket hang up'));
    const { status } = await complete();
    expect(status).toBe(500);
    expect(deleted().sort()).toEqual(copies().map((copy) => copy.Key).sort());
  });

  it('records nothing and puts back what was placed when one file cannot be placed', async () => {
    aws.s3.on(CopyObjectCommand, { CopySourceIfMatch: '"etag-uploads/b-1/d-2"' }).rejects(Object.assign(new Error('SlowDown'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } }));
    const { status } = await complete();
    expect(status).toBe(500);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
    expect(deleted()).toEqual([copies()[0]?.Key]);
  });
});

describe('what staff upload and share at once', () => {
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

  it('tells the client of each document shared with them, in one notice event', async () => {
    aws.table.put({ ...aws.table.get(keys.uploadBatch('b-1'))!, shareWithClient: true });

    expect((await complete()).status).toBe(201);

    expect(published()).toEqual([
      expect.objectContaining({
        kind: 'clientNotices',
        clientId: item.clientId,
        notices: [
          { kind: 'documentShared', caseId: item.caseId, targetId: 'd-1', name: 'passport.pdf' },
          { kind: 'documentShared', caseId: item.caseId, targetId: 'd-2', name: 'letter.pdf' },
        ],
      }),
    ]);
  });

  it('tells the client nothing of what staff keep to the firm', async () => {
    expect((await complete()).status).toBe(201);

    expect(published()).toEqual([]);
  });
});
