import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './add-case-requests';
import { useHarness } from '../../test/unit/support/harness';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { caseFixture } from '../../test/unit/support/records';
import { caseCounterChanges } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled, userItem } from '../../test/unit/support/table';
import { OTHER_ORG_ID, adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const addRequests = (as: { userId: string }, caseId: string, body: unknown) =>
  callRoute(handler, { routeKey: 'POST /v1/admin/cases/{caseId}/requests', pathParameters: { caseId }, as, body });

beforeEach(() => freezeClockAt('2026-04-10T14:00:00.000Z'));
afterEach(() => unfreezeClock());

describe('POST /v1/admin/cases/{caseId}/requests', () => {
  it('adds the items, requested, stamped with who asked, and answers 201 with them', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status, body } = await addRequests(adminOfOrg, 'case-1', {
      items: [{ title: 'Passport', dueDate: '2026-05-01' }, { title: 'Marriage certificate', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true }],
    });
    expect(status).toBe(201);
    expect(body.items).toEqual([
      expect.objectContaining({ title: 'Passport', instructions: '', dueDate: '2026-05-01', concerns: { kind: 'client' }, translationRequired: false, status: 'requested', reason: '', documentIds: [] }),
      expect.objectContaining({ title: 'Marriage certificate', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true }),
    ]);
    expect(body.items[0]).toMatchObject({ caseId: 'case-1', updatedAt: '2026-04-10T14:00:00.000Z', updatedBy: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' } });
    expect(body.items[0]).not.toHaveProperty('version');
  });

  it('writes the items and the case counters in one transaction, within the case limit', async () => {
    aws.table.put(caseItem(caseFixture()));
    await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'Passport' }, { title: 'Photos' }] });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Put CASE#case-1', 'Put CASE#case-1', 'Update CASE#case-1']);
    expect(items[0]?.Put?.Item?.SK).toMatch(/^REQ#/);
    expect(caseCounterChanges(items, 'case-1')).toEqual({ requestsAccepted: 0, requestsTotal: 2, requestsOutstanding: 2, requestsAwaitingReview: 0, requestsCount: 2 });
    expect(items[2]?.Update?.ExpressionAttributeValues).toMatchObject({ ':room': 198 });
  });

  it('adds a template’s items in both languages, with its due dates, before the items given, each reader reading theirs', async () => {
    aws.table.put(caseItem(caseFixture({ category: "Demande d'asile" })), userItem({ ...adminOfOrg, language: 'fr' }));
    const { status, body } = await addRequests(adminOfOrg, 'case-1', { templateId: 'refugee-claim', items: [{ title: 'Lettre du frère' }] });
    expect(status).toBe(201);
    expect(body.items.map((item: { title: string }) => item.title)).toEqual([
      'Formulaire Fondement de la demande d’asile',
      'Pièces d’identité',
      'Preuves à l’appui de la demande',
      'Lettre du frère',
    ]);
    expect(body.items[0]).toMatchObject({
      dueDate: '2026-04-25',
      templateId: 'refugee-claim',
      templateItemId: 'rc-basis-of-claim',
      titles: { en: 'Basis of Claim form', fr: 'Formulaire Fondement de la demande d’asile' },
    });
    // Typed in one language by a French-speaking admin: that language, for every reader.
    expect(body.items[3]).toMatchObject({ titles: { fr: 'Lettre du frère' } });
    expect(body.items[3]).not.toHaveProperty('templateId');
    const stored = transactItems(aws.dynamo).map((write) => write.Put?.Item);
    expect(stored[0]).toMatchObject({ titles: { en: 'Basis of Claim form' }, instructionTexts: { en: expect.any(String), fr: expect.any(String) } });
  });

  it('answers a template’s items in English to an admin without a language', async () => {
    aws.table.put(caseItem(caseFixture()), userItem({ ...clientOfOrg, language: 'fr' }));
    const { body } = await addRequests(adminOfOrg, 'case-1', { templateId: 'study-permit' });
    expect(body.items[0]).toMatchObject({ title: 'Letter of acceptance', titles: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' } });
  });

  it('takes titles in both languages beside a title, and a due date a number of days ahead', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status, body } = await addRequests(adminOfOrg, 'case-1', {
      items: [
        { titles: { en: 'Bank statements', fr: 'Relevés bancaires' }, dueInDays: 14 },
        { title: 'Police certificate', titles: { fr: 'Certificat de police' } },
      ],
    });
    expect(status).toBe(201);
    expect(body.items[0]).toMatchObject({ title: 'Bank statements', titles: { en: 'Bank statements', fr: 'Relevés bancaires' }, dueDate: '2026-04-24' });
    expect(body.items[1]).toMatchObject({ title: 'Police certificate', titles: { en: 'Police certificate', fr: 'Certificat de police' } });
  });

  it('records the request as the first entry of each item’s history', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { body } = await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'Passport', dueDate: '2026-05-01' }] });
    expect(body.items[0].history).toEqual([
      { at: '2026-04-10T14:00:00.000Z', by: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' }, action: 'requested', dueDate: '2026-05-01' },
    ]);
  });

  it('refuses an item without a title in either language, and one with a due date and a number of days, with their codes', async () => {
    aws.table.put(caseItem(caseFixture()));
    const untitled = await addRequests(adminOfOrg, 'case-1', { items: [{ titles: { en: '', fr: ' ' } }] });
    expect([untitled.status, untitled.headers?.['x-refusal-code']]).toEqual([400, 'request-title-required']);
    const twice = await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'Passport', dueDate: '2026-05-01', dueInDays: 3 }] });
    expect([twice.status, twice.headers?.['x-refusal-code']]).toEqual([400, 'request-due-twice']);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a body with neither items nor a template, with its code', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status, headers, body } = await addRequests(adminOfOrg, 'case-1', {});
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-nothing-to-add');
    expect(body).toEqual({ message: 'Send items, a template id or both' });
  });

  it('refuses an unknown template with its code', async () => {
    aws.table.put(caseItem(caseFixture()));
    const { status, headers } = await addRequests(adminOfOrg, 'case-1', { templateId: 'tourist-visa' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-template-unknown');
  });

  it('refuses more than 50 items, a bad due date and an `other` without a name', async () => {
    aws.table.put(caseItem(caseFixture()));
    const many = Array.from({ length: 51 }, (_, i) => ({ title: `Item ${i}` }));
    expect((await addRequests(adminOfOrg, 'case-1', { items: many })).body).toEqual({ message: 'items: Items must hold at most 50 items' });
    expect((await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'x', dueDate: '2026-02-30' }] })).body).toEqual({
      message: 'items.0.dueDate: Due date must be a date written YYYY-MM-DD',
    });
    expect((await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'x', concerns: { kind: 'other' } }] })).status).toBe(400);
  });

  it('refuses items beyond the case’s limit of 200 before writing', async () => {
    aws.table.put(caseItem({ ...caseFixture(), requestsCount: 199 }));
    const { status, headers } = await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'a' }, { title: 'b' }] });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-limit');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers the limit’s refusal when another request filled the case meanwhile', async () => {
    aws.table.put(caseItem(caseFixture()));
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed'));
    const { status, headers } = await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'a' }] });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-limit');
  });

  it('answers 404 for a case of another org', async () => {
    aws.table.put(caseItem(caseFixture({ orgId: OTHER_ORG_ID })));
    const { status, body } = await addRequests(adminOfOrg, 'case-1', { items: [{ title: 'Passport' }] });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('refuses a client with 403', async () => {
    aws.table.put(caseItem(caseFixture()));
    expect((await addRequests(clientOfOrg, 'case-1', { items: [{ title: 'Passport' }] })).status).toBe(403);
  });
});
