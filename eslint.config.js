// Lint: TypeScript rules everywhere, plus the import boundaries of the architecture:
// web → shared only; functions → shared only; infra (CDK) → shared (handlers are referenced by
// entry path, never imported); shared imports none of them. local is the local stand-in for
// Lambda + API Gateway: it loads handlers and seeds through the repositories, so it may reach functions/.
//
// Inside functions/ (one folder per feature, and one small core): a feature imports another feature
// only through its public entry (functions/<feature>/index.ts), never its domain or repository files;
// the core imports features the same way (local/feature-boundaries below). shared/<feature>/ is the
// features' contract: every part imports it freely.
//
// Inside web/src (as bulletproof-react): app → features → shared parts (components, config, lib). A
// feature never imports another feature (what several use goes to lib/ or components/; a page that
// composes features goes to app/routes/), and the shared parts import neither features nor app.
// No import cycles in web/ and shared/ (local/no-cycle below: no plugin needed).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import pluginLingui from 'eslint-plugin-lingui';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'web', 'src');

/** `no-restricted-imports` patterns: this part may not import from these top-level folders. */
const layers = (...folders) =>
  folders.map((folder) => ({
    group: [`**/${folder}/**`, `${folder}/**`],
    message: `Import boundary: this part may not import from ${folder}/.`,
  }));

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.flat() }] });

const webLayers = layers('functions', 'infra', 'bin');

/** web/src/features/<name>: one `files` override each (a later override replaces the rule's patterns). */
const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureRules = (feature) =>
  restrict(webLayers, [
    {
      regex: `^@/features/(?!${feature}(/|$))`,
      message:
        'Import boundary: a feature does not import another feature. Move what both use to web/src/lib or web/src/components, or compose the features in a page under web/src/app/routes.',
    },
    { regex: '^@/app(/|$)', message: 'Import boundary: features do not import web/src/app (the app imports them).' },
    { regex: '^(\\.\\./){2,}', message: 'Import boundary: relative imports stay inside the feature; use an @/ path.' },
  ]);

const sharedPartRules = restrict(webLayers, [
  {
    regex: '^@/(features|app)(/|$)',
    message: 'Import boundary: web/src/lib, components and config are shared parts: they import neither features nor app.',
  },
  {
    regex: '^\\.\\.?/(.*/)?(features|app)(/|$)',
    message: 'Import boundary: web/src/lib, components and config are shared parts: they import neither features nor app.',
  },
]);

// ---------------------------------------------------------------------------------------------
// local/no-cycle: no module may import itself back through its static imports (type-only imports
// and dynamic import() are erased or lazy, so they cannot form a cycle at load time). Resolves
// relative paths and the `@/` (web/src) and `@shared/` aliases; packages are leaves.
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT_RE = /^[ \t]*(?:import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolveImport(fromFile, source) {
  let base;
  if (source.startsWith('@/')) base = path.join(webSrc, source.slice(2));
  else if (source.startsWith('@shared/')) base = path.join(root, 'shared', source.slice('@shared/'.length));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  else return undefined;
  if (/\.(ts|tsx)$/.test(base) && isFile(base)) return base;
  const stripped = base.replace(/\.js$/, '');
  for (const extension of EXTENSIONS) if (isFile(stripped + extension)) return stripped + extension;
  return undefined;
}

/** `{ type A, type B }`: every name type-only, so the import is erased. */
const onlyTypes = (clause) => /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}]/g, '').split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));

const depsCache = new Map();
function runtimeDeps(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = depsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.deps;
  const deps = new Set();
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
    const [, typeOnly, clause = '', source = match[4]] = match;
    if (typeOnly || (clause && onlyTypes(clause))) continue;
    const resolved = resolveImport(file, source);
    if (resolved) deps.add(resolved);
  }
  depsCache.set(file, { mtime, deps: [...deps] });
  return [...deps];
}

/** The shortest chain of static imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const dep of runtimeDeps(file)) {
      if (dep === target) {
        const chain = [dep];
        for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(dep)) {
        previous.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between the project’s own modules.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')) return;
      const target = resolveImport(file, String(node.source.value));
      if (!target) return;
      const chain = target === file ? [file, file] : pathBack(target, file);
      if (chain) context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain].map((at) => path.relative(root, at)).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
// local/feature-boundaries: functions/<a>/… may import functions/<b>/ (b ≠ a) only through its public
// entry, functions/<b>/index.ts. Resolves relative paths, so no specifier spelling gets around it.
const functionsRoot = path.join(root, 'functions');
const featureOf = (file) => {
  const relative = path.relative(functionsRoot, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? undefined : relative.split(path.sep)[0];
};

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Disallow importing another server feature's insides (only its index.ts)." },
    schema: [],
    messages: {
      inside:
        "Import boundary: {{target}} is inside the {{feature}} feature. Import what {{importer}} needs from functions/{{feature}} (its index.ts), and export it there.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const own = featureOf(file);
    if (own === undefined) return {};
    const check = (node) => {
      if (!node.source) return;
      const target = resolveImport(file, String(node.source.value));
      if (!target) return;
      const feature = featureOf(target);
      if (feature === undefined || feature === own || feature === 'core' || target === path.join(functionsRoot, feature, 'index.ts')) return;
      context.report({
        node: node.source,
        messageId: 'inside',
        data: { target: path.relative(root, target), feature, importer: own === 'core' ? 'the core' : `the ${own} feature` },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
// ---------------------------------------------------------------------------------------------

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
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } }, rules: restrict(webLayers) },
  ...features.map((feature) => ({ files: [`web/src/features/${feature}/**/*.{ts,tsx}`], rules: featureRules(feature) })),
  { files: ['web/src/{lib,components,config}/**/*.{ts,tsx}'], rules: sharedPartRules },
  { files: ['functions/**/*.ts'], rules: restrict(layers('web', 'infra', 'bin')) },
  {
    files: ['functions/**/*.ts'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  { files: ['shared/**/*.ts'], rules: restrict(layers('web', 'functions', 'infra', 'bin')) },
  { files: ['infra/*.ts', 'bin/**/*.ts'], rules: restrict(layers('web', 'functions')) },
  // The local stack is a package of its own (local/package.json): it runs the handlers but never
  // imports the tests (its own unit tests live beside its code).
  { files: ['local/**/*.ts'], rules: restrict(layers('web', 'bin', 'test')) },
  // The local stack's public API is local/index.ts: tests, benchmarks and scripts import that,
  // never its inside.
  {
    files: ['test/{integration,e2e,web}/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: restrict([{ group: ['**/local/*', '!**/local/fake-graph'], message: 'Use the local stack through its public API: import from local.' }]),
  },
  // End-to-end specs take `test` from test/e2e/support.ts, whose fixture fails a journey on any CSP
  // violation or accessibility violation (a spec on Playwright's own `test` would skip both checks).
  {
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/local/*', '!**/local/fake-graph'], message: 'Use the local stack through its public API: import from local.' }],
          paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support': it checks every page for CSP and accessibility violations." }],
        },
      ],
    },
  },
  // Every text a user reads goes through the catalogues (docs/i18n.md): an untranslated text in the
  // web app fails the lint (issue 20: the whole web is translated).
  { files: ['web/src/**/*.{ts,tsx}'], plugins: { lingui: pluginLingui }, rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS] } },
  {
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { local: { rules: { 'no-cycle': noCycle } } },
    rules: { 'local/no-cycle': 'error' },
  },
);
