/**
 * An item's title and instructions in the reader's language (pure). A template's item is stored in
 * both languages, as is an item the firm titled in both: each reader reads theirs. An item the firm
 * titled in one language reads the same to everyone, and so does an item stored before titles were
 * kept per language (its one title; the web shows a shipped template item's text in the reader's
 * language from its `templateItemId`). The shipped templates' texts are not read here: every
 * function that answers items (the uploads', the mail sender) would carry them.
 */
import type { Language } from '../../../shared/settings/language';
import type { RequestTitles } from '../../../shared/requests/types';

/** What of a stored item its texts are read from. */
export interface ItemTexts {
  title: string;
  titles?: RequestTitles;
  instructions: string;
  /** A template's instructions in both languages (none once the firm rewrote them). */
  instructionTexts?: RequestTitles;
}

const other = (language: Language): Language => (language === 'en' ? 'fr' : 'en');

/** The title in each language it has (none known for an item stored before titles were kept). */
export function titlesOf(item: ItemTexts): RequestTitles {
  return item.titles ?? {};
}

/** The title a reader of `language` reads: theirs, else the other language's, else the one stored. */
export function titleIn(item: ItemTexts, language: Language): string {
  const titles = titlesOf(item);
  return titles[language] || titles[other(language)] || item.title;
}

/** The instructions a reader of `language` reads ('' when none). */
export function instructionsIn(item: ItemTexts, language: Language): string {
  const texts = item.instructionTexts;
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
