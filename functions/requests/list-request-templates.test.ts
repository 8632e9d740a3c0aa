import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './list-request-templates';
import { CASE_CATEGORIES } from '../../shared/cases/constants';
import { REQUEST_TEMPLATE_IDS } from '../../shared/requests/template-ids';
import { REQUEST_TEMPLATES } from '../../shared/requests/templates';
import { requestItemField } from '../../shared/requests/schemas';
import { useHarness } from '../../test/unit/support/harness';
import { answerQueriesFromTable, firmTemplateItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

beforeEach(() => answerQueriesFromTable(aws));

const listTemplates = (as: { userId: string }) => callRoute(handler, { routeKey: 'GET /v1/admin/request-templates', as });

describe('GET /v1/admin/request-templates', () => {
  it('answers an admin every template with its category and items in both languages', async () => {
    const { status, body } = await listTemplates(adminOfOrg);
    expect(status).toBe(200);
    expect(body.items.map((template: { templateId: string; category: string }) => [template.templateId, template.category])).toEqual([
      ['work-permit-outside-canada', 'Permis de travail'],
      ['study-permit', "Permis d'études"],
      ['spousal-sponsorship', 'Parrainage'],
      ['refugee-claim', "Demande d'asile"],
    ]);
  });

  it('answers the shipped ones with origin portal while the firm has none', async () => {
    const { body } = await listTemplates(adminOfOrg);
    expect(body.items.every((template: { origin: string }) => template.origin === 'portal')).toBe(true);
  });

  it('answers the firm’s version in a shipped one’s place, then the firm’s own, oldest first, with origin firm', async () => {
    aws.table.put(
      firmTemplateItem('org-1', 'study-permit', 'Our study permit'),
      firmTemplateItem('org-1', 'tpl-new', 'Newer of ours', '2026-04-03T00:00:00.000Z'),
      firmTemplateItem('org-1', 'tpl-old', 'Older of ours', '2026-04-02T00:00:00.000Z'),
    );
    const { body } = await listTemplates(adminOfOrg);
    expect(body.items.map((template: { templateId: string; origin: string }) => [template.templateId, template.origin])).toEqual([
      ['work-permit-outside-canada', 'portal'],
      ['study-permit', 'firm'],
      ['spousal-sponsorship', 'portal'],
      ['refugee-claim', 'portal'],
      ['tpl-old', 'firm'],
      ['tpl-new', 'firm'],
    ]);
    expect(body.items[1]).toEqual({
      templateId: 'study-permit',
      category: 'Permis de travail',
      title: { en: 'Our study permit', fr: 'Our study permit (fr)' },
      source: '',
      items: [expect.objectContaining({ templateItemId: 'study-permit-1' })],
      origin: 'firm',
    });
  });

  it('reads the caller’s org’s templates only, by one Query with a sort-key prefix', async () => {
    aws.table.put(firmTemplateItem('org-2', 'tpl-theirs', 'Another firm’s'));
    const { body } = await listTemplates(adminOfOrg);
    expect(body.items.map((template: { templateId: string }) => template.templateId)).not.toContain('tpl-theirs');
    expect(aws.dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'ORG#org-1', ':prefix': 'TEMPLATE#' },
    });
  });

  it('refuses a client with 403', async () => {
    expect((await listTemplates(clientOfOrg)).status).toBe(403);
  });
});

describe('the starting templates', () => {
  it('are the ids the request schema knows, each once, each of a case category', () => {
    expect(REQUEST_TEMPLATES.map((template) => template.templateId)).toEqual([...REQUEST_TEMPLATE_IDS]);
    for (const template of REQUEST_TEMPLATES) expect(CASE_CATEGORIES).toContain(template.category);
  });

  it('write every title and instruction in English and French, each an item the schema accepts in either language', () => {
    const itemIds = REQUEST_TEMPLATES.flatMap((template) => template.items.map((item) => item.templateItemId));
    expect(new Set(itemIds).size).toBe(itemIds.length);
    for (const item of REQUEST_TEMPLATES.flatMap((template) => template.items)) {
      for (const language of ['en', 'fr'] as const) {
        expect(item.title[language]).not.toBe('');
        expect(item.instructions[language]).not.toBe('');
        const parsed = requestItemField.safeParse({ title: item.title[language], instructions: item.instructions[language], concerns: item.concerns });
        expect(parsed.success).toBe(true);
      }
      expect(item.title.fr === item.title.en && item.title.en !== 'Photos').toBe(false);
    }
  });
});
