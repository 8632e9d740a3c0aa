/**
 * The packaging worker: a function of its own, started by the build route with an asynchronous
 * Lambda invocation (InvocationType Event: the route answers 202 at once, Lambda queues the event
 * and retries a failed run twice). It reads the items and documents, assembles the PDFs with sharp
 * and pdf-lib, stores the ZIP and marks the build ready or failed. Its libraries are large (sharp's
 * libvips is native): they stay out of the route bundles, and sharp comes in a layer (infra/packages.ts).
 */
export const PACKAGE_WORKER = {
  /** The function's id in the stack, and its name for the local Invoke API and `npm run invoke`. */
  name: 'buildPackage',
  handler: 'functions/packages/build-package.ts',
  /** Enough for 40 photographed documents of 3–8 MB (bench/package.ts measures it). */
  memoryMb: 2048,
  timeoutSeconds: 600,
} as const;

/** Kept out of every bundle: the worker's native image library and the HEIC decoder, given to it by its layer. */
export const PACKAGE_WORKER_EXTERNALS = ['sharp', 'heic-decode'] as const;

/**
 * The environment the build route reads to start the worker: kept here rather than in
 * shared/core/env-names.ts, which every function's bundle carries.
 */
export const PACKAGE_ENV = {
  /** The worker's function name. */
  workerFunction: 'PACKAGE_WORKER_FUNCTION',
  /** Local only: the local stack's Lambda Invoke API (its gateway) and the access key id it answers. */
  lambdaEndpoint: 'LAMBDA_ENDPOINT',
  lambdaAccessKeyId: 'LAMBDA_ACCESS_KEY_ID',
} as const;

/** What the build route sends the worker. */
export interface PackageBuildEvent {
  caseId: string;
  packageId: string;
}
