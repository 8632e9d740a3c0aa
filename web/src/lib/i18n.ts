/**
 * The interface's language (docs/i18n.md): English (the spec's words, the source) or French.
 * Messages are Lingui macros in the code; their catalogues are PO files, one for the shell (app/,
 * components/, lib/: ../locales/) and one per feature (../features/<feature>/locales/), each
 * compiled into a chunk of its own per language by @lingui/vite-plugin. The shell's catalogue loads
 * before the first render; a feature's with its pages (the router's lazy routes, `withCatalog`).
 *
 * Who decides: before sign-in, the choice made on this device (localStorage) or else the browser's
 * language (French for fr-*); once signed in, the user's `language` setting (GET /v1/me/settings),
 * which the header's switch saves.
 */
import { i18n, type Messages } from '@lingui/core';

export { i18n };

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** The features that have a catalogue (web/src/features/<feature>/locales/). */
export type CatalogFeature = 'account' | 'activity' | 'analytics' | 'auth' | 'billing' | 'cases' | 'documents' | 'exports' | 'messages' | 'packages' | 'progress' | 'questionnaires' | 'requests' | 'settings' | 'signatures' | 'users';

type Catalog = { messages: Messages };

/** Where this device keeps the last language chosen (the sign-in page's, before any user is known). */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** French for a browser that prefers French (fr, fr-CA, fr-FR…), English otherwise. */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Language {
  const first = preferred.find((tag) => typeof tag === 'string' && tag.length > 0);
  return first && /^fr(-|$)/i.test(first) ? 'fr' : 'en';
}

function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in: the one last chosen on this device, or else the browser's. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** Remembers the choice on this device, for the sign-in page of the next visit. */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
  }
}

function shellCatalog(language: Language): Promise<Catalog> {
  return import(`../locales/${language}.po`);
}

function featureCatalog(feature: CatalogFeature, language: Language): Promise<Catalog> {
  return import(`../features/${feature}/locales/${language}.po`);
}

/** The language catalogues load for (set before `activateLanguage`'s first call settles). */
let target: Language | undefined;
const features = new Set<CatalogFeature>();
const loads = new Map<string, Promise<void>>();

function currentTarget(): Language {
  target ??= initialLanguage();
  return target;
}

/** Loads one catalogue into the language's messages once (`i18n.load` merges). */
function load(key: string, language: Language, catalog: () => Promise<Catalog>): Promise<void> {
  const id = `${key}:${language}`;
  let pending = loads.get(id);
  if (!pending) {
    pending = catalog().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, pending);
  }
  return pending;
}

/** A feature's catalogue in the current language, and in any language chosen later. */
export function loadCatalog(feature: CatalogFeature): Promise<void> {
  features.add(feature);
  const language = currentTarget();
  return load(feature, language, () => featureCatalog(feature, language));
}

/**
 * A lazy route's loader that also loads the catalogues of the features its page shows (router.tsx):
 * the route renders once both are there.
 */
export function withCatalogs<Route>(names: readonly CatalogFeature[], route: () => Promise<Route>): () => Promise<Route> {
  return async () => (await Promise.all([route(), ...names.map(loadCatalog)]))[0];
}

/**
 * Loads the shell's catalogue and those of the features already shown in `language`, then switches
 * the interface to it; `<html lang>` follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  target = language;
  await Promise.all([
    load('shell', language, () => shellCatalog(language)),
    ...[...features].map((feature) => load(feature, language, () => featureCatalog(feature, language))),
  ]);
  // A later call won the race: its language stays.
  if (target !== language) return;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The interface's current language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : currentTarget();
}
