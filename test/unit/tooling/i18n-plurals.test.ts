/**
 * Counts say their noun by ICU plural rules (docs/i18n.md), in every catalogue and both languages:
 * "1 case", "2 cases", « 1 dossier », « 2 dossiers », where a number glued to a fixed plural reads
 * "1 cases" to one reader in two. A message fails here when a placeholder is followed by a counted
 * noun (an adjective between: "{total} requested documents") outside an ICU `plural`, or when it
 * starts with a counted noun, its count shown beside it ("cases with uploaded documents to review"
 * after a big number): such a text is a `plural` of its own (`<Plural value={n} one="…" other="…" />`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Token, parse } from '@messageformat/parser';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = path.resolve(__dirname, '../../..');
const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });
const po = formatter({ lineNumbers: false });

/** The nouns (and "new") a count goes with in the portal's texts, in each language. */
const COUNTED = {
  en: 'cases?|documents?|files?|items?|days?|weeks?|months?|years?|hours?|minutes?|characters?|clients?|messages?|requests?|users?|records?|folders?|e-?mails?|times|places?|reads?|stays?|results?|pages?|new',
  fr: 'dossiers?|documents?|fichiers?|éléments?|jours?|semaines?|mois|ans?|années?|heures?|minutes?|caractères?|clients?|clientes?|messages?|demandes?|utilisateurs?|enregistrements?|répertoires?|courriels?|fois|endroits?|lectures?|séjours?|résultats?|pages?|nouveaux|nouveau|nouvelles?',
} as const;
type Language = keyof typeof COUNTED;
/** The words that come between a count and its noun ("{total} requested documents", « {n} autres dossiers »). */
const BETWEEN = {
  en: 'requested|loaded|uploaded|open|closed|other|more|unread|accepted|selected|new|total',
  fr: 'autres?|nouveaux|nouvelles?|premiers?|premières?|derniers?|dernières?',
} as const;

const countedAfter = (language: Language) => new RegExp(`^\\s+(?:(?:${BETWEEN[language]})\\s+)?(?:${COUNTED[language]})(?![\\p{L}])`, 'u');
const countedFirst = (language: Language) => new RegExp(`^(?:${COUNTED[language]})\\s+\\S`, 'u');

/** What reads as a count outside a plural in this message (none: []). */
export function countsOutsidePlurals(message: string, language: Language): string[] {
  let tokens: Token[];
  try {
    tokens = parse(message);
  } catch {
    // Not ICU (the catalogue test reports it): nothing to say here.
    return [];
  }
  const found: string[] = [];
  const after = countedAfter(language);
  const first = tokens[0];
  if (first?.type === 'content' && countedFirst(language).test(first.value)) found.push(`starts with a count's noun: "${first.value.trim()}"`);
  const walk = (list: readonly Token[]) => {
    for (const [index, token] of list.entries()) {
      if (token.type === 'select') for (const branch of token.cases) walk(branch.tokens);
      // Inside a plural the noun follows the plural's own value: that is what it is for.
      if (token.type !== 'argument' && token.type !== 'function') continue;
      const next = list[index + 1];
      if (next?.type === 'content' && after.test(next.value)) found.push(`{${token.arg}}${next.value.split(/[.,;:!?()]/)[0]}`);
    }
  };
  walk(tokens);
  return found;
}

describe('a count in a message', () => {
  it.each([
    ['{count} cases', 'en'],
    ['+{0} new this week', 'en'],
    ['Readiness: {accepted} of {total} requested documents accepted', 'en'],
    ['cases with uploaded documents to review', 'en'],
    ['{n} dossiers avec des documents', 'fr'],
    ['dossiers avec des documents téléversés à examiner', 'fr'],
  ] as const)('is found outside a plural in "%s"', (message, language) => {
    expect(countsOutsidePlurals(message, language)).not.toEqual([]);
  });

  it.each([
    ['{count, plural, one {# case} other {# cases}}', 'en'],
    ['{count, plural, one {case with documents to review} other {cases with documents to review}}', 'en'],
    ['{name} is no longer shared with the client.', 'en'],
    ['{label} contains characters that are not allowed', 'en'],
    ['Document {number}', 'en'],
    ['cases', 'en'],
    ['{count, plural, one {# jour} other {# jours}}', 'fr'],
  ] as const)('is not found in "%s"', (message, language) => {
    expect(countsOutsidePlurals(message, language)).toEqual([]);
  });
});

describe('every catalogue', () => {
  it('says each count by an ICU plural, in English and in French', async () => {
    const catalogs = await getCatalogs(config);
    const problems: string[] = [];
    for (const catalog of catalogs) {
      for (const locale of config.locales) {
        if (locale !== 'en' && locale !== 'fr') continue;
        const file = catalog.getFilename(locale);
        const entries = await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: config.sourceLocale ?? 'en', filename: file });
        for (const [id, entry] of Object.entries(entries)) {
          if (entry.obsolete) continue;
          const text = locale === config.sourceLocale ? entry.translation || entry.message || id : entry.translation;
          if (!text) continue;
          for (const found of countsOutsidePlurals(text, locale)) problems.push(`${path.relative(root, file)}: ${found}  ←  "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
