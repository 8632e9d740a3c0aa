/**
 * The prerendered sign-in page ("shell"): the web build renders the sign-in page into index.html's
 * root element (web/vite.config.ts, web/src/app/prerender.tsx), so a phone shows the form before
 * the app's JavaScript has run; the app then takes it over (web/src/main.tsx).
 *
 * /auth has modes named in its URL (`/auth?mode=signup`, `/auth?mode=reset`): the links between them
 * are real links, which work before the app has run (or without JavaScript at all). Each mode is
 * prerendered into a document of its own beside index.html (`modes`), which the servers answer
 * /auth?mode=… with (`shellDocument`: the local gateway, and CloudFront's viewer-request function);
 * /auth itself, like every other route, gets index.html (the sign-in page).
 *
 * A document is the answer to every route of the app, so the prerendered page shows on /auth only:
 * `script`, each document's only inline script, marks the document before its first paint when the
 * URL is any other page, which then shows the prerendered loading spinner that follows the page in
 * the root element until the app renders (the style sheet, web/src/index.css, does both). Without
 * the script (JavaScript off) the prerendered page shows, and its links still lead somewhere. The
 * Content Security Policy allows that script by its hash (infra/security-headers.ts), and no other.
 */
export const SIGN_IN_SHELL = {
  /** On `<html>` when the URL is a page of the app other than /auth: its loading spinner shows, not the prerendered page. */
  appRouteAttribute: 'data-app-route',
  /** On the prerendered loading spinner, the root element's last child until the app renders. */
  loadingAttribute: 'data-app-loading',
  /** On `<html>`: the mode the document's page was prerendered in ('' for sign-in). */
  modeAttribute: 'data-sign-in-mode',
  script: "if(!/^\\/auth\\/?$/.test(location.pathname))document.documentElement.setAttribute('data-app-route','')",
  /** `?mode=` of /auth → the document its page is prerendered into (beside index.html, the sign-in page). */
  modes: {
    signup: 'auth-signup.html',
    reset: 'auth-reset.html',
  },
} as const;

/** A prerendered mode of /auth other than sign-in. */
export type SignInShellMode = keyof typeof SIGN_IN_SHELL.modes;

export const SIGN_IN_SHELL_MODES = Object.keys(SIGN_IN_SHELL.modes) as SignInShellMode[];

/** The mode `?mode=` names, when it is one of those prerendered. */
export function shellModeOf(mode: string | null | undefined): SignInShellMode | undefined {
  return SIGN_IN_SHELL_MODES.find((known) => known === mode);
}

/**
 * The document (relative to the build's root) that answers a route of the app: the page of a mode
 * of /auth, or index.html.
 */
export function shellDocument(pathname: string, mode: string | null | undefined): string {
  const known = /^\/auth\/?$/.test(pathname) ? shellModeOf(mode) : undefined;
  return known ? SIGN_IN_SHELL.modes[known] : 'index.html';
}
