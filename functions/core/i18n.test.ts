/**
 * The server's catalogue (functions/core/locales): every text in English and French, and the compiled
 * modules the functions bundle are those `npm run i18n:server` writes from the .po files. (That the
 * .po files hold every text of the source is test/unit/tooling/i18n-catalogues.test.ts's check, for
 * every catalogue of lingui.config.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_LOCALES_DIR, compiledModule, poMessages } from '../../scripts/lib/server-catalogue';
import { i18nOf, languageOfSignIn } from './i18n';
import { LANGUAGES } from '../../shared/settings/language';
import { CASE_CATEGORY_MESSAGES } from '../../shared/cases/status-labels';

describe('the server catalogue', () => {
  it.each(LANGUAGES)('has every text in %s', async (language) => {
    const { missing } = await poMessages(language);
    expect(missing).toEqual([]);
  });

  it('has the same texts in both languages', async () => {
    const [en, fr] = await Promise.all(LANGUAGES.map(async (language) => Object.keys((await poMessages(language)).messages).sort()));
    expect(fr).toEqual(en);
  });

  it.each(LANGUAGES)('is compiled: functions/core/locales/%s.ts is what `npm run i18n:server` writes (run it after editing a .po)', async (language) => {
    expect(readFileSync(path.join(SERVER_LOCALES_DIR, `${language}.ts`), 'utf8')).toBe(await compiledModule(language));
  });

  it('says case categories in the reader’s language, stored as they are', () => {
    const labels = (language: 'en' | 'fr') => ["Demande d'asile", 'Permis de travail', 'ERAR'].map((category) => i18nOf(language)._(CASE_CATEGORY_MESSAGES[category as keyof typeof CASE_CATEGORY_MESSAGES]));
    expect(labels('en')).toEqual(['Refugee claim', 'Work permit', 'PRRA']);
    expect(labels('fr')).toEqual(["Demande d'asile", 'Permis de travail', 'ERAR']);
  });

  it('writes to a sign-in in its locale’s language, English when it names neither', () => {
    expect(['fr-CA', 'en', 'de', undefined].map(languageOfSignIn)).toEqual(['fr', 'en', 'en', 'en']);
  });
});
