import { handler } from './list-request-templates';
import { CASE_CATEGORIES } from '../../shared/cases/constants';
import { REQUEST_TEMPLATE_IDS } from '../../shared/requests/template-ids';
import { REQUEST_TEMPLATES } from '../../shared/requests/templates';
import { requestItemField } from '../../shared/requests/schemas';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { adminOfOrg, clientOfOrg } from '../../test/unit/support/users';

useHarness();

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
