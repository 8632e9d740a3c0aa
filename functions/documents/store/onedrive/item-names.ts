/**
 * Names as OneDrive takes them. The portal keeps every name as it was typed (a case "Study Permit:
 * renewal" keeps its name in the table and on screen); only the name the item gets in OneDrive is
 * mapped, by the rules Microsoft publishes for OneDrive and SharePoint ("Restrictions and limitations
 * in OneDrive and SharePoint"): none of `" * : < > ? / \ |`, no leading `~$`, no `_vti_` anywhere,
 * none of the reserved names (`.lock`, `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9`,
 * `desktop.ini`), no leading or trailing space, no trailing dot, at most 255 characters.
 *
 * Graph refuses such a name with 400 invalidRequest at the very call that would create or move the
 * item, so a name is mapped before every call that names an item (createFolder, place).
 */

export type ItemKind = 'file' | 'folder';

/** The longest name OneDrive takes for one item. */
export const MAX_ITEM_NAME_LENGTH = 255;

/** What each reserved character becomes: a look-alike that keeps the name readable. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '"': "'",
  '*': '-',
  ':': ' - ',
  '<': '(',
  '>': ')',
  '?': '',
  '/': ' - ',
  '\\': ' - ',
  '|': ' - ',
};
const RESERVED_CHARACTERS = /["*:<>?/\\|]/g;
const RESERVED_NAMES = /^(\.lock|desktop\.ini|con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** The name of an item whose every character was dropped. */
const FALLBACK_NAME: Readonly<Record<ItemKind, string>> = { file: 'Document', folder: 'Folder' };

function splitExtension(name: string, kind: ItemKind): { stem: string; extension: string } {
  const dot = kind === 'file' ? name.lastIndexOf('.') : -1;
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot) } : { stem: name, extension: '' };
}

/** The name an item of the portal gets in OneDrive (the same name when OneDrive takes it as it is). */
export function oneDriveItemName(name: string, kind: ItemKind): string {
  let mapped = name
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .replace(RESERVED_CHARACTERS, (character) => REPLACEMENTS[character] ?? '_')
    .replace(/ {2,}/g, ' ')
    .replace(/^[\s~$]*~\$/, '')
    .replace(/_vti_/gi, (found) => `${found.slice(0, 4)}-`)
    .replace(/[. ]+$/, '')
    .trim();
  const { stem, extension } = splitExtension(mapped, kind);
  if (RESERVED_NAMES.test(mapped) || RESERVED_NAMES.test(stem)) mapped = `_${mapped}`;
  if (mapped.length > MAX_ITEM_NAME_LENGTH) {
    const keep = extension.length < 20 ? extension : '';
    mapped = `${mapped.slice(0, MAX_ITEM_NAME_LENGTH - keep.length).replace(/[. ]+$/, '')}${keep}`;
  }
  return mapped === '' || mapped === extension ? `${FALLBACK_NAME[kind]}${mapped}` : mapped;
}

/**
 * A last resort when Graph refused a mapped name all the same (a rule of a tenant the list above
 * does not know): letters, digits, spaces, dots, dashes and underscores only.
 */
export function plainItemName(name: string, kind: ItemKind): string {
  const plain = oneDriveItemName(name.normalize('NFKD').replace(/[^A-Za-z0-9 ._-]/g, ''), kind);
  return plain.startsWith('.') ? `${FALLBACK_NAME[kind]}${plain}` : plain;
}
