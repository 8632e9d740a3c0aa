/**
 * The prerendered sign-in page ("shell"): the web build renders the sign-in page into index.html's
 * root element (web/vite.config.ts, web/src/app/prerender.tsx), so a phone shows the form before
 * the app's JavaScript has run; the app then takes it over (web/src/main.tsx).
 *
 * index.html is the answer to every route of the app, so the sign-in markup shows on /auth only:
 * `script`, index.html's only inline script, marks the document before its first paint; any other
 * page shows the prerendered loading spinner that follows it in the root element until the app
 * renders (the style sheet, web/src/index.css, does both). The Content Security Policy allows that
 * script by its hash (infra/security-headers.ts), and no other.
 */
export const SIGN_IN_SHELL = {
  /** On `<html>` when the prerendered page is the one to show (the URL is /auth). */
  shownAttribute: 'data-sign-in-shell',
  /** On the prerendered loading spinner, the root element's last child until the app renders. */
  loadingAttribute: 'data-app-loading',
  script: "if(/^\\/auth\\/?$/.test(location.pathname))document.documentElement.setAttribute('data-sign-in-shell','')",
} as const;
