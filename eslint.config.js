// Lint: TypeScript rules everywhere, plus the import boundaries of the architecture, checked by
// eslint-plugin-import-x (its resolver reads web/tsconfig.json's `@/` and `@shared/` aliases):
//
// - No import cycle anywhere (import-x/no-cycle; type-only imports are erased and never count).
// - Layers: shared/ (the contract) imports no other part; functions/ imports shared/ only; web/
//   imports shared/ only; infra/ and bin/ (CDK) import shared/ (handlers are referenced by entry
//   path, never imported); local/ (the local stand-in for Lambda, API Gateway and CloudFront) may
//   reach functions/, shared/, infra/ and migrations/ (the table's backfills, which the scripts run
//   too); scripts/, bench/ and the tests use the local stack through its public entry,
//   local/index.ts, and local/ imports neither scripts/ nor the tests: they depend on it, one way.
// - The core is the ground floor: functions/core and shared/core import no feature.
// - Inside functions/ (one folder per feature): a feature imports another only through its public
//   entry, functions/<feature>/index.ts, never its domain or repository files, and only a feature
//   below it (SERVER_FLOORS): no two features depend on each other.
// - Inside web/src (as bulletproof-react): app → features → shared parts (lib, components, config).
//   A feature never imports another feature (what several use goes to lib/ or components/; a page
//   that composes features goes to app/routes/), and the shared parts import neither features nor app.
// - No product file imports a test file (*.test.ts, test/) or the local stack.
//
// test/unit/tooling/import-boundaries.test.ts shows each rule refusing what it should.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import pluginLingui from 'eslint-plugin-lingui';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));

const foldersOf = (parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverFeatures = foldersOf('functions').filter((folder) => folder !== 'core');

/**
 * The server features' floors, from the ground up: a feature imports only features below it (and the
 * core), so no two features depend on each other. A new feature folder takes its place here.
 */
const SERVER_FLOORS = ['mail', 'progress', 'analytics', 'orgs', 'users', 'privacy', 'settings', 'cases', 'notices', 'requests', 'people', 'questionnaires', 'documents', 'messages', 'activity', 'exports', 'signatures', 'packages', 'billing', 'jobs', 'events', 'triggers'];
const unplaced = serverFeatures.filter((feature) => !SERVER_FLOORS.includes(feature));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in SERVER_FLOORS (a feature imports only the features below it)`);

/**
 * Route handlers that compose a feature with one above it, through that feature's public entry and a
 * port of their own feature: opening a case makes its folder in the document store (functions/cases
 * declares `CaseFolders`, functions/documents provides it).
 */
const COMPOSING_ROUTES = { 'functions/cases/create-case.ts': ['documents'] };

const floorZones = (feature, composes = []) => {
  const above = SERVER_FLOORS.slice(SERVER_FLOORS.indexOf(feature) + 1).filter((other) => !composes.includes(other));
  return above.length === 0
    ? []
    : [{ target: `./functions/${feature}`, from: above.map((other) => `./functions/${other}`), message: `The ${feature} feature imports only the features below it (SERVER_FLOORS in eslint.config.js): ${SERVER_FLOORS.slice(0, SERVER_FLOORS.indexOf(feature)).join(', ') || 'none'}.` }];
};

const webFeatures = foldersOf('web/src/features');

/** Every part of the repository but `keep` (and the packages), as `from` of a zone. */
const allBut = (...keep) => ({ from: './', except: [...keep, './node_modules'] });

/** import-x/no-restricted-paths zones (paths from the repository root): `target` may not import `from`. */
const zonesOfProduct = (composing = {}) => [
  { target: './shared', ...allBut('./shared'), message: 'shared/ is the contract of the web and the server: it imports no other part.' },
  { target: './functions', ...allBut('./functions', './shared'), message: 'functions/ imports only shared/ (and packages).' },
  { target: './web', ...allBut('./web', './shared'), message: 'web/ imports only shared/ (and packages).' },
  { target: ['./infra', './bin'], ...allBut('./infra', './bin', './shared'), message: 'The CDK app imports only shared/: it references handlers by their entry path.' },
  { target: './migrations', ...allBut('./migrations', './functions', './shared'), message: 'A migration reads and writes the table through functions/ and shared/ only: the scripts and the local stack run it.' },
  { target: './local', from: ['./scripts', './bench', './test', './web', './bin'], message: 'The local stack imports neither scripts/, the tests nor the web: they use it.' },
  { target: ['./scripts', './bench'], from: './local', except: ['./index.ts'], message: 'Use the local stack through its public API: import from local.' },
  { target: ['./scripts', './bench', './local', './migrations', './functions', './shared', './web', './infra', './bin'], from: ['./test/**', './**/*.test.ts', './**/*.test.tsx'], message: 'A product file never imports a test file: move what both need into the product, or the helper into the tests.' },
  { target: './functions/core', from: './functions', except: ['./core'], message: 'functions/core is the ground floor: it imports no feature (a feature registers with it, or the core reads the table itself).' },
  { target: './shared/core', from: './shared', except: ['./core'], message: 'shared/core is the ground floor: it imports no feature.' },
  ...SERVER_FLOORS.flatMap((feature) => floorZones(feature, composing[feature])),
  ...serverFeatures.map((feature) => ({
    target: `./functions/!(${feature})/**`,
    from: `./functions/${feature}`,
    except: ['./index.ts'],
    message: `The ${feature} feature's insides are its own: import what you need from functions/${feature} (its index.ts), and export it there.`,
  })),
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/!(${feature})/**`,
    from: `./web/src/features/${feature}`,
    message: 'A web feature does not import another feature. Move what both use to web/src/lib or web/src/components, or compose the features in a page under web/src/app/routes.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import web/src/app (the app imports them).' },
  { target: './web/src/{lib,components,config}/**', from: ['./web/src/features', './web/src/app'], message: 'web/src/lib, components and config are shared parts: they import neither features nor app.' },
];
const PRODUCT_ZONES = zonesOfProduct();

/** The zones of test files: they use the local stack through its public entry, whatever they test. */
const TEST_ZONES = [
  { target: ['./test/integration', './test/e2e', './test/web', './web/src/**/*.test.tsx'], from: './local', except: ['./index.ts', './fake-graph'], message: 'Use the local stack through its public API: import from local.' },
];

const TEST_FILES = ['test/**', '**/*.test.ts', '**/*.test.tsx'];

// ---------------------------------------------------------------------------------------------
// lingui/no-unlocalized-strings (eslint-plugin-lingui): what is not a text to translate.
const UNLOCALIZED_STRINGS = {
  // One token without a capital (ids, keys, paths), CONSTANTS, MIME types, CSS lengths and classes;
  // lists of Tailwind classes (no capital, at least two hyphenated words: 'flex h-8 px-3 text-sm').
  ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^\\w+/[\\w.+*-]+$', '^(?=(?:.*\\S-\\S.*\\s.*\\S-\\S))[^A-Z]+$',
    // PascalCase names of two words or more (an error's name: 'NotAuthorizedException').
    '^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$'],
  ignoreNames: [
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    { regex: { pattern: '[Cc]lass(Name|es)?$|Classes$|Style$' } },
    'type', 'role', 'href', 'to', 'id', 'name', 'key', 'data-testid', 'autoComplete', 'method', 'variant', 'size',
    'inputMode', 'rel', 'target', 'accept', 'lang', 'dateTime', 'htmlFor', 'form', 'path', 'queryKey', 'mode', 'placeholder',
  ],
  // z.*: the zod messages of web forms, which lib/validation-messages.ts translates (its test lists them).
  ignoreFunctions: ['console.*', 'z.*', 'Error', 'cva', 'cn', 'clsx', 'URLSearchParams', 'fetch', 'invariant', 'apiPath', 'apiRequest', 'setError', 'getValues', 'watch', 'document.querySelector', '*.querySelector', 'useDocumentTitle'],
  ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'Headers.get', 'URLSearchParams.get'],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', '.local-*/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // CommonJS files (jest transforms and mocks under test/web/support) load their packages with require().
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's TypeScript preset: which files are modules, and the parser that reads them.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          tsconfig: { configFile: path.join(root, 'web', 'tsconfig.json') },
        }),
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      // Packages are leaves: following them only costs time. A depth limit saves nothing: the time
      // goes into reading each module once.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: PRODUCT_ZONES }],
    },
  },
  ...Object.entries(COMPOSING_ROUTES).map(([file, composes]) => ({
    files: [file],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zonesOfProduct({ [file.split('/')[1]]: composes }) }] },
  })),
  { files: TEST_FILES.map((pattern) => (pattern.endsWith('**') ? `${pattern}/*.{ts,tsx,js,mjs}` : pattern)), rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: TEST_ZONES }] } },
  // Relative imports stay inside a web feature: what is elsewhere is named by its @/ path.
  {
    files: webFeatures.map((feature) => `web/src/features/${feature}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./){2,}', message: 'Relative imports stay inside the feature; use an @/ path.' }] }] },
  },
  // End-to-end specs take `test` from test/e2e/support.ts, whose fixture fails a journey on any CSP
  // violation or accessibility violation (a spec on Playwright's own `test` would skip both checks).
  {
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support': it checks every page for CSP and accessibility violations." }] },
      ],
    },
  },
  // Every text a user reads goes through the catalogues (docs/i18n.md): an untranslated text in the
  // web app fails the lint (the whole web is translated).
  // (The component tests beside it are not: they hold the texts they expect.)
  { files: ['web/src/**/*.{ts,tsx}'], ignores: TEST_FILES, plugins: { lingui: pluginLingui }, rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS] } },
);
