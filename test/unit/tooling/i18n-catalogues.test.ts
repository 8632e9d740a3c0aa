/**
 * The web's translation catalogues (lingui.config.ts, docs/i18n.md): every message of the source is
 * in them, as `npx lingui extract --clean` would write them (so a new text cannot ship as its hash
 * id), and every message has its French translation, one that compiles (ICU syntax), the same in
 * every catalogue that has it (the page's catalogues are loaded together, so the last loaded would win).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = path.resolve(__dirname, '../../..');
const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });
const po = formatter({ lineNumbers: false });

type Catalogs = Awaited<ReturnType<typeof getCatalogs>>;
let catalogs: Catalogs;

beforeAll(async () => {
  catalogs = await getCatalogs(config);
});

function catalogFiles(): string[] {
  return catalogs.flatMap((catalog) => config.locales.map((locale) => catalog.getFilename(locale)));
}

describe('the web catalogues', () => {
  it('exist for the shell and every feature, in English and French', () => {
    const relative = catalogFiles().map((file) => path.relative(root, file));
    expect(relative).toEqual(expect.arrayContaining(['web/src/locales/en.po', 'web/src/locales/fr.po', 'web/src/features/auth/locales/fr.po']));
  });

  it('are what `npx lingui extract --clean` writes from the source (run it, then translate the new messages)', async () => {
    // Extracted into a copy of each catalogue, so the tree is left as it is.
    const scratch = mkdtempSync(path.join(tmpdir(), 'i18n-extract-'));
    try {
      const stale: string[] = [];
      const unreadable: string[] = [];
      for (const [index, catalog] of catalogs.entries()) {
        const original = catalog.path;
        const copy = path.join(scratch, String(index), 'messages');
        for (const locale of config.locales) {
          const file = catalog.getFilename(locale);
          cpSync(file, `${copy.replace(/messages$/, '')}${locale}${path.extname(file)}`);
        }
        catalog.path = path.join(scratch, String(index), '{locale}');
        try {
          // False when a source file could not be read: the catalogue is then left unwritten, and would look current.
          const made = await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: config.orderBy ?? 'message' });
          if (made === false) unreadable.push(original);
        } finally {
          catalog.path = original;
        }
        for (const locale of config.locales) {
          const file = catalog.getFilename(locale);
          const extracted = readFileSync(path.join(scratch, String(index), `${locale}${path.extname(file)}`), 'utf8');
          if (extracted !== readFileSync(file, 'utf8')) stale.push(path.relative(root, file));
        }
      }
      expect(unreadable).toEqual([]);
      expect(stale).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    // Extraction parses every web source file: seconds on a busy 2-core machine, beyond jest's 5 s default.
  }, 120_000);

  it('have a translation for every message, in each language, that compiles', async () => {
    const problems: string[] = [];
    for (const file of catalogFiles()) {
      const locale = path.basename(file, '.po');
      const entries = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: config.sourceLocale ?? 'en', filename: file });
      const messages: Record<string, string> = {};
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.obsolete) continue;
        const text = locale === config.sourceLocale ? entry.translation || entry.message || id : entry.translation;
        if (!text) problems.push(`${path.relative(root, file)}: no translation of "${entry.message ?? id}"`);
        else messages[id] = text;
      }
      const { errors } = createCompiledCatalog(locale, messages, {});
      for (const { id, error } of errors) problems.push(`${path.relative(root, file)}: "${id}" does not compile: ${error.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('translate a message the same in every catalogue that has it (else give one a context)', async () => {
    const translations = new Map<string, Map<string, string[]>>();
    for (const file of catalogFiles()) {
      const locale = path.basename(file, '.po');
      if (locale === config.sourceLocale) continue;
      const entries = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: config.sourceLocale ?? 'en', filename: file });
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.obsolete || !entry.translation) continue;
        const key = `${locale}: ${id}`;
        const byText = translations.get(key) ?? new Map<string, string[]>();
        byText.set(entry.translation, [...(byText.get(entry.translation) ?? []), path.relative(root, file)]);
        translations.set(key, byText);
      }
    }
    const conflicts = [...translations].filter(([, byText]) => byText.size > 1).map(([key, byText]) => `${key} → ${[...byText].map(([text, files]) => `"${text}" (${files.join(', ')})`).join(' / ')}`);
    expect(conflicts).toEqual([]);
  });
});
