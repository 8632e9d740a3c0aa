/** The API's refusals in the reader's language, from their code and values (web/src/lib/refusal-messages.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASES } from '@shared/cases/refusals';
import { DOCUMENTS } from '@shared/documents/refusals';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, type Refusal, placeholdersOf } from '@shared/core/refusals';
import { REFUSAL_GROUPS } from '@shared/refusals';
import { activateLanguage } from '@/lib/i18n';
import { ApiRequestError } from '@/lib/api-error';
import { refusalMessage } from '@/lib/refusal-messages';
import { CODED_REFUSALS, FRENCH_REFUSALS } from '@/lib/refusal-sentences';
import { errorMessage } from '@/lib/utils';

const SHARED = path.resolve(__dirname, '../../../shared');

/** Every source file of shared/. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each group of named refusals shared/ exports (`export const NAME = namedRefusals(`), as [file, NAME]. */
const declaredGroups = sourceFiles(SHARED).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = namedRefusals\(/g)].map((match): [string, string] => [path.relative(SHARED, file), match[1] as string]),
);

/** Every declared refusal, by its group's name and its own. */
const refusals: Array<[string, Refusal]> = Object.entries(REFUSAL_GROUPS).flatMap(([group, members]) =>
  Object.entries(members).map(([name, refusal]): [string, Refusal] => [`${group}.${name}`, refusal]),
);

const sorted = (names: readonly string[]) => [...names].sort();

describe('every refusal the API declares', () => {
  test('is gathered in shared/refusals.ts, its group and all', async () => {
    expect(declaredGroups.length).toBeGreaterThan(10);
    for (const [file, name] of declaredGroups) {
      const exported = ((await import(path.join(SHARED, file))) as Record<string, unknown>)[name];
      expect({ group: `${file} ${name}`, gathered: REFUSAL_GROUPS[name] === exported }).toEqual({ group: `${file} ${name}`, gathered: true });
    }
  });

  test('has a code of its own, and the French table names no other code', () => {
    const byCode = new Map<string, Set<Refusal>>();
    for (const [, refusal] of refusals) byCode.set(refusal.code, (byCode.get(refusal.code) ?? new Set()).add(refusal));
    // A refusal two groups share (IDENTITY.EMAIL_TAKEN is USERS.EMAIL_TAKEN) is one refusal.
    expect([...byCode].filter(([, named]) => named.size > 1).map(([code]) => code)).toEqual([]);
    expect(sorted([...CODED_REFUSALS.keys()])).toEqual(sorted([...byCode.keys()]));
    expect(Object.keys(FRENCH_REFUSALS).filter((code) => !byCode.has(code))).toEqual([]);
  });

  test.each(refusals)('%s has a code and its sentence in English and in French', (_, refusal) => {
    expect(refusal.code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(refusal.message.trim()).not.toBe('');
    expect(FRENCH_REFUSALS[refusal.code]?.trim()).toEqual(expect.any(String));
    expect(FRENCH_REFUSALS[refusal.code]).not.toBe(refusal.message);
  });

  test.each(refusals)('%s names exactly the values it carries, in both sentences', (_, refusal) => {
    const values = sorted(refusal.values ?? []);
    expect(sorted(placeholdersOf(refusal.message))).toEqual(values);
    expect(sorted(placeholdersOf(FRENCH_REFUSALS[refusal.code] ?? ''))).toEqual(values);
    // A value is named, never an unnamed `…` filled in order.
    expect(`${refusal.message} ${FRENCH_REFUSALS[refusal.code] ?? ''}`).not.toMatch(/…/);
  });
});

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
