/** docs/api.md is generated (`npm run docs:api`); this fails when a route, schema or answer changed since. */
import { readFileSync } from 'node:fs';
import { routes } from '../../../shared/routes';
import { API_DOCS_FILE, renderApiDocs } from '../../../scripts/lib/api-docs';

// Reading the handlers' answer types builds a TypeScript program: a few seconds.
jest.setTimeout(60_000);

describe('docs/api.md', () => {
  let expected: string;
  beforeAll(async () => {
    expected = await renderApiDocs(routes);
  });

  it('is current (run npm run docs:api after changing a route, a schema or an answer)', () => {
    expect(readFileSync(API_DOCS_FILE, 'utf8')).toBe(expected);
  });

  it('documents every route with who may call it, its answer and its errors', () => {
    for (const route of routes) {
      const section = expected.split(`\n### ${route.id}\n`)[1]?.split('\n### ')[0] ?? '';
      expect({ route: route.id, path: section.includes(`\`${route.method} ${route.path}\``) }).toEqual({ route: route.id, path: true });
      expect({ route: route.id, access: section.includes('**Who may call it:**') }).toEqual({ route: route.id, access: true });
      expect({ route: route.id, answer: section.includes('**Answer** `2') }).toEqual({ route: route.id, answer: true });
      expect({ route: route.id, errors: section.includes('**Errors**') }).toEqual({ route: route.id, errors: true });
    }
  });

  it('names the conflicts of creating a case: a taken case number', () => {
    const section = expected.split('\n### createCase\n')[1]?.split('\n### ')[0] ?? '';
    expect(section).toMatch(/\| 409 \|.*Case number already exists/);
  });
});
