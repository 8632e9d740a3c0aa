/**
 * Every function a deployment bundles, and what its bundle holds: built with esbuild exactly as the
 * CDK stack builds it (infra/bundling.ts), for `npm run bench:cold` (sizes, import times) and for the
 * infra test that keeps each bundle to what its function declares (test/infra/function-bundles.test.ts).
 */
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { ARCHIVE_RECORDS_HANDLER } from '../shared/activity/archive';
import { jobsFor } from '../shared/core/jobs';
import { SEND_MAIL_HANDLER } from '../shared/mail/queue';
import { PACKAGE_WORKER, PACKAGE_WORKER_EXTERNALS } from '../shared/packages/worker';
import type { RouteDefinition } from '../shared/core/route-definition';
import { routes } from '../shared/routes';
import { triggers } from '../shared/core/triggers';
import { type DocumentStorage, HANDLER_BUNDLING, handlerDefine } from './bundling';
import { MALWARE_SCAN_RESULT_HANDLER } from './malware';
import { repoRoot } from './paths';

/** The most a function's bundle may weigh, in KB of 1024 bytes, for both stores. */
export const MAX_BUNDLE_KB = 100;

/**
 * The mail sender's own limit: it composes every e-mail kind of every feature in both languages and
 * runs off the request path (the mail queue's consumer), so no one waits on its cold start. Its
 * bundle passed 100 KB with the client notices and discreet e-mails (103.8 KB), and 110 KB with the
 * signature and billing e-mails and the signature reminder (115.9 KB). What to take out first: the
 * server catalogues (functions/core/locales, 20.7 KB) hold every server text, the Cognito messages (the
 * triggers') and the invoice's and questionnaire's PDF texts included, where the sender needs the mail
 * ones only.
 */
export const MAX_MAIL_SENDER_BUNDLE_KB = 118;

/**
 * The OneDrive deployment's upload routes' own limit: besides what the S3 deployment's carry, they
 * hold the OneDrive store (its Graph client, staged uploads and staging folder: about 17 KB), and with
 * the requests' histories and every refusal's values they reached 102 KB (completeUploadBatch) and
 * 100.1 KB (uploadClientFiles), and uploadAdminFiles 100.3 KB once the documents feature wrote signed
 * PDFs too, and createTemplateDocument (the PDF it makes from a signing template) 104.0 KB with billing's
 * shared keys. What to take out first: each route bundle carries its feature's whole
 * route table (shared/documents/routes.ts, 5.2 KB, its summaries 1.5 KB of it) where it needs its own
 * entry. The S3 deployment's routes stay at 100 KB.
 */
export const MAX_ONEDRIVE_UPLOAD_BUNDLE_KB = 106;
/** createTemplateDocument writes an upload too (the PDF it makes from a signing template, the templates' EN and FR texts 2.5 KB of it). */
const ONEDRIVE_UPLOAD_ROUTES: readonly string[] = ['completeUploadBatch', 'uploadClientFiles', 'uploadAdminFiles', 'createTemplateDocument'];

/**
 * The signing route's own limit: it makes the signed PDF, which needs a PDF reader and writer
 * (pdf-lib, about 500 KB minified: its standard fonts' metrics, its parser, zlib). Only this route
 * carries it (the signature's CMS and certificate are a few KB of DER over Node's crypto), and only a
 * signer's one request a document pays its cold start (docs/performance.md, "Signing").
 */
export const MAX_SIGNING_BUNDLE_KB = 700;

/**
 * The packaging worker's own limit: it bundles pdf-lib (PDF parsing and writing, about 450 KB
 * minified, with its font tables) and fflate (ZIP), and runs off the request path (an asynchronous
 * invocation: no one waits on its cold start). Its native image library is not in the bundle at all:
 * sharp and the HEIC decoder come in its layer (infra/packages.ts).
 */
export const MAX_PACKAGE_WORKER_BUNDLE_KB = 1024;

/** The limit of the function `id` in a deployment storing documents in `storage`. */
export function maxBundleKb(id: string, storage: DocumentStorage = 's3'): number {
  if (id === 'SendMail') return MAX_MAIL_SENDER_BUNDLE_KB;
  if (id === 'signSignatureRequest') return MAX_SIGNING_BUNDLE_KB;
  if (id === PACKAGE_WORKER.name) return MAX_PACKAGE_WORKER_BUNDLE_KB;
  return storage === 'onedrive' && ONEDRIVE_UPLOAD_ROUTES.includes(id) ? MAX_ONEDRIVE_UPLOAD_BUNDLE_KB : MAX_BUNDLE_KB;
}

export interface DeployedFunction {
  /** The function's id in the stack. */
  id: string;
  /** Handler entry file relative to the repository root. */
  handler: string;
  /** What kind of function: a route's, or a worker's (mail sender, job, trigger, event handler). */
  kind: 'route' | 'worker';
  /** The route-table entry, for a route's function. */
  route?: RouteDefinition;
}

/**
 * The functions of a deployment with this document store: one per route, the mail sender, the jobs of
 * that store, the user-pool triggers, the activity archive's writer and, for S3, the malware scan
 * result handler (deployed when scanning is on).
 */
export function deployedFunctions(storage: DocumentStorage): DeployedFunction[] {
  return [
    ...routes.map((route): DeployedFunction => ({ id: route.id, handler: route.handler, kind: 'route', route })),
    { id: 'SendMail', handler: SEND_MAIL_HANDLER, kind: 'worker' },
    ...jobsFor(storage).map((job): DeployedFunction => ({ id: job.name, handler: job.handler, kind: 'worker' })),
    ...triggers.map((trigger): DeployedFunction => ({ id: trigger.id, handler: trigger.handler, kind: 'worker' })),
    { id: 'ArchiveActivity', handler: ARCHIVE_RECORDS_HANDLER, kind: 'worker' },
    ...(storage === 's3' ? [{ id: 'malwareScanResult', handler: MALWARE_SCAN_RESULT_HANDLER, kind: 'worker' } as const] : []),
    { id: PACKAGE_WORKER.name, handler: PACKAGE_WORKER.handler, kind: 'worker' },
  ];
}

/** esbuild's options for a handler bundle, as `NodejsFunction` passes them (infra/handler-function.ts). */
export function handlerBuildOptions(storage: DocumentStorage): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUNDLING.target,
    mainFields: [...HANDLER_BUNDLING.mainFields],
    banner: { js: HANDLER_BUNDLING.banner },
    minify: HANDLER_BUNDLING.minify,
    // The packaging worker's layer modules stay out of every bundle (infra/packages.ts).
    external: [...HANDLER_BUNDLING.externalModules, ...PACKAGE_WORKER_EXTERNALS],
    define: handlerDefine(storage),
    // As the stack's (`sourceMap: true`): the map is a file of its own, the bundle ends with its URL.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
  };
}

export interface FunctionBundle {
  bytes: number;
  /** The AWS SDK packages it imports as it loads (static imports): a cold start pays for these. */
  sdkAtLoad: string[];
  /** The AWS SDK packages it may import later, on first use (`import()`). */
  sdkOnFirstUse: string[];
  /** The source files and packages it contains, relative to the repository root. */
  inputs: string[];
  /** Bytes each input adds to the bundle. */
  bytesByInput: Record<string, number>;
}

const sdkPackage = (specifier: string) => specifier.split('/').slice(0, 2).join('/');

/** Bundles `handler` for `storage`; written to `outfile` when given (to import it), else kept in memory. */
export async function bundleFunction(handler: string, storage: DocumentStorage, outfile?: string): Promise<FunctionBundle> {
  const result = await build({
    ...handlerBuildOptions(storage),
    entryPoints: [path.join(repoRoot, handler)],
    // In memory it is named as the stack names it (index.mjs), which its last line repeats.
    ...(outfile ? { outfile } : { outdir: path.join(repoRoot, 'cdk.out', 'function-bundles'), entryNames: 'index', outExtension: { '.js': '.mjs' }, write: false }),
  });
  const output = Object.entries((result.metafile as Metafile).outputs).find(([file]) => !file.endsWith('.map'))?.[1];
  const sdk = (imports: NonNullable<typeof output>['imports']) =>
    [...new Set(imports.filter((i) => i.external && i.path.startsWith('@aws-sdk/')).map((i) => sdkPackage(i.path)))].sort();
  const imports = output?.imports ?? [];
  return {
    bytes: output?.bytes ?? 0,
    sdkAtLoad: sdk(imports.filter((i) => i.kind !== 'dynamic-import')),
    sdkOnFirstUse: sdk(imports.filter((i) => i.kind === 'dynamic-import')),
    inputs: Object.keys((result.metafile as Metafile).inputs),
    bytesByInput: Object.fromEntries(Object.entries(output?.inputs ?? {}).map(([input, { bytesInOutput }]) => [input, bytesInOutput])),
  };
}
