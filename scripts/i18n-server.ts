/**
 * `npm run i18n:server`: updates the server's catalogue from the source (new texts in en.po and, to
 * translate, in fr.po) and compiles both into functions/core/locales/{en,fr}.ts. Only this catalogue:
 * the web's are the Vite build's (docs/i18n.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_LOCALES_DIR, compiledModule, linguiConfig, serverCatalog } from './lib/server-catalogue';

async function main(): Promise<void> {
  const config = linguiConfig();
  const catalog = await serverCatalog();
  await catalog.make({ clean: true, orderBy: config.orderBy, overwrite: false, locale: config.locales });
  for (const locale of config.locales) {
    writeFileSync(path.join(SERVER_LOCALES_DIR, `${locale}.ts`), await compiledModule(locale));
    console.log(`Wrote functions/core/locales/${locale}.ts`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
