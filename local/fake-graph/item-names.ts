/**
 * OneDrive's rules for item names: which names are refused, that names compare case-insensitively,
 * and the free name that conflictBehavior=rename picks ("Smith" → "Smith 1", "Report.pdf" → "Report 1.pdf").
 */
import { graphErrors } from './graph-error';

const INVALID_CHARACTERS = /["*:<>?/\\|]/;
const hasControlCharacter = (name: string) => [...name].some((char) => char.charCodeAt(0) < 0x20);
const RESERVED_NAMES = /^(\.lock|desktop\.ini|con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_NAME_LENGTH = 255;

/** Throws Graph's 400 when OneDrive would refuse the name. */
export function assertValidItemName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0) throw graphErrors.invalidRequest('The item must have a name.');
  if (name.length > MAX_NAME_LENGTH) throw graphErrors.invalidRequest('The provided name is too long.');
  if (
    INVALID_CHARACTERS.test(name) ||
    hasControlCharacter(name) ||
    RESERVED_NAMES.test(name) ||
    name.includes('_vti_') ||
    name.startsWith('~$') ||
    name !== name.trim() ||
    name.endsWith('.')
  ) {
    throw graphErrors.invalidRequest(`The provided name cannot contain any illegal characters: ${name}`);
  }
}

/** The key two names collide on (OneDrive is case-insensitive, case-preserving). */
export function nameKey(name: string): string {
  return name.toLocaleLowerCase('en-US');
}

/** The first of "name 1", "name 2", … (before a file's extension) that `isTaken` does not claim. */
export function freeName(name: string, isFile: boolean, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(name)) return name;
  const dot = isFile ? name.lastIndexOf('.') : -1;
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let counter = 1; ; counter += 1) {
    const candidate = `${stem} ${counter}${extension}`;
    if (!isTaken(candidate)) return candidate;
  }
}
