/**
 * `npm run bench:web`: how fast the web app's pages are on a phone, by Lighthouse against the local
 * stack, and what JavaScript each area's first visit downloads.
 *
 * 1. Builds the app (`npm run build:web`; `--no-build` measures the current web/dist).
 * 2. First-load report, from vite's build manifest: for each route, the JS the browser fetches on a
 *    cold visit (index.html's module script and modulepreload links, checked against the entry's
 *    static `imports`, plus the lazy chunk of every route module the URL matches and their static
 *    imports, transitively), raw and as the portal serves it (Brotli, as CloudFront and the local
 *    gateway send it to a browser that accepts it; gzip beside it). 1 KB = 1000 bytes.
 * 3. Starts a local stack that serves web/dist (seeded, on free ports, in a temporary data
 *    directory) and runs Lighthouse 12.2.3 (mobile preset: the default config, simulated slow 4G and
 *    4× CPU slowdown) in Debian's Chromium on `/auth` signed out and, signed in as the demo client, on
 *    every page a client opens (dashboard, cases, a case, messages, settings, account),
 *    BENCH_WEB_RUNS times each (default 5: a run's score varies by up to 10 points on this machine, so the median of 3 does too), and keeps the median run. The browser reaches the stack
 *    through an HTTP/2 front (bench/h2-front.ts), as it reaches CloudFront; BENCH_WEB_PROTOCOL=http1
 *    measures the local gateway's HTTP/1.1 straight. BENCH_WEB_PAGES=case,auth measures some pages
 *    only (docs/performance.md is then left as it was); BENCH_WEB_REPORTS=<dir> keeps each report.
 *
 * Writes its section of docs/performance.md; its last lines are the targets and the results.
 * Lighthouse is a benchmark, not a test: `npm test` does not run it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_PASSWORD, type LocalStack, signInAs, startLocalStack } from '../local';
import { type H2Front, startH2Front } from './h2-front';
import { intFromEnv } from './measure';
import { writeSection } from './sections';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(repoRoot, 'web', 'dist');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const output = process.env.BENCH_OUTPUT ?? path.join(repoRoot, 'docs', 'performance.md');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * BENCH_WEB_PROTOCOL: `h2` (default) measures through an HTTP/2 front with TLS (bench/h2-front.ts),
 * as CloudFront serves the portal; `http1` straight from the local gateway (HTTP/1.1: at most six
 * requests at a time to it, which Lighthouse's simulation of a phone's network reproduces).
 */
const PROTOCOL = process.env.BENCH_WEB_PROTOCOL === 'http1' ? 'http1' : 'h2';
// The front's certificate is made for the run.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : [])];
const RUNS = intFromEnv('BENCH_WEB_RUNS', 5);
/** A directory to keep each run's Lighthouse report (JSON) in, for a closer look; none by default. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;

/** Lighthouse mobile performance score (0–100) each page must reach: the sign-in page, and every page a client opens. */
const TARGETS = { signIn: 95, client: 90 } as const;

/** The pages a signed-in client opens, measured one after the other; `:caseId` is one of the demo client's cases. */
const CLIENT_PAGES: readonly { label: string; path: string }[] = [
  { label: 'client dashboard', path: '/client' },
  { label: 'client cases', path: '/client/cases' },
  { label: "client's case page", path: '/client/cases/:caseId' },
  { label: 'client questionnaire', path: '/client/cases/:caseId/questionnaires/:questionnaireId' },
  { label: 'client messages', path: '/client/messages' },
  { label: 'client billing', path: '/client/billing' },
  { label: 'client settings', path: '/client/settings' },
  { label: 'client account', path: '/client/account' },
];

/** A chunk of vite's build manifest (`build.manifest: true`), keyed by source path relative to web/. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteCase {
  label: string;
  url: string;
  /** The route modules (lazy, relative to web/) the router loads for this URL, outermost first. */
  modules: string[];
}

/** The identity provider's flows (lib/auth-flows): not a route, fetched when the first one is called. */
const AUTH_FLOWS = 'src/lib/auth-flows.ts';
/** The sign-in form's rules (zod and its adapter): fetched when the form is first focused or sent (lib/lazy-resolver). */
const SIGN_IN_RULES = 'src/features/auth/components/sign-in-resolver.ts';
/** The toasts (Sonner): fetched with the first toast, or once the page is idle (lib/toast, components/ui/toaster). */
const TOASTS = 'chunk:vendor-toasts';

/** The catalogues (English) the sign-in pages load before they render: the shell's and the auth feature's (lib/i18n). */
const SIGN_IN_CATALOGUES = ['src/locales/en.po', 'src/features/auth/locales/en.po'];

/** The root route of each area, loaded with every page of it (react-router loads both in parallel). */
const ADMIN = 'src/app/routes/areas.tsx';
const CLIENT = ADMIN;
/** A client page's loader asks for what the page shows first from a module of its own, loaded beside the page's (app/routes/prefetch-client-pages). */
const PREFETCH = 'src/app/routes/prefetch-client-pages.ts';

/** Each area's first visit: the URL and the lazy route modules react-router loads for it (web/src/app/router.tsx). */
const ROUTES: RouteCase[] = [
  { label: 'sign-in', url: '/ → /auth (signed out)', modules: ['src/features/auth/routes/auth-page.tsx', ...SIGN_IN_CATALOGUES] },
  {
    label: 'sign-in, once submitted',
    url: '/auth, then Sign In',
    modules: ['src/features/auth/routes/auth-page.tsx', ...SIGN_IN_CATALOGUES, AUTH_FLOWS, SIGN_IN_RULES, TOASTS],
  },
  { label: 'reset password', url: '/reset-password', modules: ['src/features/auth/routes/reset-password-page.tsx', ...SIGN_IN_CATALOGUES] },
  { label: 'admin dashboard', url: '/admin', modules: [ADMIN, 'src/app/routes/dashboard/admin-dashboard.tsx'] },
  { label: 'admin cases', url: '/admin/cases', modules: [ADMIN, 'src/features/cases/routes/admin-cases-page.tsx'] },
  { label: 'admin new case', url: '/admin/cases/new-case', modules: [ADMIN, 'src/features/cases/routes/new-case-page.tsx'] },
  {
    label: 'admin case page (documents)',
    url: '/admin/cases/:caseId',
    modules: [ADMIN, 'src/features/cases/routes/admin-case-page.tsx', 'src/app/routes/cases/admin-case-index.tsx'],
  },
  {
    label: 'admin case folder',
    url: '/admin/cases/:caseId/folders/:folderId',
    modules: [ADMIN, 'src/features/cases/routes/admin-case-page.tsx', 'src/features/documents/routes/folder-view.tsx'],
  },
  { label: 'admin edit case', url: '/admin/cases/:caseId/edit', modules: [ADMIN, 'src/features/cases/routes/edit-case-page.tsx'] },
  { label: 'admin users', url: '/admin/users', modules: [ADMIN, 'src/features/users/routes/users-page.tsx'] },
  { label: 'admin user page', url: '/admin/users/:userId', modules: [ADMIN, 'src/app/routes/users/user-page.tsx'] },
  { label: 'admin edit user', url: '/admin/users/:userId/edit', modules: [ADMIN, 'src/features/users/routes/edit-user-page.tsx'] },
  { label: 'admin billing', url: '/admin/billing', modules: [ADMIN, 'src/features/billing/routes/billing-page.tsx'] },
  {
    label: 'admin questionnaire',
    url: '/admin/cases/:caseId/questionnaires/:questionnaireId',
    modules: [ADMIN, 'src/features/questionnaires/routes/questionnaire-page.tsx'],
  },
  // The analytics page (its charts are a lazy chunk, fetched after the figures: not counted) and the e-mail log.
  { label: 'admin messages', url: '/admin/messages', modules: [ADMIN, 'src/app/routes/messages/messages-pages.tsx'] },
  { label: 'admin analytics', url: '/admin/analytics', modules: [ADMIN, 'src/features/analytics/routes/analytics-page.tsx'] },
  { label: 'admin e-mail log', url: '/admin/email', modules: [ADMIN, 'src/features/cases/routes/email-log-page.tsx'] },
  { label: 'admin account', url: '/admin/account', modules: [ADMIN, 'src/app/routes/account/account-page.tsx'] },
  { label: 'admin settings', url: '/admin/settings', modules: [ADMIN, 'src/app/routes/settings/admin-settings-page.tsx'] },
  { label: 'client dashboard', url: '/client', modules: [CLIENT, 'src/app/routes/dashboard/client-dashboard.tsx', PREFETCH] },
  { label: 'client cases', url: '/client/cases', modules: [CLIENT, 'src/features/cases/routes/my-cases-page.tsx', PREFETCH] },
  {
    label: 'client case page',
    url: '/client/cases/:caseId',
    modules: [CLIENT, 'src/app/routes/cases/client-case-page.tsx', PREFETCH],
  },
  {
    label: 'client questionnaire',
    url: '/client/cases/:caseId/questionnaires/:questionnaireId',
    modules: [CLIENT, 'src/features/questionnaires/routes/questionnaire-page.tsx'],
  },
  { label: 'client messages', url: '/client/messages', modules: [CLIENT, 'src/app/routes/messages/messages-pages.tsx', PREFETCH] },
  { label: 'client billing', url: '/client/billing', modules: [CLIENT, 'src/features/billing/routes/my-billing-page.tsx'] },
  { label: 'client settings', url: '/client/settings', modules: [CLIENT, 'src/features/settings/routes/client-settings.tsx'] },
  { label: 'client account', url: '/client/account', modules: [CLIENT, 'src/app/routes/account/account-page.tsx'] },
];

// Straight to stdout: console.log is silenced while the stack's handlers run in this process.
const say = (line: string) => void process.stdout.write(`${line}\n`);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function build(): void {
  say('Building the web app (npm run build:web)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build:web failed (exit ${result.status ?? result.signal})`);
}

/** The JS files index.html makes the browser fetch at once: its module script and modulepreload links. */
function htmlScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** A chunk's file and all it imports statically, transitively (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** A file's size raw, gzip (level 9) and Brotli (quality 11, as local/static-files.ts sends it). */
interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}
const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const bytes = readFileSync(path.join(distDir, file));
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      br: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

function total(files: Iterable<string>): Sizes {
  const sum: Sizes = { raw: 0, gzip: 0, br: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.br += sizes.br;
  }
  return sum;
}

interface Row {
  route: RouteCase;
  files: number;
  sizes: Sizes;
  routeBr: number;
}

interface FirstLoad {
  entryFiles: string[];
  entry: Sizes;
  css: Sizes;
  html: Sizes;
  rows: Row[];
  largest: [string, Sizes][];
  unmeasured: string[];
}

function measureFirstLoad(): FirstLoad {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build.manifest must be true in web/vite.config.ts`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');

  const entry = staticClosure(manifest, entryKey);
  const fromHtml = htmlScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const missing = [...entry].filter((file) => !fromHtml.includes(file));
  const extra = fromHtml.filter((file) => !entry.has(file));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`index.html and the manifest disagree: not preloaded ${missing.join(', ') || '-'}; not in the manifest ${extra.join(', ') || '-'}`);
  }

  const bySrc = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) bySrc.set(chunk.src ?? key, key);
  const entryTotal = total(entry);
  const rows = ROUTES.map((route) => {
    const files = new Set(entry);
    for (const module of route.modules) {
      // `chunk:<name>`: a chunk web/vite.config.ts names (a package loaded on demand, shared with pages).
      if (module.startsWith('chunk:')) {
        const name = module.slice('chunk:'.length);
        const key = Object.keys(manifest).find((candidate) => path.basename(manifest[candidate]!.file).startsWith(`${name}-`));
        if (!key) throw new Error(`No chunk named ${name} in the build (${route.label})`);
        staticClosure(manifest, key, files);
        continue;
      }
      const key = bySrc.get(module);
      if (!key || !manifest[key]?.isDynamicEntry) throw new Error(`${module} (${route.label}) is not a lazy chunk of the build`);
      staticClosure(manifest, key, files);
    }
    const sizes = total(files);
    return { route, files: files.size, sizes, routeBr: sizes.br - entryTotal.br };
  });

  // Lazy route chunks no row measures: a new area to add to ROUTES.
  const measured = new Set(ROUTES.flatMap((route) => route.modules));
  const unmeasured = Object.entries(manifest)
    // A feature's catalogues load with its routes (lib/i18n withCatalogs); only the sign-in rows count them.
    .filter(([key, chunk]) => chunk.isDynamicEntry && !measured.has(chunk.src ?? key) && !(chunk.src ?? key).endsWith('.po'))
    .map(([key, chunk]) => chunk.src ?? key);

  const largest = [...entry].map((file): [string, Sizes] => [file, sizesOf(file)]).sort((a, b) => b[1].br - a[1].br);
  const css = total(manifest[entryKey]?.css ?? []);
  return { entryFiles: [...entry], entry: entryTotal, css, html: sizesOf('index.html'), rows, largest, unmeasured };
}

/** One Lighthouse run's figures (times in ms). */
interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes the page transferred (compressed where the server compressed). */
  transferred: number;
  /** The machine's one-minute load average once the run was done. */
  load: number;
  /** Why Lighthouse gave no score (a metric it could not compute), if it gave none. */
  unscored?: string;
}

interface PageResult {
  label: string;
  path: string;
  target: number;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** The audits the performance score is made of. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function figures(result: LighthouseResult): LighthouseRun {
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    transferred: audit('total-byte-weight'),
    load: os.loadavg()[0] ?? 0,
    ...(lhr.categories.performance?.score === null
      ? { unscored: METRICS.map((id) => lhr.audits[id]?.errorMessage).find(Boolean)?.split('\n')[0] ?? 'no score' }
      : {}),
  };
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Lighthouse's navigation in the mobile preset (its default config). `keepSession`: the page's
 * storage stays (the signed-in client), the HTTP cache is still emptied first, as Lighthouse does.
 */
async function runLighthouse(url: string, port: number, keepSession: boolean, clearCache: () => Promise<void>, name: string): Promise<LighthouseRun> {
  if (keepSession) await clearCache();
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return figures(result);
}

/**
 * Signs the demo client in, in the browser's own profile (so Lighthouse's tabs share the session),
 * opens each of `paths` once and answers a case page's path. Once before measuring: a local handler's
 * first call builds it (esbuild), which Lambda never does per request.
 */
async function signInAsClient(base: string, port: number, paths: readonly string[], fill: (pagePath: string) => string): Promise<{ clearCache: () => Promise<void> }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('The browser has no default context');
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(DEMO_CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/client/);
  for (const pagePath of paths) {
    await page.goto(`${base}${fill(pagePath)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Until the page's reads are answered (each handler built once).
    await page.waitForLoadState('networkidle');
  }
  // The tab stays (its session clears the cache before each run) but leaves the portal: a signed-in
  // page left open polls and refreshes on its own, in the renderer process the measured tab may share.
  await page.goto('about:blank');
  const session = await context.newCDPSession(page);
  const clearCache = async () => {
    await session.send('Network.clearBrowserCache');
  };
  return { clearCache };
}

/**
 * What the client's pages show, made through the API as the firm would: the demo client's first case,
 * a questionnaire sent on it (its page is measured) and a sent invoice (the billing page lists it).
 */
async function clientPageIds(stack: LocalStack): Promise<{ caseId: string; questionnaireId: string }> {
  const call = async (token: string, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${stack.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const client = await signInAs(stack.info, DEMO_CLIENT.email);
  const { Items } = (await call(client.accessToken, 'GET', `/v1/clients/${client.sub}/cases`)) as { Items: { caseId: string }[] };
  const caseId = Items[0]?.caseId;
  if (!caseId) throw new Error('The demo client has no case to open');
  const admin = await signInAs(stack.info, DEMO_ADMIN.email);
  const { questionnaireId } = (await call(admin.accessToken, 'POST', `/v1/admin/cases/${caseId}/questionnaires`, { templateId: 'temporary-residence' })) as {
    questionnaireId: string;
  };
  const { invoiceId } = (await call(admin.accessToken, 'POST', `/v1/admin/cases/${caseId}/invoices`, {
    province: 'QC',
    lines: [
      { description: 'Study permit application', kind: 'fee', amountCents: 150_000 },
      { description: 'IRCC processing fee', kind: 'disbursement', amountCents: 15_000 },
    ],
  })) as { invoiceId: string };
  await call(admin.accessToken, 'POST', `/v1/admin/cases/${caseId}/invoices/${invoiceId}/send`);
  return { caseId, questionnaireId };
}

/**
 * Asks once for index.html and every built file, Brotli accepted, as a CloudFront edge is warm: the
 * local server sends the build's compressed copies (local/precompressed.ts), and compresses on a
 * first request only a file without one (then keeps it); measured runs see the served bytes, never
 * Brotli's compression time. The copies themselves are not asked for.
 */
async function warmUp(base: string): Promise<void> {
  const built = readdirSync(path.join(distDir, 'assets')).filter((file) => !/\.(br|gz)$/.test(file));
  const files = ['/auth', ...built.map((file) => `/assets/${file}`)];
  for (const file of files) {
    const response = await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
  }
}

/** BENCH_WEB_PAGES: measure only the pages whose path or label contains one of these words (comma-separated); all by default. */
const PAGE_FILTER = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const wanted = (page: { label: string; path: string }) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((word) => page.path.includes(word) || page.label.includes(word));
const slug = (label: string) => label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

async function measurePages(stack: LocalStack, base: string): Promise<PageResult[]> {
  await warmUp(stack.url);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const results: PageResult[] = [];
    const measure = async (label: string, pagePath: string, url: string, target: number, keepSession: boolean, clearCache: () => Promise<void>) => {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        let result = await runLighthouse(url, chrome.port, keepSession, clearCache, slug(label));
        // A run Lighthouse could not score (its trace without an LCP, NO_LCP): run again, twice at most.
        for (let again = 0; again < 2 && result.unscored; again++) {
          say(`  ${label} run ${run + 1}: not scored by Lighthouse (${result.unscored}), run again`);
          result = await runLighthouse(url, chrome.port, keepSession, clearCache, slug(label));
        }
        runs.push(result);
        say(`  ${label} run ${run + 1}: ${describeRun(result)} (load ${loadAverage()})`);
      }
      results.push({ label, path: pagePath, target, runs, median: medianRun(runs) });
    };
    const signIn = { label: 'sign-in', path: '/auth' };
    if (wanted(signIn)) await measure(signIn.label, signIn.path, `${base}/auth`, TARGETS.signIn, false, async () => undefined);
    const clientPages = CLIENT_PAGES.filter(wanted);
    if (clientPages.length > 0) {
      const { caseId, questionnaireId } = await clientPageIds(stack);
      const fill = (pagePath: string) => pagePath.replace(':caseId', caseId).replace(':questionnaireId', questionnaireId);
      const { clearCache } = await signInAsClient(
        base,
        chrome.port,
        clientPages.map((page) => page.path),
        fill,
      );
      for (const page of clientPages) {
        await measure(page.label, page.path, `${base}${fill(page.path)}`, TARGETS.client, true, clearCache);
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);
function loadRange(runs: LighthouseRun[]): string {
  const loads = runs.map((run) => run.load);
  const [low, high] = [Math.min(...loads), Math.max(...loads)].map((load) => load.toFixed(1));
  return low === high ? `${low}` : `${low}–${high}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function describeRun(run: LighthouseRun): string {
  return `performance ${run.score}, FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, Speed Index ${seconds(run.speedIndex)}, ${kb(run.transferred)} KB transferred`;
}

function render(firstLoad: FirstLoad, pages: PageResult[]): string {
  const signIn = firstLoad.rows[0]!;
  const lines = [
    '## Web: Lighthouse and first load (`npm run bench:web`)',
    '',
    '`bench/web.ts` builds the app, starts a local stack serving `web/dist` (compressed as CloudFront',
    `does: local/static-files.ts) and runs Lighthouse 12.2.3 in Debian's Chromium, mobile preset (simulated`,
    `slow 4G, 4× CPU slowdown), ${RUNS} runs per page, median by score. The client's pages are measured`,
    'signed in as the demo client, with an empty HTTP cache.',
    PROTOCOL === 'h2'
      ? 'The browser reaches the stack through an HTTP/2 front with TLS (`bench/h2-front.ts`), as it reaches CloudFront: one multiplexed connection for the page\'s files and API calls (`BENCH_WEB_PROTOCOL=http1` measures the local gateway\'s HTTP/1.1 straight, six requests at a time).'
      : 'The browser reaches the local gateway straight, over HTTP/1.1 (`BENCH_WEB_PROTOCOL=http1`): six requests at a time to it, where CloudFront would multiplex them over HTTP/2.',
    'A run\'s score follows the machine\'s load: other work on its 2 cores lengthens the main-thread tasks',
    'that Lighthouse multiplies by 4 (Total Blocking Time); "load" is the one-minute load average after each run.',
    '',
    `- **Date**: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; ${os.cpus().length} cores, load ${loadAverage()}`,
    '',
    '| page | target | performance | FCP | LCP | TBT | CLS | Speed Index | transferred | runs (score) | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (page) =>
        `| ${page.label} \`${page.path}\` | ≥ ${page.target} | **${page.median.score}** ${page.median.score >= page.target ? '✓' : '✗'} | ${seconds(page.median.fcp)} | ${seconds(
          page.median.lcp,
        )} | ${Math.round(page.median.tbt)} ms | ${page.median.cls.toFixed(3)} | ${seconds(page.median.speedIndex)} | ${kb(page.median.transferred)} KB | ${page.runs
          .map((run) => run.score)
          .join(', ')} | ${loadRange(page.runs)} |`,
    ),
    '',
    '### First load per route',
    '',
    'The JavaScript a first visit downloads, from vite\'s build manifest (`web/dist/.vite/manifest.json`):',
    'the entry that index.html loads (module script and modulepreload links) plus the lazy chunk(s) of',
    'the route and their static imports; raw, and Brotli (quality 11) as the portal serves it (gzip level 9',
    'for a browser without Brotli); 1 KB = 1000 bytes. Fetched later, not counted in a first load: the',
    'identity provider\'s flows (`lib/auth-flows`, on the first call), the sign-in form\'s rules (zod, on',
    'its first focus or submit) and the toasts (Sonner, with the first toast or once the page is idle);',
    'the row "sign-in, once submitted" adds them. The sign-in rows count the English catalogues the page',
    'loads before it renders (the shell\'s and the auth feature\'s); the other rows count code only.',
    '',
    `- **Sign-in page** (\`/auth\`): JS ${kb(signIn.sizes.raw)} KB raw, ${kb(signIn.sizes.br)} KB Brotli (${kb(signIn.sizes.gzip)} KB gzip) in ${signIn.files} files; index.html ${kb(
      firstLoad.html.raw,
    )} KB raw, ${kb(firstLoad.html.br)} KB Brotli; CSS ${kb(firstLoad.css.raw)} KB raw, ${kb(firstLoad.css.br)} KB Brotli`,
    `- **Entry** (every route): ${kb(firstLoad.entry.raw)} KB raw, ${kb(firstLoad.entry.br)} KB Brotli in ${firstLoad.entryFiles.length} files — ${firstLoad.largest
      .slice(0, 5)
      .map(([file, sizes]) => `\`${path.basename(file).replace(/-[\w-]{8}\.js$/, '.js')}\` ${kb(sizes.br)}`)
      .join(', ')}`,
    '',
    '| route | URL | JS files | route chunks KB br | first load KB raw | first load KB br | first load KB gzip |',
    '|---|---|---|---|---|---|---|',
    ...firstLoad.rows.map(
      (row) =>
        `| ${row.route.label} | \`${row.route.url}\` | ${row.files} | ${kb(row.routeBr)} | ${kb(row.sizes.raw)} | ${kb(row.sizes.br)} | ${kb(row.sizes.gzip)} |`,
    ),
  ];
  if (firstLoad.unmeasured.length > 0) lines.push('', `Lazy chunks not measured: ${firstLoad.unmeasured.map((src) => `\`${src}\``).join(', ')}.`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  let stack: LocalStack | undefined;
  let front: H2Front | undefined;
  const printLog = console.log;
  try {
    if (!process.argv.includes('--no-build')) build();
    const firstLoad = measureFirstLoad();
    for (const row of firstLoad.rows) say(`${row.route.label.padEnd(32)} ${kb(row.sizes.raw).padStart(7)} KB raw ${kb(row.sizes.br).padStart(7)} KB br (${row.files} files)`);
    if (firstLoad.unmeasured.length > 0) say(`Lazy chunks no route measures: ${firstLoad.unmeasured.join(', ')}`);

    say(`Starting a local stack serving web/dist in ${dataDir}…`);
    const stackLog: string[] = [];
    stack = await startLocalStack({ port: 0, dataDir, serveWeb: true, dynamoDbPort: 0, cognitoPort: 0, s3Port: 0, sqsPort: 0, smtpPort: 0, mailInboxPort: 0, log: (line) => stackLog.push(line) });
    if (PROTOCOL === 'h2') front = await startH2Front(stack.url, dataDir);
    const base = front?.url ?? stack.url;
    say(`Running Lighthouse (mobile, ${RUNS} runs per page) against ${base} (${PROTOCOL === 'h2' ? `HTTP/2 in front of ${stack.url}` : 'HTTP/1.1'})…`);
    // Handler log lines are built (handler work) but not printed.
    console.log = () => undefined;
    const pages = await measurePages(stack, base);
    console.log = printLog;
    if (PAGE_FILTER.length === 0) {
      writeSection(output, 'web', render(firstLoad, pages));
      say(`Wrote ${path.relative(process.cwd(), output)}`);
    } else say(`BENCH_WEB_PAGES=${PAGE_FILTER.join(',')}: some pages only, ${path.relative(process.cwd(), output)} left as it was`);
    const signIn = firstLoad.rows[0]!;
    say(`sign-in first load: JS ${kb(signIn.sizes.raw)} KB raw, ${kb(signIn.sizes.br)} KB Brotli (${signIn.files} files)`);
    for (const page of pages) say(`${page.label} ${page.path}: ${describeRun(page.median)} (runs: ${page.runs.map((run) => run.score).join(', ')})`);
    say(`targets: Lighthouse mobile performance ≥ ${TARGETS.signIn} on /auth, ≥ ${TARGETS.client} on every page a signed-in client opens`);
    say(`results: ${pages.map((page) => `${page.path} ${page.median.score} ${page.median.score >= page.target ? 'met' : 'NOT met'}`).join(', ')}`);
    return 0;
  } catch (error) {
    console.log = printLog;
    console.error(`The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await front?.close();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
