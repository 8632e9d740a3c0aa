import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './decide-case-request';
import { useHarness } from '../../test/unit/support/harness';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { caseFixture } from '../../test/unit/support/records';
import { caseCounterChanges, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled, userItem } from '../../test/unit/support/table';
import { OTHER_ORG_ID, adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';
import type { RequestRecord } from './repository/requests';

const aws = useHarness();

const decide = (as: { userId: string }, body: unknown, requestId = 'req-1', caseId = 'case-1') =>
  callRoute(handler, { routeKey: 'PATCH /v1/admin/cases/{caseId}/requests/{requestId}', pathParameters: { caseId, requestId }, as, body });

const given = (overrides: Partial<RequestRecord> = {}) => {
  aws.table.put(caseItem(caseFixture()), requestItem(requestFixture(overrides)));
};

beforeEach(() => freezeClockAt('2026-04-10T14:00:00.000Z'));
afterEach(() => unfreezeClock());

describe('PATCH /v1/admin/cases/{caseId}/requests/{requestId}', () => {
  it('accepts an uploaded item with its expiry date, stamped with who and when', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'] });
    const { status, body } = await decide(adminOfOrg, { status: 'accepted', expiresOn: '2031-05-01' });
    expect(status).toBe(200);
    expect(body.Item).toMatchObject({
      status: 'accepted',
      expiresOn: '2031-05-01',
      documentIds: ['doc-1'],
      updatedAt: '2026-04-10T14:00:00.000Z',
      updatedBy: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' },
    });
  });

  it('writes the item conditional on its version and moves the case counters in the same transaction', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'], version: 4 });
    await decide(adminOfOrg, { status: 'accepted' });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Put CASE#case-1', 'Update CASE#case-1']);
    expect(items[0]?.Put?.ExpressionAttributeValues).toEqual({ ':version': 4 });
    expect(items[0]?.Put?.Item).toMatchObject({ SK: 'REQ#req-1', version: 5 });
    expect(caseCounterChanges(items, 'case-1')).toEqual({ requestsAwaitingReview: -1, requestsAccepted: 1 });
  });

  it('rejects an uploaded item with the reason the client reads, asking for it again', async () => {
    given({ status: 'uploaded' });
    const { body } = await decide(adminOfOrg, { status: 'rejected', reason: 'The scan is cut off' });
    expect(body.Item).toMatchObject({ status: 'rejected', reason: 'The scan is cut off' });
    expect(caseCounterChanges(transactItems(aws.dynamo), 'case-1')).toEqual({ requestsAwaitingReview: -1, requestsOutstanding: 1 });
  });

  it('refuses a rejection without a reason with its code', async () => {
    given({ status: 'uploaded' });
    const { status, headers, body } = await decide(adminOfOrg, { status: 'rejected' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-reason-required');
    expect(body).toEqual({ message: 'A rejection needs a reason the client can act on' });
  });

  it('refuses an expiry date on anything but an acceptance with its code', async () => {
    given({ status: 'uploaded' });
    const { status, headers } = await decide(adminOfOrg, { status: 'waived', expiresOn: '2031-05-01' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-expiry-needs-acceptance');
  });

  it('refuses accepting a waived item with 409 and its code, writing nothing', async () => {
    given({ status: 'waived' });
    const { status, headers } = await decide(adminOfOrg, { status: 'accepted' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-waived');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses rejecting an item nothing was uploaded for', async () => {
    given({ status: 'requested' });
    const { status, headers } = await decide(adminOfOrg, { status: 'rejected', reason: 'Missing' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-nothing-to-reject');
  });

  it('decides again from a fresh read when someone changed the item meanwhile', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'] });
    aws.dynamo.on(TransactWriteCommand).callsFakeOnce(() => {
      aws.table.put(requestItem(requestFixture({ status: 'waived', version: 2 })));
      throw transactionCancelled('ConditionalCheckFailed', 'None');
    });
    const { status, headers } = await decide(adminOfOrg, { status: 'accepted' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-waived');
  });

  it('answers 404 with its code for an item not on the case', async () => {
    given();
    const { status, headers, body } = await decide(adminOfOrg, { status: 'waived' }, 'req-other');
    expect(status).toBe(404);
    expect(headers?.['x-refusal-code']).toBe('request-missing');
    expect(body).toEqual({ message: 'Document request not found' });
  });

  it('answers Case not found to an admin of another org, whatever the item', async () => {
    given();
    const { status, body } = await decide(adminOfOtherOrg, { status: 'waived' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('answers Case not found for a case of another org even with an item of that id', async () => {
    aws.table.put(caseItem(caseFixture({ orgId: OTHER_ORG_ID })), requestItem(requestFixture({ orgId: OTHER_ORG_ID })));
    expect((await decide(adminOfOrg, { status: 'waived' })).status).toBe(404);
  });

  it('refuses a client with 403', async () => {
    given({ status: 'uploaded' });
    expect((await decide(clientOfOrg, { status: 'accepted' })).status).toBe(403);
  });

  it('refuses accepting an item nothing was uploaded for with 409 and its code, writing nothing', async () => {
    given({ status: 'requested', documentIds: [] });
    const { status, headers, body } = await decide(adminOfOrg, { status: 'accepted' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-nothing-to-accept');
    expect(body).toEqual({ message: 'Nothing was uploaded for this document: waive it instead if it is no longer needed' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('records each decision in the item’s history, with the documents it was about', async () => {
    given({
      status: 'uploaded',
      documentIds: ['doc-1', 'doc-2'],
      history: [
        { at: '2026-04-01T09:00:00.000Z', by: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' }, action: 'requested' },
        { at: '2026-04-02T09:00:00.000Z', by: { userId: clientOfOrg.userId, name: clientOfOrg.name, role: 'client' }, action: 'uploaded', documentIds: ['doc-1'] },
        { at: '2026-04-03T09:00:00.000Z', by: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' }, action: 'rejected', reason: 'Cut off', documentIds: ['doc-1'] },
        { at: '2026-04-04T09:00:00.000Z', by: { userId: clientOfOrg.userId, name: clientOfOrg.name, role: 'client' }, action: 'uploaded', documentIds: ['doc-2'] },
      ],
    });
    const { body } = await decide(adminOfOrg, { status: 'accepted', reason: 'Thanks', expiresOn: '2031-05-01' });
    expect(body.Item.history.at(-1)).toEqual({
      at: '2026-04-10T14:00:00.000Z',
      by: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' },
      action: 'accepted',
      reason: 'Thanks',
      expiresOn: '2031-05-01',
      documentIds: ['doc-2'],
    });
    expect(body.Item.history).toHaveLength(5);
  });

  it('edits the titles, instructions and due date, answering the title in the reader’s language, and records the edit', async () => {
    given({ status: 'requested', title: 'Passport', titles: { en: 'Passport' }, dueDate: '2026-05-01' });
    const { status, body } = await decide(adminOfOrg, { titles: { fr: 'Passeport' }, instructions: 'Every page', dueDate: '2026-06-01' });
    expect(status).toBe(200);
    expect(body.Item).toMatchObject({ title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' }, instructions: 'Every page', dueDate: '2026-06-01', status: 'requested' });
    expect(body.Item.history.at(-1)).toMatchObject({ action: 'edited', fields: ['titles', 'instructions', 'dueDate'], dueDate: '2026-06-01' });
    // Still waiting on the client, now due on the new day: the reminders' index follows.
    expect(transactItems(aws.dynamo)[0]?.Put?.Item).toMatchObject({ GSI1PK: expect.stringContaining('2026-06-01') });
  });

  it('removes the due date given as "", and the item leaves the reminders’ index', async () => {
    given({ status: 'requested', dueDate: '2026-05-01' });
    const { body } = await decide(adminOfOrg, { dueDate: '' });
    expect(body.Item).not.toHaveProperty('dueDate');
    expect(body.Item.history.at(-1)).toMatchObject({ action: 'edited', fields: ['dueDate'], dueDate: '' });
    expect(transactItems(aws.dynamo)[0]?.Put?.Item).not.toHaveProperty('GSI1PK');
  });

  it('removes a title given as "", and refuses removing the last one with its code', async () => {
    given({ title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' } });
    expect((await decide(adminOfOrg, { titles: { en: '' } })).body.Item).toMatchObject({ title: 'Passeport', titles: { fr: 'Passeport' } });
    const refused = await decide(adminOfOrg, { titles: { fr: '' } });
    expect([refused.status, refused.headers?.['x-refusal-code']]).toEqual([400, 'request-title-required']);
  });

  it('refuses an edit that changes nothing with 409, and a body with nothing to do with 400', async () => {
    given({ title: 'Passport', titles: { en: 'Passport' }, instructions: 'Every page with a stamp' });
    const unchanged = await decide(adminOfOrg, { titles: { en: 'Passport' }, instructions: 'Every page with a stamp' });
    expect([unchanged.status, unchanged.headers?.['x-refusal-code']]).toEqual([409, 'request-unchanged']);
    const empty = await decide(adminOfOrg, {});
    expect([empty.status, empty.headers?.['x-refusal-code']]).toEqual([400, 'request-nothing-to-change']);
    const reasonAlone = await decide(adminOfOrg, { reason: 'Why' });
    expect([reasonAlone.status, reasonAlone.headers?.['x-refusal-code']]).toEqual([400, 'request-reason-needs-decision']);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('edits and decides in one change, the edit first in the history', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'] });
    const { body } = await decide(adminOfOrg, { dueDate: '2026-07-01', status: 'rejected', reason: 'Blurry' });
    expect(body.Item).toMatchObject({ status: 'rejected', reason: 'Blurry', dueDate: '2026-07-01' });
    expect(body.Item.history.slice(-2).map((entry: { action: string }) => entry.action)).toEqual(['edited', 'rejected']);
  });

  it('answers a template item’s title in the reader’s language', async () => {
    aws.table.put(userItem({ ...adminOfOrg, language: 'fr' }));
    given({
      status: 'uploaded',
      documentIds: ['doc-1'],
      title: 'Letter of acceptance',
      titles: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' },
      templateId: 'study-permit',
      templateItemId: 'sp-acceptance',
    });
    const { body } = await decide(adminOfOrg, { status: 'waived' });
    expect(body.Item).toMatchObject({ title: 'Lettre d’acceptation', titles: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' } });
  });

  it('answers an item stored before titles were kept per language by its one title, and edits it into titles', async () => {
    aws.table.put(userItem({ ...adminOfOrg, language: 'fr' }));
    given({ title: 'Letter of acceptance', templateId: 'study-permit', templateItemId: 'sp-acceptance' });
    const { body } = await decide(adminOfOrg, { titles: { fr: 'Lettre d’acceptation' } });
    expect(body.Item).toMatchObject({ title: 'Lettre d’acceptation', titles: { fr: 'Lettre d’acceptation' } });
  });
});
