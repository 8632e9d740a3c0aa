/**
 * The prerendered sign-in page ("shell"): the web build renders the sign-in page into index.html's
 * root element (web/vite.config.ts, web/src/app/prerender.tsx), so a phone shows the form before
 * the app's JavaScript has run; the app then takes it over (web/src/main.tsx).
 *
 * index.html is the answer to every route of the app, so the markup is hidden unless the page is
 * /auth: `script`, index.html's only inline script, marks the document before its first paint
 * (the style sheet, web/src/index.css, hides the root's prerendered markup otherwise). The Content
 * Security Policy allows that script by its hash (infra/security-headers.ts), and no other.
 */
export const SIGN_IN_SHELL = {
  /** On the root element while it holds the prerendered markup. */
  prerenderedAttribute: 'data-prerendered',
  /** On `<html>` when the prerendered page is the one to show (the URL is /auth). */
  shownAttribute: 'data-sign-in-shell',
  script: "if(/^\\/auth\\/?$/.test(location.pathname))document.documentElement.setAttribute('data-sign-in-shell','')",
} as const;
