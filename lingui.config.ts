/**
 * Lingui (docs/i18n.md): English is the source language (the spec's words), French the other one.
 * Catalogues are PO files, one per web feature and language (web/src/features/<feature>/locales/{en,fr}.po,
 * loaded with the feature's pages) and one for the app's shell (app/, components/, lib/: web/src/locales/).
 * `npx lingui extract --clean` updates them from the source; test/unit/tooling/i18n-catalogues.test.ts
 * fails when they are stale or a message lacks a translation.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // One per feature: loaded with the feature's routes (web/src/lib/i18n.ts).
    { path: '<rootDir>/web/src/features/{name}/locales/{locale}', include: ['<rootDir>/web/src/features/{name}'] },
    // The shell: every page needs it (loaded before the first render). It carries the case statuses and
    // categories of shared/cases/status-labels.ts too: the web's badges, lists and selects say them from
    // the same descriptors as the e-mails.
    {
      path: '<rootDir>/web/src/locales/{locale}',
      include: ['<rootDir>/web/src', '<rootDir>/shared/cases/status-labels.ts'],
      exclude: ['<rootDir>/web/src/features/**'],
    },
    // The server's e-mails (functions/, and the labels in shared/ they show): compiled to the committed
    // functions/core/locales/{en,fr}.ts by `npm run i18n:server` (esbuild bundles them; no macros server-side).
    { path: '<rootDir>/functions/core/locales/{locale}', include: ['<rootDir>/functions', '<rootDir>/shared'], exclude: ['**/*.test.ts'] },
  ],
  // PO (gettext) without line numbers: diffs show changed texts only.
  format: formatter({ lineNumbers: false }),
});
