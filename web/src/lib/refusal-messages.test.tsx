/** The API's refusals in the reader's language, from their code (web/src/lib/refusal-messages.ts). */
import { CASES } from '@shared/cases/refusals';
import { activateLanguage } from '@/lib/i18n';
import { ApiRequestError } from '@/lib/api-error';
import { CODED_REFUSALS, FRENCH_REFUSALS, refusalMessage } from '@/lib/refusal-messages';
import { errorMessage } from '@/lib/utils';

const refused = (status: number, message: string, code?: string) => new ApiRequestError(status, JSON.stringify({ message }), code);

test('every refusal code of the API has its French sentence', () => {
  const codes = [...CODED_REFUSALS.keys()];
  expect(codes.length).toBeGreaterThan(10);
  expect(codes.filter((code) => !FRENCH_REFUSALS[code])).toEqual([]);
  expect(Object.keys(FRENCH_REFUSALS).filter((code) => !CODED_REFUSALS.has(code))).toEqual([]);
});

test('a coded refusal reads in English as the spec says it, in French from its code, whatever the server wrote', async () => {
  const error = refused(409, 'Case number already exists', CASES.CASE_NUMBER_TAKEN.code);
  expect(refusalMessage(error, 'en')).toBe('Case number already exists');
  expect(refusalMessage(error, 'fr')).toBe('Ce numéro de dossier existe déjà');
  await activateLanguage('fr');
  expect(errorMessage(error, 'fallback')).toBe('Ce numéro de dossier existe déjà');
});

test('a refusal without a code: the server sentence in English, a sentence of its kind in French', async () => {
  const error = refused(400, 'Case name is required');
  expect(refusalMessage(error, 'en')).toBe('Case name is required');
  await activateLanguage('fr');
  expect(refusalMessage(error, 'fr')).toBe('La demande a été refusée : vérifiez ce qui a été saisi et réessayez.');
  expect(refusalMessage(new Error('x'), 'fr')).toBeUndefined();
});
