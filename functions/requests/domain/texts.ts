/**
 * An item's title and instructions in the reader's language (pure). A template's item is stored in
 * both languages, as is an item the firm titled in both: each reader reads theirs. An item the firm
 * titled in one language reads the same to everyone. Items stored before titles were kept per
 * language carry one title (in their client's language) and, when a shipped template's, its item id:
 * that item's texts stand for both languages.
 */
import type { Language } from '../../../shared/settings/language';
import { REQUEST_TEMPLATES } from '../../../shared/requests/templates';
import type { BilingualText, RequestTitles } from '../../../shared/requests/types';

/** What of a stored item its texts are read from. */
export interface ItemTexts {
  title: string;
  titles?: RequestTitles;
  instructions: string;
  /** A template's instructions in both languages (none once the firm rewrote them). */
  instructionTexts?: RequestTitles;
  templateItemId?: string;
}

const SHIPPED_ITEMS = new Map(REQUEST_TEMPLATES.flatMap((template) => template.items.map((item) => [item.templateItemId, item] as const)));

/** The shipped template item an older record was added from, when its title is still that item's. */
function shippedItemOf(item: ItemTexts): { title: BilingualText; instructions: BilingualText } | undefined {
  const shipped = item.templateItemId ? SHIPPED_ITEMS.get(item.templateItemId) : undefined;
  return shipped && (shipped.title.en === item.title || shipped.title.fr === item.title) ? shipped : undefined;
}

const other = (language: Language): Language => (language === 'en' ? 'fr' : 'en');

/** The title in each language it has: as stored, or (an older record) its shipped item's, or none known. */
export function titlesOf(item: ItemTexts): RequestTitles {
  if (item.titles) return item.titles;
  const shipped = shippedItemOf(item);
  return shipped ? { en: shipped.title.en, fr: shipped.title.fr } : {};
}

/** The title a reader of `language` reads: theirs, else the other language's, else the one stored. */
export function titleIn(item: ItemTexts, language: Language): string {
  const titles = titlesOf(item);
  return titles[language] || titles[other(language)] || item.title;
}

/** The instructions a reader of `language` reads ('' when none). */
export function instructionsIn(item: ItemTexts, language: Language): string {
  const texts = item.instructionTexts ?? (item.titles ? undefined : shippedItemOf(item)?.instructions);
  if (!texts) return item.instructions;
  return texts[language] || texts[other(language)] || item.instructions;
}

/** Titles as given (empty ones left out), or undefined when none is. */
export function givenTitles(titles: RequestTitles | undefined): RequestTitles | undefined {
  if (!titles) return undefined;
  const kept: RequestTitles = {};
  if (titles.en) kept.en = titles.en;
  if (titles.fr) kept.fr = titles.fr;
  return kept.en || kept.fr ? kept : undefined;
}

/**
 * An item's titles from what the firm typed: `titles` in either or both languages, and `title` in the
 * language the firm writes (`writer`) when `titles` leaves that one out. Undefined when none is given.
 */
export function typedTitles(input: { title?: string; titles?: RequestTitles }, writer: Language): RequestTitles | undefined {
  const titles = givenTitles(input.titles) ?? {};
  if (input.title && !titles[writer]) titles[writer] = input.title;
  return givenTitles(titles);
}

/** The single title kept beside the titles (older readers, the e-mails' fallback): the writer's, else either. */
export function mainTitle(titles: RequestTitles, writer: Language): string {
  return titles[writer] || titles[other(writer)] || '';
}

/**
 * The titles after an edit: each language given replaces that language's title, `""` removes it.
 * Undefined when the edit would leave no title at all.
 */
export function editedTitles(current: RequestTitles, edit: RequestTitles): RequestTitles | undefined {
  const next: RequestTitles = { ...current };
  for (const language of ['en', 'fr'] as const) {
    const value = edit[language];
    if (value === undefined) continue;
    if (value === '') delete next[language];
    else next[language] = value;
  }
  return givenTitles(next);
}

export const sameTitles = (a: RequestTitles, b: RequestTitles): boolean => (a.en ?? '') === (b.en ?? '') && (a.fr ?? '') === (b.fr ?? '');
