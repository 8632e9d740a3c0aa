/** The API's refusals in the reader's language, from their code and values (web/src/lib/refusal-messages.ts). */
import { CASES } from '@shared/cases/refusals';
import { DOCUMENTS } from '@shared/documents/refusals';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER } from '@shared/core/refusals';
import { activateLanguage } from '@/lib/i18n';
import { ApiRequestError } from '@/lib/api-error';
import { refusalMessage } from '@/lib/refusal-messages';
import { errorMessage } from '@/lib/utils';

const refused = (status: number, message: string, code?: string, values?: Record<string, string>) =>
  new ApiRequestError(status, JSON.stringify({ message }), code, values);

test('a coded refusal reads in English as the spec says it, in French from its code, whatever the server wrote', async () => {
  const error = refused(409, 'Case number already exists', CASES.CASE_NUMBER_TAKEN.code);
  expect(refusalMessage(error, 'en')).toBe('Case number already exists');
  expect(refusalMessage(error, 'fr')).toBe('Ce numéro de dossier existe déjà');
  await activateLanguage('fr');
  expect(errorMessage(error, 'fallback')).toBe('Ce numéro de dossier existe déjà');
});

test('an upload refused for its content names the file and the reason in both languages, from the headers of the answer', () => {
  const headers = new Headers({ [REFUSAL_CODE_HEADER]: DOCUMENTS.CONTENT_NOT_NAME.code, [REFUSAL_VALUES_HEADER]: 'fileName=fausse+pi%C3%A8ce.pdf&extension=pdf' });
  const error = ApiRequestError.of({ status: 400, headers }, JSON.stringify({ message: 'fausse pièce.pdf: the content does not match its name (it is not a .pdf file)' }));
  expect(refusalMessage(error, 'en')).toBe('fausse pièce.pdf: the content does not match its name (it is not a .pdf file)');
  expect(refusalMessage(error, 'fr')).toBe('fausse pièce.pdf : le contenu ne correspond pas à son nom (ce n’est pas un fichier .pdf)');
});

test('a refusal whose values did not come still reads as its sentence, never as the generic one', () => {
  const error = refused(400, 'x', DOCUMENTS.LARGER_THAN_LIMIT.code);
  expect(refusalMessage(error, 'fr')).toBe('… dépasse 5 Mo');
});

test('a refusal without a code: the server sentence in English, a sentence of its kind in French', async () => {
  const error = refused(400, 'Unknown field: nickname');
  expect(refusalMessage(error, 'en')).toBe('Unknown field: nickname');
  await activateLanguage('fr');
  expect(refusalMessage(error, 'fr')).toBe('La demande a été refusée : vérifiez ce qui a été saisi et réessayez.');
  expect(refusalMessage(new Error('x'), 'fr')).toBeUndefined();
});

test('a field’s schema rule without a code reads in French as the forms say it', async () => {
  const error = refused(400, 'caseName: Case name is required');
  expect(refusalMessage(error, 'en')).toBe('caseName: Case name is required');
  await activateLanguage('fr');
  expect(refusalMessage(error, 'fr')).toBe('Nom du dossier : ce champ est obligatoire');
});
