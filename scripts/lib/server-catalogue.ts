/**
 * The server's catalogue (lingui.config.ts's functions/core/locales entry): extracted from functions/
 * and shared/ like the web's, and compiled to one committed TypeScript module per language
 * (functions/core/locales/{en,fr}.ts) that esbuild bundles into the functions that send e-mail.
 * `npm run i18n:server` writes them; functions/core/i18n.test.ts fails when they are stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** npm scripts and jest run from the repository's root. */
export const root = process.cwd();
export const SERVER_LOCALES_DIR = path.join(root, 'functions/core/locales');

export const linguiConfig = () => getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });

/** The server's catalogue of lingui.config.ts. */
export async function serverCatalog() {
  const catalogs = await getCatalogs(linguiConfig());
  const found = catalogs.find((catalog) => path.resolve(path.dirname(catalog.path)) === SERVER_LOCALES_DIR);
  if (!found) throw new Error('lingui.config.ts has no catalogue in functions/core/locales');
  return found;
}

/** One language's messages as the .po file has them (the English words for English), and those with no translation. */
export async function poMessages(locale: string): Promise<{ messages: Record<string, string>; missing: string[] }> {
  const file = path.join(SERVER_LOCALES_DIR, `${locale}.po`);
  const entries = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
  const messages: Record<string, string> = {};
  const missing: string[] = [];
  for (const [id, entry] of Object.entries(entries ?? {})) {
    if (entry.obsolete) continue;
    const text = entry.translation || (locale === 'en' ? entry.message : undefined);
    if (text) messages[id] = text;
    else missing.push(id);
  }
  return { messages, missing };
}

/** The TypeScript module `lingui compile --typescript` would write for one language (throws on a message that does not compile). */
export async function compiledModule(locale: string): Promise<string> {
  const { messages, missing } = await poMessages(locale);
  if (missing.length > 0) throw new Error(`functions/core/locales/${locale}.po: no translation of ${missing.join(', ')}`);
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
  if (errors.length > 0) throw new Error(`functions/core/locales/${locale}.po: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`);
  return source;
}
