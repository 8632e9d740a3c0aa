import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { type Alias, type Plugin, createServer, defineConfig } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { SIGN_IN_SHELL, SIGN_IN_SHELL_MODES, type SignInShellMode } from '../shared/core/sign-in-shell.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The local gateway serves the API and /config.json; in AWS CloudFront does (same origin).
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

const aliases: Alias[] = [
  { find: '@shared', replacement: fromRoot('shared') },
  { find: '@', replacement: fromRoot('web/src') },
];
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Lingui (docs/i18n.md): its macros compile through Babel (plugin-react 6 runs no Babel of its own),
 * and each PO catalogue becomes a chunk; a message with no translation fails the build.
 */
const i18nPlugins = () => [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  lingui({ configPath: fromRoot('lingui.config.ts'), failOnMissing: true, failOnCompileError: true }),
];

/**
 * `virtual:api-routes` (web/src/api-routes.d.ts): the route table's paths and methods by id, written
 * from shared/routes.ts at build time. The API client builds its URLs from it; the routes' zod schemas,
 * which the server checks requests with, are not part of the web app's code.
 */
function apiRouteTable(): Plugin {
  const id = 'virtual:api-routes';
  return {
    name: 'api-route-table',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(loaded) {
      if (loaded !== `\0${id}`) return null;
      // The dev server writes it anew when a route file changes.
      for (const file of [fromRoot('shared/routes.ts'), ...readdirSync(fromRoot('shared')).map((feature) => fromRoot(`shared/${feature}/routes.ts`)).filter(existsSync)]) this.addWatchFile(file);
      // Read with tsx (the server's own module, as the scripts read it), not bundled into this config.
      const { routes } = (await tsImport('../shared/routes.ts', import.meta.url)) as typeof import('../shared/routes.ts');
      const { API_BASE } = (await tsImport('../shared/core/route-definition.ts', import.meta.url)) as typeof import('../shared/core/route-definition.ts');
      const table = Object.fromEntries(routes.map((route) => [route.id, { path: route.path, method: route.method }]));
      return `export const API_BASE = ${JSON.stringify(API_BASE)};\nexport const routeTable = ${JSON.stringify(table)};\n`;
    },
  };
}

/**
 * Writes the sign-in page and the loading spinner, rendered by the app's own components
 * (src/app/prerender.tsx, loaded through a Vite server in SSR mode), into the built index.html's
 * root element, with the inline script that shows the page on /auth only and the spinner elsewhere
 * (shared/core/sign-in-shell.ts; the CSP allows the script by its hash); and each mode of /auth the
 * URL names (sign-up, forgot password) into a copy of index.html of its own (`SIGN_IN_SHELL.modes`),
 * which the servers answer /auth?mode=… with.
 */
function prerenderSignInPage(): Plugin {
  return {
    name: 'prerender-sign-in-page',
    apply: 'build',
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: webRoot,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: aliases },
        plugins: [react(), ...i18nPlugins(), apiRouteTable()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const pages = new Map<string, { mode: string; markup: string }>();
      try {
        const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderSignInPage: (mode?: SignInShellMode) => Promise<string>;
          renderLoadingPage: () => string;
        };
        // The sign-in page first: it sets the language up, which the spinner's label needs too.
        const signIn = await prerender.renderSignInPage();
        const loading = `<div ${SIGN_IN_SHELL.loadingAttribute}>${prerender.renderLoadingPage()}</div>`;
        pages.set('index.html', { mode: '', markup: `${signIn}${loading}` });
        for (const mode of SIGN_IN_SHELL_MODES) {
          pages.set(SIGN_IN_SHELL.modes[mode], { mode, markup: `${await prerender.renderSignInPage(mode)}${loading}` });
        }
      } finally {
        await server.close();
      }
      const indexFile = path.join(outDir, 'index.html');
      const html = readFileSync(indexFile, 'utf8');
      const root = '<div id="root"></div>';
      if (!html.includes(root) || !html.includes('<head>') || !/<html[ >]/.test(html)) throw new Error(`${indexFile} has no empty ${root} to prerender into`);
      const shell = html
        // The first paint needs the document and the style sheet only (the markup is in the
        // document): the app's scripts come after them, not before (Lighthouse counts a script
        // of high priority as holding the first paint back).
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
        // First in <head>: an inline script after a style sheet would wait for it.
        .replace('<head>', `<head>\n    <script>${SIGN_IN_SHELL.script}</script>`)
        // Every page needs the runtime settings first: asked for with the document, not after the scripts ran.
        .replace('</title>', '</title>\n    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">');
      for (const [file, { mode, markup }] of pages) {
        const document = shell
          // The mode the page was prerendered in: the app takes it over only when the URL names that mode.
          .replace(/<html([ >])/, `<html ${SIGN_IN_SHELL.modeAttribute}="${mode}"$1`)
          .replace(root, `<div id="root">${markup}</div>`);
        writeFileSync(path.join(outDir, file), document);
      }
    },
  };
}

/**
 * Writes each compressible file of the build (the rule CloudFront compresses by: see
 * local/static-files.ts) compressed beside it, as `<file>.br` (Brotli at its best quality) and
 * `<file>.gz`, once the build is complete (after the prerendered documents are written): the local
 * gateway answers with them, so no request waits for a compression. The deployment leaves them out
 * of the bucket (infra/web.ts): CloudFront compresses on its own.
 */
function compressedCopies(): Plugin {
  return {
    name: 'compressed-copies',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { writeCompressedCopies } = (await tsImport('../local/precompressed.ts', import.meta.url)) as typeof import('../local/precompressed.ts');
        await writeCompressedCopies(outDir);
      },
    },
  };
}

/** Route modules (relative to web/src) whose static imports the groups below are made from. */
const SIGN_IN_PAGE = 'features/auth/routes/auth-page.tsx';
const RESET_PASSWORD_PAGE = 'features/auth/routes/reset-password-page.tsx';
const AREA_ROOT = 'app/routes/areas.tsx';
/** Every page a client opens, and the module their loaders ask for their data from. */
const CLIENT_PAGES = [
  'app/routes/dashboard/client-dashboard.tsx',
  'features/cases/routes/my-cases-page.tsx',
  'app/routes/cases/client-case-page.tsx',
  'app/routes/prefetch-client-pages.ts',
  'app/routes/messages/messages-pages.tsx',
  'features/settings/routes/client-settings.tsx',
  'app/routes/account/account-page.tsx',
];

interface ModuleGroup {
  name: string | ((id: string) => string | null);
  debugName: string;
  test: (id: string) => boolean;
  priority: number;
  /** Off: a group takes the modules named only, not what they import (the entry's stay in the entry). */
  includeDependenciesRecursively: false;
}

/**
 * Fewer, larger chunks for a signed-in client's pages. Left to itself the bundler makes a chunk of
 * every set of modules that some pages share (a card, an icon set, a query): a case page's first visit
 * fetched some 40 files, each a request and main-thread work of its own before the page could draw.
 * From the module graph (once it is built, before the chunks are), this plugin names, among the app's
 * own modules, none of them the entry's nor a route's own module:
 * - `common`: what the sign-in page imports and the signed-in area's root does too (the sign-in page
 *   loads the same bytes as before, in fewer files);
 * - `shell`: what the signed-in area's root (its layout, guards, the API client) imports beyond the
 *   sign-in pages: every signed-in page loads it with the area;
 * - `client`: what two or more of a client's pages import beyond those;
 * - `client-<page>`: what one client page alone imports beyond those, and no admin page does (with
 *   the page's own lazy parts, e.g. the case page's lower part).
 * What index.html preloads and the sign-in page's first load do not grow; vendor groups above keep
 * their packages.
 */
function clientAreaChunks(): { plugin: Plugin; groups: ModuleGroup[] } {
  const common = new Set<string>();
  const shell = new Set<string>();
  const client = new Set<string>();
  const pageOf = new Map<string, string>();
  const appModule = /[\\/](web[\\/]src|shared)[\\/][^?]*\.tsx?$/;
  const plugin: Plugin = {
    name: 'client-area-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const byPath = (relative: string) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/web/src/${relative}`));
        if (!id) throw new Error(`client-area-chunks: no module web/src/${relative} in the build`);
        return id;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // A route's own module stays the chunk its lazy import loads.
      const roots = new Set(ids.filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0));
      const free = (id: string) => appModule.test(id) && !entry.has(id) && !roots.has(id);
      const signIn = closure([byPath(SIGN_IN_PAGE)]);
      const signInPages = closure([byPath(SIGN_IN_PAGE), byPath(RESET_PASSWORD_PAGE)]);
      const areaRoot = closure([byPath(AREA_ROOT)]);
      const pages = CLIENT_PAGES.map((page) => ({ page, modules: closure([byPath(page)]) }));
      for (const id of signIn) if (free(id) && areaRoot.has(id)) common.add(id);
      for (const id of areaRoot) if (free(id) && !signInPages.has(id)) shell.add(id);
      const seenBy = new Map<string, string[]>();
      for (const { page, modules } of pages) {
        for (const id of modules) {
          if (!free(id) || signInPages.has(id) || shell.has(id)) continue;
          seenBy.set(id, [...(seenBy.get(id) ?? []), page]);
        }
      }
      // What the router's other pages (the admin's) import: not put with one client page, whose chunk
      // they would then load.
      // Nor what a module loaded lazily from the entry or the area's root imports (the refusals'
      // sentences, fetched once a signed-in page is idle): put with a client page, it would make that
      // page's chunk load and run on every page.
      const router = byPath('app/router.tsx');
      const clientRoots = new Set(CLIENT_PAGES.map(byPath));
      const otherRoutes = (this.getModuleInfo(router)?.dynamicallyImportedIds ?? []).filter((id) => !clientRoots.has(id));
      const everyPage = new Set([...entry, ...areaRoot]);
      const everyPageLazy = [...everyPage].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== router && !clientRoots.has(id) && !otherRoutes.includes(id));
      const others = closure([...otherRoutes, ...everyPageLazy]);
      for (const [id, seen] of seenBy) {
        if (seen.length > 1) client.add(id);
        else if (!others.has(id)) pageOf.set(id, `client-${path.basename(seen[0] as string).replace(/\.tsx?$/, '')}`);
      }
    },
  };
  const group = (debugName: string, name: ModuleGroup['name'], test: ModuleGroup['test']): ModuleGroup => ({ name, debugName, test, priority: 0, includeDependenciesRecursively: false });
  return {
    plugin,
    groups: [
      group('common', 'common', (id) => common.has(id)),
      group('shell', 'shell', (id) => shell.has(id)),
      group('client', 'client', (id) => client.has(id)),
      group('client-page', (id) => pageOf.get(id) ?? null, (id) => pageOf.has(id)),
    ],
  };
}

const clientArea = clientAreaChunks();

const AMPLIFY = /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie|uuid)[\\/]/;

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), ...i18nPlugins(), apiRouteTable(), tailwindcss(), prerenderSignInPage(), clientArea.plugin, compressedCopies()],
  resolve: {
    alias: [
      ...aliases,
      // react-router exports its development build only (dev warnings on); a build takes the
      // production one it ships beside it (the same code with the warnings off).
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph bench/web.ts walks to measure each route's first load.
    manifest: true,
    // index.html preloads the entry's modules (one wave of fetches, not a chain of imports). A lazy
    // import does not add a <link rel=modulepreload> for each module its chunk imports: the browser
    // fetches those as it reads the chunk. Each link is a DOM insertion and a fetch started from the
    // page's main thread, ~50 on a client's case page, all in the router's first task; measured
    // (bench:web), the page's first draw (LCP) is the same without them and its blocking time lower.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Vendor code in its own long-lived chunks: an app release does not re-download them. What
        // the entry needs ('$initial': index.html preloads it on every page) is apart from what only
        // some pages load, so the sign-in page does not download the upload or sign-in flow code;
        // any other package is chunked with the pages that import it.
        codeSplitting: {
          groups: [
            // The i18n runtime (@lingui/core, @lingui/react): every page needs it first.
            { name: 'vendor-lingui', priority: 4, tags: ['$initial'], test: /node_modules[\\/]@lingui[\\/]/ },
            { name: 'vendor-react', priority: 4, test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'vendor-amplify', priority: 3, tags: ['$initial'], test: AMPLIFY },
            { name: 'vendor', priority: 2, tags: ['$initial'], test: /node_modules[\\/]/ },
            // Sign in, sign up, codes, password reset (lib/auth-flows, loaded on first use).
            { name: 'vendor-amplify-flows', priority: 1, test: AMPLIFY },
            // react-hook-form alone: the schema adapters (@hookform/resolvers) and zod load with a form's
            // rules, which the sign-in page asks for on its first submit (lib/lazy-resolver).
            { name: 'vendor-forms', priority: 1, test: /node_modules[\\/]react-hook-form[\\/]/ },
            // Sonner: loaded with the first toast or once the page is idle (lib/toast), apart from the pages.
            { name: 'vendor-toasts', priority: 1, test: /node_modules[\\/]sonner[\\/]/ },
            { name: 'vendor-upload', priority: 1, test: /node_modules[\\/](react-dropzone|file-selector|attr-accept|prop-types)[\\/]/ },
            ...clientArea.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: gatewayUrl, changeOrigin: true },
      '/config.json': { target: gatewayUrl, changeOrigin: true },
    },
  },
}));
