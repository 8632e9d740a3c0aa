/**
 * The upload path in any store, against a store held in memory (test/unit/support/fake-document-store.ts)
 * and the fake table: targets (a batch of staging keys) → completion, which inspects every staged
 * upload, places the checked ones, records them in one transaction and releases staging last;
 * refusals delete the staged uploads and record nothing; failures put back what was placed.
 */
import { BatchGetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as completeHandler } from './complete-upload-batch';
import { handler as targetsHandler } from './create-upload-targets';
import { handler as inlineHandler } from './upload-client-files';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { rootFolderItem } from '../../test/unit/support/documents';
import { FakeDocumentStore } from '../../test/unit/support/fake-document-store';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { pdf, sampleFiles } from '../../test/unit/support/sample-files';
import { caseItem, readAtOnce, traceRecordReads, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { clientOfOrg, inactiveClient, otherClientOfOrg } from '../../test/unit/support/users';

let mockStore = new FakeDocumentStore();
jest.mock('./store', () => ({ documentStore: () => mockStore }));

const aws = useHarness();
const caseRecord = caseFixture();
const folderId = caseRecord.caseFolderId;

beforeEach(() => {
  mockStore = new FakeDocumentStore();
  aws.table.put(caseItem(caseRecord), rootFolderItem(caseRecord));
  // The folder's name guards, read from the fake table.
  aws.dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Array<{ PK: string; SK: string }> }> }) => ({
    Responses: Object.fromEntries(Object.entries(input.RequestItems).map(([table, { Keys }]) => [table, Keys.flatMap((key) => aws.table.get(key) ?? [])])),
  }));
  aws.dynamo.on(UpdateCommand).resolves({ Attributes: { taken: 1 } });
  aws.dynamo.on(PutCommand).callsFake((input: { Item: Parameters<typeof aws.table.put>[0] }) => {
    aws.table.put(input.Item);
    return {};
  });
});

const files = [
  { fileName: 'passport.pdf', fileSize: 2000, fileType: 'application/pdf' },
  // Declared as a web page, named and made a PDF: the bytes decide.
  { fileName: 'letter.pdf', fileSize: 3000, fileType: 'text/html' },
];

async function startBatch(descriptors = files) {
  const { status, body } = await callRoute(targetsHandler, {
    routeKey: 'POST /v1/cases/{caseId}/folders/{folderId}/upload-targets',
    pathParameters: { caseId: caseRecord.caseId, folderId },
    body: { files: descriptors },
    as: clientOfOrg,
  });
  expect(status).toBe(201);
  return body as { batchId: string; uploads: Array<{ index: number; fileName: string; uploadUrl: string }> };
}

/** The batch's record as the targets wrote it. */
function batchRecord(batchId: string) {
  return aws.table.get(keys.uploadBatch(batchId)) as unknown as { files: Array<{ stagingKey: string; documentId: string; fileName: string; size: number }> };
}

/** Starts a batch and stages each file's bytes (by default a PDF of the announced size). */
async function stagedBatch(bytesOf: (index: number) => Uint8Array | undefined = (index) => pdf(files[index]?.fileSize)) {
  const { batchId } = await startBatch();
  const staged = batchRecord(batchId).files;
  staged.forEach((file, index) => {
    const bytes = bytesOf(index);
    if (bytes) mockStore.stage(file.stagingKey, bytes);
  });
  return { batchId, staged };
}

const complete = (batchId: string) =>
  callRoute(completeHandler, {
    routeKey: 'POST /v1/cases/{caseId}/upload-batches/{batchId}/complete',
    pathParameters: { caseId: caseRecord.caseId, batchId },
    as: clientOfOrg,
  });

/** The store's calls of one kind, in order. */
const callsOf = (kind: string) => mockStore.calls.filter((call) => call.startsWith(`${kind} `));

describe('upload targets', () => {
  it('records a batch with one staging key per file under uploads/{batchId}/{documentId} and answers the store’s target for each', async () => {
    const { batchId, uploads } = await startBatch();
    const batch = batchRecord(batchId);
    expect(batch.files.map((file) => file.stagingKey)).toEqual(batch.files.map((file) => `uploads/${batchId}/${file.documentId}`));
    expect(uploads.map((upload) => upload.uploadUrl)).toEqual(batch.files.map((file) => `https://store.test/${file.stagingKey}?size=${file.size}`));
    expect(callsOf('target')).toHaveLength(2);
  });
});

describe('reading records while the caller is read (define-route readAhead)', () => {
  it('upload targets read the case and the folder together with the caller’s record', async () => {
    const steps = traceRecordReads(aws);
    await startBatch();
    expect(readAtOnce(steps).sort()).toEqual(['CASE', 'FOLDER', 'USER']);
  });

  it('a completion reads the batch and the case together with the caller’s record', async () => {
    const { batchId } = await stagedBatch();
    const steps = traceRecordReads(aws);
    expect((await complete(batchId)).status).toBe(201);
    expect(readAtOnce(steps).sort()).toEqual(['BATCH', 'CASE', 'USER']);
  });

  it('answers a caller who may not complete the batch as before, touching nothing', async () => {
    const { batchId } = await stagedBatch();
    const storeCalls = mockStore.calls.length;
    const as = (caller: { userId: string }) =>
      callRoute(completeHandler, {
        routeKey: 'POST /v1/cases/{caseId}/upload-batches/{batchId}/complete',
        pathParameters: { caseId: caseRecord.caseId, batchId },
        as: caller,
      });
    expect((await as(inactiveClient)).status).toBe(403);
    // Another client of the firm: the case is not theirs, as if it did not exist.
    expect(await as(otherClientOfOrg)).toMatchObject({ status: 404, body: { message: 'Case not found' } });
    expect(mockStore.calls.length).toBe(storeCalls);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect((await complete(batchId)).status).toBe(201);
  });
});

describe('completing a batch: inspect, place, record, release', () => {
  it('inspects every upload before placing any, places every one before recording, releases staging after', async () => {
    const { batchId, staged } = await stagedBatch();
    const { status, body } = await complete(batchId);
    expect(status).toBe(201);
    const stagingKeys = staged.map((file) => file.stagingKey);
    expect(mockStore.calls.slice(2)).toEqual([
      ...stagingKeys.map((key) => `inspect ${key}`),
      ...stagingKeys.map((key) => `place ${key}`),
      `release ${stagingKeys.join(' ')}`,
    ]);
    // Recorded in one transaction, between the placements and the release.
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(mockStore.staged.size).toBe(0);
    expect((body as { data: Array<{ name: string }> }).data.map((document) => document.name)).toEqual(['passport.pdf', 'letter.pdf']);
  });

  it('records each document under its placed bytes with the type its bytes have, claims the batch and moves the counters in the same transaction', async () => {
    const { batchId, staged } = await stagedBatch();
    await complete(batchId);
    const placedKeys = [...mockStore.placed.keys()];
    for (const file of staged) {
      const document = aws.table.get(keys.document(file.documentId));
      expect(document).toMatchObject({ mimeType: 'application/pdf', size: file.size, caseId: caseRecord.caseId, folderId, status: 'available' });
      expect(placedKeys).toContain(document?.storageKey);
    }
    const written = transactItems(aws.dynamo).map((item) => item.Put?.Item?.entity ?? item.Update?.Key?.PK);
    expect(written).toEqual([
      keys.uploadBatch(batchId).PK,
      'Document',
      'Document',
      keys.folder(folderId).PK,
      keys.case(caseRecord.caseId).PK,
      keys.org(caseRecord.orgId).PK,
      keys.user(caseRecord.clientId).PK,
      'NameGuard',
      'NameGuard',
    ]);
  });

  it('reads the folder’s taken names once, and numbers a taken name', async () => {
    aws.table.put({ ...keys.itemName(folderId, 'passport.pdf'), entity: 'NameGuard', itemId: 'older' });
    const { batchId } = await stagedBatch();
    const { body } = await complete(batchId);
    expect(aws.dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect((body as { data: Array<{ name: string }> }).data.map((document) => document.name)).toEqual(['passport (1).pdf', 'letter.pdf']);
  });

  it('reads the folder’s taken names while the uploads are inspected, before any is placed', async () => {
    aws.dynamo.on(BatchGetCommand).callsFake(() => {
      mockStore.calls.push('read taken names');
      return { Responses: {} };
    });
    const { batchId } = await stagedBatch();
    await complete(batchId);
    expect(mockStore.calls.indexOf('read taken names')).toBeLessThan(mockStore.calls.findIndex((call) => call.startsWith('place ')));
  });

  it('answers the same documents to a second completion without touching the store', async () => {
    const { batchId } = await stagedBatch();
    const first = await complete(batchId);
    const callsAfterFirst = mockStore.calls.length;
    const second = await complete(batchId);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(mockStore.calls).toHaveLength(callsAfterFirst);
  });

  it('answers the documents although staging could not be released (staging expires)', async () => {
    mockStore.faults.release = new Error('SlowDown');
    const { batchId, staged } = await stagedBatch();
    expect((await complete(batchId)).status).toBe(201);
    expect(aws.table.get(keys.document(staged[0]?.documentId ?? ''))).toBeDefined();
  });
});

describe('completing a batch: refusals', () => {
  it('refuses the whole batch when a file was never uploaded: every staged upload deleted, nothing placed or recorded', async () => {
    const { batchId, staged } = await stagedBatch((index) => (index === 0 ? pdf(2000) : undefined));
    const { status, body } = await complete(batchId);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.stringContaining('letter.pdf') });
    expect(callsOf('place')).toEqual([]);
    expect(callsOf('remove')).toEqual(staged.map((file) => `remove ${file.stagingKey}`));
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('refuses a file of another size than announced', async () => {
    const { batchId } = await stagedBatch((index) => pdf(index === 1 ? 2500 : 2000));
    const { status, body } = await complete(batchId);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.stringContaining('letter.pdf') });
    expect(mockStore.staged.size).toBe(0);
  });

  it('refuses bytes that are not what the name says (a program named .pdf)', async () => {
    const exe = new Uint8Array(3000);
    exe.set(sampleFiles.exe);
    const { batchId } = await stagedBatch((index) => (index === 1 ? exe : pdf(2000)));
    expect((await complete(batchId)).status).toBe(400);
    expect(callsOf('place')).toEqual([]);
    expect(mockStore.staged.size).toBe(0);
  });

  it('refuses an expired batch once, deleting its staged uploads', async () => {
    const { batchId, staged } = await stagedBatch();
    aws.table.put({ ...(aws.table.get(keys.uploadBatch(batchId)) as ReturnType<typeof aws.table.get> & object), expiresAt: new Date(Date.now() - 1000).toISOString() });
    aws.dynamo.on(UpdateCommand).resolves({});
    const { status } = await complete(batchId);
    expect(status).toBe(400);
    expect(callsOf('inspect')).toEqual([]);
    expect(callsOf('remove')).toEqual(staged.map((file) => `remove ${file.stagingKey}`));
  });
});

describe('completing a batch: failures', () => {
  it('puts back what was placed and records nothing when one upload cannot be placed; staging stays for a retry', async () => {
    const { batchId, staged } = await stagedBatch();
    mockStore.faults.place.set(staged[1]?.stagingKey ?? '', new Error('SlowDown'));
    expect((await complete(batchId)).status).toBe(500);
    expect(mockStore.placed.size).toBe(0);
    expect(callsOf('unplace')).toHaveLength(1);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
    expect(mockStore.staged.size).toBe(2);
  });

  it('answers that the upload is gone when another completion took it (placed by none, refused by this one)', async () => {
    const { batchId, staged } = await stagedBatch();
    mockStore.faults.place.set(staged[0]?.stagingKey ?? '', 'gone');
    const { status } = await complete(batchId);
    expect(status).toBe(400);
    expect(mockStore.placed.size).toBe(0);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('puts back the placements and deletes staging when the recording is refused (the case was deleted meanwhile)', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None'));
    const { batchId } = await stagedBatch();
    expect((await complete(batchId)).status).toBe(404);
    expect(mockStore.placed.size).toBe(0);
    expect(mockStore.staged.size).toBe(0);
  });

  it('puts back the placements but keeps staging for a retry when the recording fails for a fault', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(new Error('socket hang up'));
    const { batchId } = await stagedBatch();
    expect((await complete(batchId)).status).toBe(500);
    expect(mockStore.placed.size).toBe(0);
    expect(mockStore.staged.size).toBe(2);
    expect(callsOf('release')).toEqual([]);
  });
});

describe('inline batches', () => {
  it('stages the decoded bytes, then checks, places, records and releases them as a direct upload', async () => {
    const bytes = pdf(1200);
    const { status, body } = await callRoute(inlineHandler, {
      routeKey: 'POST /v1/clients/{clientId}/cases/{caseId}/uploads',
      pathParameters: { clientId: clientOfOrg.userId, caseId: caseRecord.caseId },
      body: { files: [{ fileName: 'scan.pdf', fileBase64: bytes.toString('base64'), fileSize: bytes.length, fileType: 'application/pdf' }] },
      as: clientOfOrg,
    });
    expect(status).toBe(201);
    expect(mockStore.calls.map((call) => call.split(' ')[0])).toEqual(['put', 'inspect', 'place', 'release']);
    expect((body as { data: Array<{ name: string }> }).data.map((document) => document.name)).toEqual(['scan.pdf']);
    expect(mockStore.staged.size).toBe(0);
    expect([...mockStore.placed.values()].map((placed) => Buffer.from(placed.bytes))).toEqual([bytes]);
  });
});
