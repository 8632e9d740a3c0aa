/**
 * Uploads against a document request: the targets check the item (an item of this case
 * the caller may answer, taking uploads), the batch keeps it, and the completion links the recorded
 * documents to it, now `uploaded`, in the transaction that moves the case's counters.
 */
import { BatchGetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as completeHandler } from './complete-upload-batch';
import { handler as targetsHandler } from './create-upload-targets';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { rootFolderItem } from '../../test/unit/support/documents';
import { FakeDocumentStore } from '../../test/unit/support/fake-document-store';
import { caseFixture } from '../../test/unit/support/records';
import { caseCounterChanges, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { pdf } from '../../test/unit/support/sample-files';
import { caseItem, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';
type RequestRecord = ReturnType<typeof requestFixture>;

let mockStore = new FakeDocumentStore();
jest.mock('./store', () => ({ documentStore: () => mockStore }));

const aws = useHarness();
const caseRecord = caseFixture();
const folderId = caseRecord.caseFolderId;
const files = [{ fileName: 'passport.pdf', fileSize: 2000, fileType: 'application/pdf' }];

beforeEach(() => {
  mockStore = new FakeDocumentStore();
  aws.table.put(caseItem(caseRecord), rootFolderItem(caseRecord));
  aws.dynamo.on(BatchGetCommand).resolves({ Responses: {} });
  aws.dynamo.on(UpdateCommand).resolves({ Attributes: { taken: 1 } });
  aws.dynamo.on(PutCommand).callsFake((input: { Item: Parameters<typeof aws.table.put>[0] }) => {
    aws.table.put(input.Item);
    return {};
  });
});

const givenRequest = (overrides: Partial<RequestRecord> = {}) => aws.table.put(requestItem(requestFixture({ caseId: caseRecord.caseId, ...overrides })));

const targets = (as: { userId: string }, body: unknown) =>
  callRoute(targetsHandler, {
    routeKey: 'POST /v1/cases/{caseId}/folders/{folderId}/upload-targets',
    pathParameters: { caseId: caseRecord.caseId, folderId },
    body,
    as,
  });

const complete = (as: { userId: string }, batchId: string) =>
  callRoute(completeHandler, {
    routeKey: 'POST /v1/cases/{caseId}/upload-batches/{batchId}/complete',
    pathParameters: { caseId: caseRecord.caseId, batchId },
    as,
  });

/** Targets against req-1, the bytes staged, then the completion. */
async function uploadAgainstRequest(as: { userId: string }) {
  const started = await targets(as, { files, requestId: 'req-1' });
  expect(started.status).toBe(201);
  const batch = aws.table.get(keys.uploadBatch(started.body.batchId)) as unknown as { files: Array<{ stagingKey: string }> };
  for (const file of batch.files) mockStore.stage(file.stagingKey, pdf(2000));
  return { batchId: started.body.batchId as string, completed: await complete(as, started.body.batchId) };
}

const storedRequest = () => aws.table.get(keys.documentRequest(caseRecord.caseId, 'req-1')) as unknown as RequestRecord;

describe('upload targets against a document request', () => {
  it('keep the request on the batch', async () => {
    givenRequest();
    const { status, body } = await targets(clientOfOrg, { files, requestId: 'req-1' });
    expect(status).toBe(201);
    expect(aws.table.get(keys.uploadBatch(body.batchId))).toMatchObject({ requestId: 'req-1' });
  });

  it.each(['accepted', 'waived'] as const)('refuse an %s item with 409 and its code, before any target', async (status) => {
    givenRequest({ status });
    const answer = await targets(clientOfOrg, { files, requestId: 'req-1' });
    expect(answer.status).toBe(409);
    expect(answer.headers?.['x-refusal-code']).toBe('request-closed');
    expect(aws.dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuse an item without room for the files with its code', async () => {
    givenRequest({ documentIds: Array.from({ length: 50 }, (_, i) => `d${i}`) });
    const answer = await targets(clientOfOrg, { files, requestId: 'req-1' });
    expect(answer.status).toBe(409);
    expect(answer.headers?.['x-refusal-code']).toBe('request-documents-limit');
  });

  it('answer 404 with its code for an item not on the case', async () => {
    givenRequest({ caseId: 'case-other' });
    const answer = await targets(clientOfOrg, { files, requestId: 'req-1' });
    expect(answer.status).toBe(404);
    expect(answer.headers?.['x-refusal-code']).toBe('request-missing');
  });

  it('answer 404 to another client, whose case it is not', async () => {
    givenRequest();
    expect((await targets(otherClientOfOrg, { files, requestId: 'req-1' })).body).toEqual({ message: 'Case not found' });
  });

  it('answer 404 for an item of another client on a case that would be theirs', async () => {
    givenRequest({ clientId: otherClientOfOrg.userId });
    const answer = await targets(clientOfOrg, { files, requestId: 'req-1' });
    expect(answer.status).toBe(404);
    expect(answer.headers?.['x-refusal-code']).toBe('request-missing');
  });

  it('refuse a request id that is not an id', async () => {
    expect((await targets(clientOfOrg, { files, requestId: '' })).status).toBe(400);
  });
});

describe('completing a batch against a document request', () => {
  it('links the recorded documents to the item, now uploaded, in the transaction that records them, moving the counters from the client to the firm', async () => {
    givenRequest();
    const { completed } = await uploadAgainstRequest(clientOfOrg);
    expect(completed.status).toBe(201);
    const documentId = completed.body.data[0].id as string;
    expect(storedRequest()).toMatchObject({ status: 'uploaded', documentIds: [documentId], updatedBy: { userId: clientOfOrg.userId, role: 'client' }, version: 2 });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const recording = transactItems(aws.dynamo, 0);
    expect(recording.some((write) => write.Put?.Item?.PK === keys.document(documentId).PK)).toBe(true);
    expect(caseCounterChanges(recording, caseRecord.caseId)).toEqual({ docsNum: 1, requestsOutstanding: -1, requestsAwaitingReview: 1 });
  });

  it('asks a rejected item again: uploaded, its rejection reason cleared', async () => {
    givenRequest({ status: 'rejected', reason: 'Blurry', documentIds: ['old-doc'] });
    const { completed } = await uploadAgainstRequest(clientOfOrg);
    expect(storedRequest()).toMatchObject({ status: 'uploaded', reason: '', documentIds: ['old-doc', completed.body.data[0].id] });
  });

  it('lets staff upload for the client', async () => {
    givenRequest();
    const { completed } = await uploadAgainstRequest(adminOfOrg);
    expect(completed.status).toBe(201);
    expect(storedRequest()).toMatchObject({ status: 'uploaded', updatedBy: { userId: adminOfOrg.userId, role: 'admin' } });
  });

  it('links once when the completion is repeated', async () => {
    givenRequest();
    const { batchId } = await uploadAgainstRequest(clientOfOrg);
    const writes = aws.dynamo.commandCalls(TransactWriteCommand).length;
    const again = await complete(clientOfOrg, batchId);
    expect(again.status).toBe(201);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(writes);
    expect(storedRequest().documentIds).toHaveLength(1);
  });

  it.each(['accepted', 'waived'] as const)(
    'refuses the whole completion with 409 and its code when the firm %s the item meanwhile: nothing recorded, counted or kept',
    async (status) => {
      givenRequest();
      const started = await targets(clientOfOrg, { files, requestId: 'req-1' });
      const batch = aws.table.get(keys.uploadBatch(started.body.batchId)) as unknown as { files: Array<{ stagingKey: string; documentId: string }> };
      for (const file of batch.files) mockStore.stage(file.stagingKey, pdf(2000));
      givenRequest({ status, version: 2 });

      const answer = await complete(clientOfOrg, started.body.batchId);

      expect(answer.status).toBe(409);
      expect(answer.headers?.['x-refusal-code']).toBe('request-closed');
      expect(aws.table.get(keys.document(batch.files[0]?.documentId ?? ''))).toBeUndefined();
      expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(mockStore.placed.size).toBe(0);
      expect(mockStore.staged.size).toBe(0);
      expect(storedRequest()).toMatchObject({ status, documentIds: [], version: 2 });
      expect(aws.table.get(keys.uploadBatch(started.body.batchId))).not.toHaveProperty('completed');
    },
  );

  it('records with the item as changed meanwhile by another upload: read again, both uploads linked', async () => {
    givenRequest();
    const started = await targets(clientOfOrg, { files, requestId: 'req-1' });
    const batch = aws.table.get(keys.uploadBatch(started.body.batchId)) as unknown as { files: Array<{ stagingKey: string }> };
    for (const file of batch.files) mockStore.stage(file.stagingKey, pdf(2000));
    // The first recording meets the item changed by another upload since it was read: only its write fails.
    let attempts = 0;
    aws.dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Parameters<typeof aws.table.apply>[0] }) => {
      attempts += 1;
      if (attempts === 1) {
        givenRequest({ status: 'uploaded', documentIds: ['doc-meanwhile'], version: 2 });
        throw transactionCancelled(...input.TransactItems.map((write) => (write.Put?.Item?.entity === 'DocumentRequest' ? 'ConditionalCheckFailed' : 'None')));
      }
      aws.table.apply(input.TransactItems);
      return {};
    });

    const answer = await complete(clientOfOrg, started.body.batchId);

    expect(answer.status).toBe(201);
    expect(storedRequest()).toMatchObject({ status: 'uploaded', documentIds: ['doc-meanwhile', answer.body.data[0].id], version: 3 });
    expect(caseCounterChanges(transactItems(aws.dynamo, 1), caseRecord.caseId)).toEqual({ docsNum: 1 });
  });

  it('links nothing for a batch without a request', async () => {
    givenRequest();
    const started = await targets(clientOfOrg, { files });
    const batch = aws.table.get(keys.uploadBatch(started.body.batchId)) as unknown as { files: Array<{ stagingKey: string }> };
    for (const file of batch.files) mockStore.stage(file.stagingKey, pdf(2000));
    expect((await complete(clientOfOrg, started.body.batchId)).status).toBe(201);
    expect(storedRequest()).toMatchObject({ status: 'requested', documentIds: [] });
  });
});
