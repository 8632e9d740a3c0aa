/**
 * Loads a handler entry file (relative to the repository root, exporting `handler`) the way Lambda
 * does: each function gets its OWN module instance — its own copy of `functions/core`, its own
 * module-scope clients and caches — because the entry is bundled per function with esbuild (as the
 * CDK stack's NodejsFunction bundles it, AWS SDK left external) and that bundle is loaded. Two routes
 * therefore share nothing in memory, exactly as two Lambda functions don't, and a test of a per-function
 * cache fails locally exactly when it would fail in AWS. Each instance is kept, like a warm runtime; one
 * that fails to load is not, so fixing or adding the file works without a restart.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { build } from 'esbuild';
import { PACKAGE_WORKER_EXTERNALS } from '../shared/packages/worker';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

const instances = new Map<string, Promise<LambdaHandler>>();
let bundleDir: string | undefined;

/** Inside node_modules, so a bundle resolves the external SDK packages from the project's own. */
function bundlesDirectory(): string {
  if (!bundleDir) {
    const cache = path.join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'portal-functions-'));
    bundleDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return bundleDir;
}

/** Bundles `entry` for the function `functionName` and loads that bundle. */
async function loadInstance(entry: string, functionName: string): Promise<LambdaHandler> {
  const outfile = path.join(bundlesDirectory(), `${functionName.replace(/[^\w-]/g, '_')}-${Date.now()}.cjs`);
  await build({
    entryPoints: [path.join(process.cwd(), entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // As in Lambda: the runtime provides the SDK. Everything else is this function's own copy.
    // The packaging worker's native image library and HEIC decoder come from its layer in AWS.
    external: ['@aws-sdk/*', '@smithy/*', ...PACKAGE_WORKER_EXTERNALS],
    logLevel: 'silent',
  });
  const module = (await import(outfile)) as { handler?: unknown; default?: { handler?: unknown } };
  const handler = module.handler ?? module.default?.handler;
  if (typeof handler !== 'function') throw new Error(`${entry} does not export a function named handler`);
  return handler as LambdaHandler;
}

/** The handler of `functionName` (a route id or trigger name), loaded from `entry` in its own instance. */
export function loadHandler(entry: string, functionName: string = entry): Promise<LambdaHandler> {
  const key = `${functionName}\u0000${entry}`;
  let loading = instances.get(key);
  if (!loading) {
    loading = loadInstance(entry, functionName);
    instances.set(key, loading);
    loading.catch(() => instances.delete(key));
  }
  return loading;
}

/** Calls a handler and waits for its result, or rejects with `HandlerTimeoutError` after `timeoutMs`. */
export class HandlerTimeoutError extends Error {
  constructor(functionName: string, timeoutMs: number) {
    super(`${functionName} timed out after ${timeoutMs / 1000} s`);
    this.name = 'HandlerTimeoutError';
  }
}

export async function invokeHandler(handler: LambdaHandler, event: unknown, context: Context, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError(context.functionName, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
