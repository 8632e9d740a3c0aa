/**
 * Loads a handler entry file (relative to the repository root, exporting `handler`) once and keeps it,
 * like a warm Lambda runtime. A module that fails to load is not cached, so fixing or adding the file
 * works without a restart.
 */
import path from 'node:path';
import type { Context } from 'aws-lambda';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

const modules = new Map<string, Promise<LambdaHandler>>();

async function importHandler(entry: string): Promise<LambdaHandler> {
  // An absolute path works for both ESM (tsx) and CommonJS (jest) dynamic imports on POSIX.
  const file = path.join(process.cwd(), entry);
  const module = (await import(file)) as { handler?: unknown; default?: { handler?: unknown } };
  const handler = module.handler ?? module.default?.handler;
  if (typeof handler !== 'function') throw new Error(`${entry} does not export a function named handler`);
  return handler as LambdaHandler;
}

export function loadHandler(entry: string): Promise<LambdaHandler> {
  let loading = modules.get(entry);
  if (!loading) {
    loading = importHandler(entry);
    modules.set(entry, loading);
    loading.catch(() => modules.delete(entry));
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
