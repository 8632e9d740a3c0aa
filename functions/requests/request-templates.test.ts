/**
 * The firm's templates (Settings): PUT creates or replaces its template of an id (a shipped id: its
 * version in the shipped one's place), DELETE removes it (a shipped one is the portal's again), and a
 * case's POST …/requests applies the firm's templates as the shipped ones.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler as saveHandler } from './save-request-template';
import { handler as deleteHandler } from './delete-request-template';
import { handler as addHandler } from './add-case-requests';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { caseFixture } from '../../test/unit/support/records';
import { firmTemplateItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

const aws = useHarness();

beforeEach(() => {
  freezeClockAt('2026-04-10T14:00:00.000Z');
  aws.dynamo.on(PutCommand).callsFake((input: { Item: Parameters<typeof aws.table.put>[0] }) => {
    aws.table.put(input.Item);
    return {};
  });
});
afterEach(() => unfreezeClock());

const template = {
  category: 'Permis de travail',
  title: { en: 'Work permit, our way', fr: 'Permis de travail, à notre façon' },
  items: [
    { title: { en: 'Payslips', fr: 'Bulletins de paie' }, dueInDays: 10 },
    { templateItemId: 'ours-2', title: { en: 'Police certificate', fr: 'Certificat de police' }, concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true },
  ],
};

const save = (as: { userId: string }, templateId: string, body: unknown = template) =>
  callRoute(saveHandler, { routeKey: 'PUT /v1/admin/request-templates/{templateId}', pathParameters: { templateId }, as, body });
const remove = (as: { userId: string }, templateId: string) =>
  callRoute(deleteHandler, { routeKey: 'DELETE /v1/admin/request-templates/{templateId}', pathParameters: { templateId }, as });
const stored = (orgId: string, templateId: string) => aws.table.get(keys.requestTemplate(orgId, templateId));

describe('PUT /v1/admin/request-templates/{templateId}', () => {
  it('creates the firm’s template, giving ids to items without one, and answers it with origin firm', async () => {
    const { status, body } = await save(adminOfOrg, 'tpl-1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      templateId: 'tpl-1',
      category: 'Permis de travail',
      source: '',
      origin: 'firm',
      items: [
        { templateItemId: expect.any(String), title: { en: 'Payslips', fr: 'Bulletins de paie' }, instructions: { en: '', fr: '' }, concerns: { kind: 'client' }, translationRequired: false, dueInDays: 10 },
        { templateItemId: 'ours-2', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true },
      ],
    });
    expect(stored('org-1', 'tpl-1')).toMatchObject({ orgId: 'org-1', createdAt: '2026-04-10T14:00:00.000Z', updatedBy: { userId: adminOfOrg.userId } });
  });

  it('takes a place of the firm’s limit in the transaction that creates it', async () => {
    await save(adminOfOrg, 'tpl-1');
    const writes = transactItems(aws.dynamo);
    expect(describeWrites(writes)).toEqual(['Put ORG#org-1', 'Update ORG#org-1']);
    expect(writes[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(writes[1]?.Update).toMatchObject({ Key: keys.requestTemplateCount('org-1'), ExpressionAttributeValues: { ':change': 1, ':max': 50 } });
  });

  it('refuses a template beyond the firm’s limit with 409 and its code', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed'));
    const { status, headers } = await save(adminOfOrg, 'tpl-1');
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-template-limit');
  });

  it('replaces a template the firm has, keeping when it was created, without taking another place', async () => {
    aws.table.put(firmTemplateItem('org-1', 'tpl-1', 'Before'));
    const { body } = await save(adminOfOrg, 'tpl-1');
    expect(body.title.en).toBe('Work permit, our way');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(aws.dynamo.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_exists(PK)');
    expect(stored('org-1', 'tpl-1')).toMatchObject({ createdAt: '2026-04-01T00:00:00.000Z', updatedAt: '2026-04-10T14:00:00.000Z' });
  });

  it('saves the firm’s version of a shipped template under its id, in the caller’s org only', async () => {
    await save(adminOfOrg, 'study-permit');
    expect(stored('org-1', 'study-permit')).toBeDefined();
    expect(stored('org-2', 'study-permit')).toBeUndefined();
  });

  it('refuses an item without its French title, no items, 51 items, a bad category and repeated item ids', async () => {
    const title = { en: 'Passport', fr: 'Passeport' };
    expect((await save(adminOfOrg, 'tpl-1', { ...template, items: [{ title: { en: 'Passport' } }] })).body).toEqual({ message: 'items.0.title.fr: Title (French) is required' });
    expect((await save(adminOfOrg, 'tpl-1', { ...template, items: [] })).body).toEqual({ message: 'items: Items must hold at least one item' });
    expect((await save(adminOfOrg, 'tpl-1', { ...template, items: Array.from({ length: 51 }, () => ({ title })) })).status).toBe(400);
    expect((await save(adminOfOrg, 'tpl-1', { ...template, category: 'Tourism' })).status).toBe(400);
    expect((await save(adminOfOrg, 'tpl-1', { ...template, items: [{ templateItemId: 'a', title }, { templateItemId: 'a', title }] })).body).toEqual({
      message: 'items: Each item of a template needs its own templateItemId',
    });
    expect((await save(adminOfOrg, 'tpl-1', { ...template, items: [{ title, dueInDays: 0 }] })).status).toBe(400);
  });

  it('refuses a client with 403', async () => {
    expect((await save(clientOfOrg, 'tpl-1')).status).toBe(403);
  });

  it.each([
    ['a trailing space (a shipped id look-alike)', 'work-permit-outside-canada '],
    ['slashes', '../../x'],
    ['upper-case letters', 'Study-Permit'],
    ['an underscore', 'study_permit'],
    ['65 characters', 'a'.repeat(65)],
  ])('refuses an id with %s with 400 and its code, saving nothing', async (_how, templateId) => {
    const answer = await save(adminOfOrg, templateId);
    expect({ status: answer.status, code: answer.headers?.['x-refusal-code'] }).toEqual({ status: 400, code: 'request-template-id-invalid' });
    expect(answer.body.message).toBe('templateId: Template id must be 1 to 64 lower-case letters, digits and dashes');
    expect(aws.dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('takes a UUID as the web makes for a new template', async () => {
    expect((await save(adminOfOrg, '0b8f1c1e-5d4a-4c2e-9a57-3f1e2d6c7b8a')).status).toBe(200);
  });
});

describe('DELETE /v1/admin/request-templates/{templateId}', () => {
  it('deletes the firm’s template and gives its place back, in one transaction', async () => {
    aws.table.put(firmTemplateItem('org-1', 'tpl-1', 'Ours'));
    const { status, body } = await remove(adminOfOrg, 'tpl-1');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const writes = transactItems(aws.dynamo);
    expect(describeWrites(writes)).toEqual(['Delete ORG#org-1', 'Update ORG#org-1']);
    expect(writes[1]?.Update?.ExpressionAttributeValues).toEqual({ ':change': -1 });
    expect(stored('org-1', 'tpl-1')).toBeUndefined();
  });

  it('answers 404 with its code for a template the firm does not have', async () => {
    aws.dynamo.on(TransactWriteCommand).rejects(transactionCancelled('ConditionalCheckFailed', 'None'));
    const { status, headers, body } = await remove(adminOfOtherOrg, 'tpl-1');
    expect(status).toBe(404);
    expect(headers?.['x-refusal-code']).toBe('request-template-missing');
    expect(body).toEqual({ message: 'Document request template not found' });
    expect(transactItems(aws.dynamo)[0]?.Delete?.Key).toEqual(keys.requestTemplate('org-2', 'tpl-1'));
  });

  it('refuses a client with 403', async () => {
    expect((await remove(clientOfOrg, 'tpl-1')).status).toBe(403);
  });
});

describe('POST /v1/admin/cases/{caseId}/requests with a firm’s template', () => {
  const addRequests = (as: { userId: string }, body: unknown) =>
    callRoute(addHandler, { routeKey: 'POST /v1/admin/cases/{caseId}/requests', pathParameters: { caseId: 'case-1' }, as, body });

  it('adds the firm’s own template’s items in the client’s language, with its id and no shipped item id', async () => {
    aws.table.put(caseItem(caseFixture()), firmTemplateItem('org-1', 'tpl-1', 'Ours'));
    const { status, body } = await addRequests(adminOfOrg, { templateId: 'tpl-1' });
    expect(status).toBe(201);
    expect(body.items).toEqual([expect.objectContaining({ title: 'Payslips', instructions: '', templateId: 'tpl-1' })]);
    expect(body.items[0]).not.toHaveProperty('templateItemId');
  });

  it('applies the firm’s version of a shipped template instead of the shipped one', async () => {
    aws.table.put(caseItem(caseFixture()), firmTemplateItem('org-1', 'study-permit', 'Ours'));
    const { body } = await addRequests(adminOfOrg, { templateId: 'study-permit' });
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Payslips']);
  });

  it('never applies another org’s template: request-template-unknown', async () => {
    aws.table.put(caseItem(caseFixture()), firmTemplateItem('org-2', 'tpl-theirs', 'Theirs'));
    const { status, headers } = await addRequests(adminOfOrg, { templateId: 'tpl-theirs' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-template-unknown');
    expect(aws.dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toContainEqual(keys.requestTemplate('org-1', 'tpl-theirs'));
  });
});
