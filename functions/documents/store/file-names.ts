/**
 * File names as the portal stores them: the last path segment only, no control or invisible format
 * characters, none of the characters Windows refuses, no reserved device names, at most 200
 * characters with the extension kept. System files are refused outright.
 */
import { IGNORED_SYSTEM_FILES } from '../../../shared/documents/limits';
import { refusal } from '../../core/errors';
import { DOCUMENTS } from '../../../shared/documents/refusals';

export const MAX_FILE_NAME_LENGTH = 200;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

export function isSystemFile(name: string): boolean {
  const last = name.split(/[\\/]/).pop() ?? name;
  return (IGNORED_SYSTEM_FILES as readonly string[]).includes(last);
}

/** The extension, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  if (RESERVED.test(base)) name = `_${base}${extension}`;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const keep = extension.length < 20 ? extension : '';
    name = `${name.slice(0, MAX_FILE_NAME_LENGTH - keep.length).trimEnd()}${keep}`;
  }
  if (name === '' || name === extension) throw refusal(DOCUMENTS.NAME_EMPTY_ONCE_CLEANED, { fileName: raw.slice(0, 60) });
  return name;
}

/** Cleans every name of a batch; refuses system files. */
export function cleanBatchNames(names: readonly string[]): string[] {
  const system = names.find(isSystemFile);
  if (system !== undefined) throw refusal(DOCUMENTS.SYSTEM_FILE);
  return names.map(cleanFileName);
}
