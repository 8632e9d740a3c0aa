import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as listThread } from './list-case-messages';
import { handler as send } from './send-case-message';
import { handler as markRead } from './mark-case-messages-read';
import { matchesETag } from './domain/messages';
import { keys } from '../../shared/core/table';
import { MESSAGE_LIMITS } from '../../shared/messages/limits';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { documentFixture, documentTableItem } from '../../test/unit/support/document-records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, transactItems, queries } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, clientOfOtherOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const sendAs = (as: { userId: string }, body: unknown, caseId = 'case-1') =>
  callRoute(send, { routeKey: 'POST /v1/cases/{caseId}/messages', pathParameters: { caseId }, as, body });

const threadAs = (as: { userId: string }, headers: Record<string, string> = {}) =>
  callRoute(listThread, { routeKey: 'GET /v1/cases/{caseId}/messages', pathParameters: { caseId: 'case-1' }, as, headers });

beforeEach(() => {
  aws.table.put(caseItem(caseFixture()));
  aws.dynamo.on(QueryCommand).resolves({ Items: [] });
  aws.dynamo.on(PutCommand).resolves({});
  aws.dynamo.on(UpdateCommand).resolves({});
});

describe('POST /v1/cases/{caseId}/messages', () => {
  it('keeps a client’s message and moves the firm’s unread counter in the same transaction', async () => {
    const { status, body } = await sendAs(clientOfOrg, { body: '  Hello,\nhere is my question.  ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ caseId: 'case-1', body: 'Hello,\nhere is my question.', sender: { userId: clientOfOrg.userId, role: 'client' }, documentIds: [] });
    const [put, update] = transactItems(aws.dynamo);
    expect(put?.Put?.Item).toMatchObject({ PK: 'CASE#case-1', entity: 'Message' });
    expect(String(put?.Put?.Item?.SK)).toMatch(/^MESSAGE#/);
    expect(update?.Update).toMatchObject({ Key: keys.conversation('case-1'), ExpressionAttributeNames: { '#receiving': 'unreadForFirm' } });
  });

  it('keeps the start of the message on the conversation, for the list’s preview line', async () => {
    await sendAs(clientOfOrg, { body: `  Hello,\n\nhere is ${'my question '.repeat(20)}` });
    const [, update] = transactItems(aws.dynamo);
    const preview = String(update?.Update?.ExpressionAttributeValues?.[':lastPreview']);
    expect(preview.startsWith('Hello, here is my question my question')).toBe(true);
    expect([...preview]).toHaveLength(MESSAGE_LIMITS.preview);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('claims the firm’s notice with a conditional put that expires after 15 minutes', async () => {
    await sendAs(clientOfOrg, { body: 'Hello' });
    const [claim] = aws.dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(claim).toMatchObject({ Item: { ...keys.messageNotice('case-1', 'firm') }, ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now' });
    expect(Number(claim?.Item?.ttl) - Math.floor(Date.now() / 1000)).toBeGreaterThan(MESSAGE_LIMITS.noticeQuietSeconds - 5);
  });

  it('refuses an empty body with a code, storing nothing', async () => {
    const { status, headers, body } = await sendAs(clientOfOrg, { body: '   ' });
    expect(status).toBe(400);
    expect(body.message).toBe('body: Body is required');
    expect(headers?.['x-refusal-code']).toBe('message-body-required');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a body over 10,000 characters with a code', async () => {
    const { status, headers } = await sendAs(clientOfOrg, { body: 'x'.repeat(MESSAGE_LIMITS.body + 1) });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('message-body-too-long');
  });

  it('answers another client of the firm, and a client of another firm, 404 Case not found', async () => {
    for (const as of [otherClientOfOrg, clientOfOtherOrg]) {
      const { status, body } = await sendAs(as, { body: 'Hello' });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Case not found' });
    }
  });

  it('refuses a document still being scanned, and one of another case, with their codes', async () => {
    aws.table.put(
      documentTableItem(documentFixture({ documentId: 'd-scanning', status: 'scanning', uploadedById: clientOfOrg.userId, uploadedByRole: 'client', sharedWithClient: true })),
      documentTableItem(documentFixture({ documentId: 'd-elsewhere', caseId: 'case-2', uploadedById: clientOfOrg.userId, uploadedByRole: 'client', sharedWithClient: true })),
    );
    expect((await sendAs(clientOfOrg, { body: 'See attached', documentIds: ['d-scanning'] })).headers?.['x-refusal-code']).toBe('message-document-unavailable');
    expect((await sendAs(clientOfOrg, { body: 'See attached', documentIds: ['d-elsewhere'] })).headers?.['x-refusal-code']).toBe('message-document-unknown');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a client a staff document not shared with them', async () => {
    aws.table.put(documentTableItem(documentFixture({ documentId: 'd-staff' })));
    const { status, headers } = await sendAs(clientOfOrg, { body: 'See attached', documentIds: ['d-staff'] });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('message-document-unknown');
  });

  it('shares a staff member’s linked document with the client before keeping the message', async () => {
    aws.table.put(documentTableItem(documentFixture({ documentId: 'd-staff' })));
    const { status, body } = await sendAs(adminOfOrg, { body: 'Here is the letter', documentIds: ['d-staff'] });
    expect(status).toBe(201);
    expect(body.documentIds).toEqual(['d-staff']);
    expect(aws.table.get(keys.document('d-staff'))).toMatchObject({ sharedWithClient: true });
  });
});

describe('GET /v1/cases/{caseId}/messages', () => {
  it('answers an ETag, and 304 without reading the messages when If-None-Match is current', async () => {
    const first = await threadAs(clientOfOrg);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ messages: [], read: {} });
    const etag = String(first.headers?.etag);
    aws.dynamo.resetHistory();
    const again = await threadAs(clientOfOrg, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(queries(aws.dynamo)).toHaveLength(0);
  });

  it('reads the messages newest first with one consistent Query of the case’s MESSAGE# items', async () => {
    await threadAs(adminOfOrg);
    const [query] = queries(aws.dynamo);
    expect(query).toMatchObject({ ExpressionAttributeValues: { ':pk': 'CASE#case-1', ':prefix': 'MESSAGE#' }, ScanIndexForward: false, ConsistentRead: true });
  });

  it('matches a tag among several, weak or strong', () => {
    expect(matchesETag('W/"a", "b"', '"b"')).toBe(true);
    expect(matchesETag('"a"', '"b"')).toBe(false);
    expect(matchesETag(undefined, '"b"')).toBe(false);
  });
});

describe('POST /v1/cases/{caseId}/messages/read', () => {
  it('marks the firm’s side read, recording who read it', async () => {
    const { status, body } = await callRoute(markRead, { routeKey: 'POST /v1/cases/{caseId}/messages/read', pathParameters: { caseId: 'case-1' }, as: adminOfOrg });
    expect(status).toBe(200);
    const [update] = aws.dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(update?.UpdateExpression).toContain('unreadForFirm = :zero');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':at': body.readAt, ':by': { userId: adminOfOrg.userId, name: adminOfOrg.name } });
  });
});
