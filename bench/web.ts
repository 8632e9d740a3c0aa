/**
 * `npm run bench:web`: the JavaScript a first visit of each area of the web app downloads.
 *
 * Builds the app (`npm run build:web`; `--no-build` measures the current web/dist), then for each
 * route follows what the browser fetches on a cold visit: the built index.html's module script and
 * modulepreload links (checked against the entry's static `imports` in vite's build manifest), plus
 * the lazy chunk of every route module the URL matches (`src` in the manifest) and their static
 * `imports`, transitively. Each file counts once, gzip level 9 (node:zlib) like a CDN; 1 KB = 1000
 * bytes, as vite prints them. Target: the sign-in page ≤ 178 KB gzip.
 *
 * Writes its section of docs/performance.md and ends with the line
 * `sign-in first load: <KB> KB gzip (target ≤ 178 KB)`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeSection } from './sections';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(repoRoot, 'web', 'dist');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const output = process.env.BENCH_OUTPUT ?? path.join(repoRoot, 'docs', 'performance.md');
const TARGET_KB = 178;

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

/** The root route of each area, loaded with every page of it (react-router loads both in parallel). */
const ADMIN = 'src/app/routes/areas.tsx';
const CLIENT = ADMIN;

/** Each area's first visit: the URL and the lazy route modules react-router loads for it (web/src/app/router.tsx). */
const ROUTES: RouteCase[] = [
  { label: 'sign-in', url: '/ → /auth (signed out)', modules: ['src/features/auth/routes/auth-page.tsx'] },
  {
    label: 'sign-in, once submitted',
    url: '/auth, then Sign In',
    modules: ['src/features/auth/routes/auth-page.tsx', AUTH_FLOWS],
  },
  { label: 'reset password', url: '/reset-password', modules: ['src/features/auth/routes/reset-password-page.tsx'] },
  { label: 'admin dashboard', url: '/admin', modules: [ADMIN, 'src/app/routes/dashboard/admin-dashboard.tsx'] },
  { label: 'admin cases', url: '/admin/cases', modules: [ADMIN, 'src/features/cases/routes/admin-cases-page.tsx'] },
  { label: 'admin new case', url: '/admin/cases/new-case', modules: [ADMIN, 'src/features/cases/routes/new-case-page.tsx'] },
  {
    label: 'admin case page (documents)',
    url: '/admin/cases/:caseId',
    modules: [ADMIN, 'src/features/cases/routes/admin-case-page.tsx', 'src/features/documents/routes/case-documents.tsx'],
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
  { label: 'admin coming soon (billing, …)', url: '/admin/billing', modules: [ADMIN, 'src/components/layout/coming-soon.tsx'] },
  { label: 'admin account', url: '/admin/account', modules: [ADMIN, 'src/features/account/routes/account-page.tsx'] },
  { label: 'admin settings', url: '/admin/settings', modules: [ADMIN, 'src/features/settings/routes/admin-settings.tsx'] },
  { label: 'client dashboard', url: '/client', modules: [CLIENT, 'src/app/routes/dashboard/client-dashboard.tsx'] },
  { label: 'client cases', url: '/client/cases', modules: [CLIENT, 'src/features/cases/routes/my-cases-page.tsx'] },
  { label: 'client case page', url: '/client/cases/:caseId', modules: [CLIENT, 'src/app/routes/cases/client-case-page.tsx'] },
  { label: 'client settings', url: '/client/settings', modules: [CLIENT, 'src/features/settings/routes/client-settings.tsx'] },
  { label: 'client account', url: '/client/account', modules: [CLIENT, 'src/features/account/routes/account-page.tsx'] },
];

const say = (line: string) => console.log(line);
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

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

interface Row {
  route: RouteCase;
  files: number;
  bytes: number;
  routeBytes: number;
}

function measure(): { entryFiles: string[]; entryBytes: number; rows: Row[]; largest: [string, number][]; unmeasured: string[] } {
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
  const rows = ROUTES.map((route) => {
    const files = new Set(entry);
    for (const module of route.modules) {
      const key = bySrc.get(module);
      if (!key || !manifest[key]?.isDynamicEntry) throw new Error(`${module} (${route.label}) is not a lazy chunk of the build`);
      staticClosure(manifest, key, files);
    }
    const bytes = total(files);
    return { route, files: files.size, bytes, routeBytes: bytes - total(entry) };
  });

  // Lazy route chunks no row measures: a new area to add to ROUTES.
  const measured = new Set(ROUTES.flatMap((route) => route.modules));
  const unmeasured = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !measured.has(chunk.src ?? key))
    .map(([key, chunk]) => chunk.src ?? key);

  const largest = [...entry].map((file): [string, number] => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
  return { entryFiles: [...entry], entryBytes: total(entry), rows, largest, unmeasured };
}

function render(result: ReturnType<typeof measure>): string {
  const signIn = result.rows[0]!;
  const met = signIn.bytes <= TARGET_KB * 1000;
  const lines = [
    '## Web first load (`npm run bench:web`)',
    '',
    'The JavaScript a first visit downloads, per area: the entry that index.html loads (module script and',
    'modulepreload links) plus the lazy chunk(s) of the route and their static imports, each file gzip',
    'level 9 (node:zlib) as a CDN serves it; 1 KB = 1000 bytes. Measured by `bench/web.ts` on a fresh',
    '`npm run build:web`, from vite\'s build manifest (`web/dist/.vite/manifest.json`). CSS is not counted',
    '(one stylesheet for the whole app). The identity provider\'s flows (`lib/auth-flows`: sign in, sign up,',
    'codes, password reset, sign out) are fetched when the first is called, not with the page: the row',
    '"sign-in, once submitted" adds them.',
    '',
    `- **Date**: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- **Target**: the sign-in page ≤ ${TARGET_KB} KB gzip of JS: **${kb(signIn.bytes)} KB ${met ? '✓' : '✗'}**`,
    `- **Entry** (every route): ${kb(result.entryBytes)} KB in ${result.entryFiles.length} files — ${result.largest
      .slice(0, 5)
      .map(([file, bytes]) => `\`${path.basename(file).replace(/-[\w-]{8}\.js$/, '.js')}\` ${kb(bytes)}`)
      .join(', ')}`,
    '',
    '| route | URL | JS files | route chunks KB gzip | first load KB gzip | target |',
    '|---|---|---|---|---|---|',
    ...result.rows.map(
      (row, index) =>
        `| ${row.route.label} | \`${row.route.url}\` | ${row.files} | ${kb(row.routeBytes)} | ${kb(row.bytes)} | ${
          index === 0 ? `≤ ${TARGET_KB} ${met ? '✓' : '✗'}` : ''
        } |`,
    ),
  ];
  if (result.unmeasured.length > 0) lines.push('', `Lazy chunks not measured: ${result.unmeasured.map((src) => `\`${src}\``).join(', ')}.`);
  return lines.join('\n');
}

function main(): number {
  try {
    if (!process.argv.includes('--no-build')) build();
    const result = measure();
    for (const row of result.rows) say(`${row.route.label.padEnd(32)} ${kb(row.bytes).padStart(7)} KB gzip (${row.files} files)`);
    if (result.unmeasured.length > 0) say(`Lazy chunks no route measures: ${result.unmeasured.join(', ')}`);
    writeSection(output, 'web', render(result));
    say(`Wrote ${path.relative(process.cwd(), output)}`);
    say(`sign-in first load: ${kb(result.rows[0]!.bytes)} KB gzip (target ≤ ${TARGET_KB} KB)`);
    return 0;
  } catch (error) {
    console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exit(main());
