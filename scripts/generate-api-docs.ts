/**
 * `npm run docs:api`: writes docs/api.md from the route table, the handlers' zod schemas and their
 * answer types (see scripts/lib/api-docs.ts). `npm run docs:api -- --check` writes nothing and exits 1
 * when docs/api.md is not current.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { routes } from '../shared/routes';
import { API_DOCS_FILE, renderApiDocs } from './lib/api-docs';
import { runMain } from './lib/run-main';

async function main(): Promise<number> {
  const text = await renderApiDocs(routes);
  const current = existsSync(API_DOCS_FILE) ? readFileSync(API_DOCS_FILE, 'utf8') : undefined;
  if (process.argv.includes('--check')) {
    if (current === text) return 0;
    console.error(`${API_DOCS_FILE} is not current: run npm run docs:api.`);
    return 1;
  }
  if (current === text) {
    console.log(`${API_DOCS_FILE} is current (${routes.length} routes).`);
  } else {
    writeFileSync(API_DOCS_FILE, text);
    console.log(`Wrote ${API_DOCS_FILE} (${routes.length} routes).`);
  }
  return 0;
}

runMain(main);
