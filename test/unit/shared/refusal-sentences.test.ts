/**
 * Every refusal the API declares says itself in English and in French, with the values it carries:
 * the web says a refusal from its code and values (web/src/lib/refusal-messages.ts), the API in its
 * caller's language (functions/core/middleware/json-errors.ts), both from these declarations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Refusal, placeholdersOf } from '../../../shared/core/refusals';
import { REFUSAL_GROUPS, REFUSALS_BY_CODE } from '../../../shared/refusals';

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

const refusals: Array<[string, Refusal]> = Object.entries(REFUSAL_GROUPS).flatMap(([group, members]) =>
  Object.entries(members).map(([name, refusal]): [string, Refusal] => [`${group}.${name}`, refusal]),
);

const sorted = (names: readonly string[]) => [...names].sort();

describe('the declared refusals', () => {
  it('are all gathered in shared/refusals.ts', async () => {
    expect(declaredGroups.length).toBeGreaterThan(10);
    for (const [file, name] of declaredGroups) {
      const exported = ((await import(path.join(SHARED, file))) as Record<string, unknown>)[name];
      expect({ group: `${file} ${name}`, gathered: REFUSAL_GROUPS[name] === exported }).toEqual({ group: `${file} ${name}`, gathered: true });
    }
  });

  it('each have a code of their own', () => {
    const byCode = new Map<string, Refusal[]>();
    for (const [, refusal] of refusals) byCode.set(refusal.code, [...(byCode.get(refusal.code) ?? []), refusal]);
    // A refusal two groups share (IDENTITY.EMAIL_TAKEN is USERS.EMAIL_TAKEN) is one refusal.
    const sharedCodes = [...byCode].filter(([, named]) => new Set(named).size > 1).map(([code]) => code);
    expect(sharedCodes).toEqual([]);
    expect([...REFUSALS_BY_CODE.keys()].sort()).toEqual([...byCode.keys()].sort());
  });

  it.each(refusals)('%s has a code, and a sentence in English and in French', (_, refusal) => {
    expect(refusal.code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(refusal.message.trim()).not.toBe('');
    expect(refusal.fr.trim()).not.toBe('');
    expect(refusal.fr).not.toBe(refusal.message);
  });

  it.each(refusals)('%s names exactly the values it carries, in both sentences', (_, refusal) => {
    const values = sorted(refusal.values ?? []);
    expect(sorted(placeholdersOf(refusal.message))).toEqual(values);
    expect(sorted(placeholdersOf(refusal.fr))).toEqual(values);
    // A value is named, never an unnamed `…` to fill in order.
    expect(`${refusal.message} ${refusal.fr}`).not.toMatch(/…/);
  });
});
