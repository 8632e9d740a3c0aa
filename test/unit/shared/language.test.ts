import { isLanguage, languageOfLocale } from '../../../shared/settings/language';

describe('the languages of the portal', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['fr_CA', 'fr'],
    [' FR-ca ', 'fr'],
    ['en', 'en'],
    ['en-US', 'en'],
  ])('reads the locale %p as %p', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });

  it.each([['es-MX'], ['français'], [''], [undefined], [null]])('reads the locale %p as none of ours', (locale) => {
    expect(languageOfLocale(locale)).toBeUndefined();
  });

  it('takes only en and fr, as written', () => {
    expect(['en', 'fr', 'FR', 'de', 1, undefined].map(isLanguage)).toEqual([true, true, false, false, false, false]);
  });
});
