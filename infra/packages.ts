/**
 * The IRCC packaging worker (shared/packages/worker.ts): a function of its own, invoked
 * asynchronously by the build route, with the memory and time a 40-document package takes
 * (bench/package.ts measures it: docs/performance.md).
 *
 * Its image library, sharp, is native (libvips): it cannot be bundled, and CDK's local esbuild
 * bundling fetches nothing for another platform (an install for linux/arm64 at synth time would break
 * the offline synth). So the worker runs on x86-64 — the platform of the machines that synthesise —
 * and its layer is the very sharp (with its prebuilt libvips) and HEIC decoder (libheif in
 * WebAssembly) that `npm ci` installed here, copied at synth time: no download, the same versions the
 * tests ran. Everything else (pdf-lib, fflate, the portal's code) is bundled as usual; the worker's
 * bundle has its own size limit (infra/function-bundles.ts).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { PACKAGE_ENV, PACKAGE_WORKER, PACKAGE_WORKER_EXTERNALS } from '../shared/packages/worker';
import { bindDocuments, bindOneDriveSecret, bindTable } from './bind';
import type { Documents } from './documents';
import { createHandlerFunction } from './handler-function';
import { repoRoot } from './paths';

/** The packages the layer holds: the worker's externals and what they need at run time (x86-64 Linux builds). */
export const PACKAGE_LAYER_MODULES = [
  ...PACKAGE_WORKER_EXTERNALS,
  '@img/colour',
  '@img/sharp-linux-x64',
  '@img/sharp-libvips-linux-x64',
  'detect-libc',
  'semver',
  'libheif-js',
] as const;

/** The layer's directory (`nodejs/node_modules/…`, where Lambda's Node.js runtime resolves a layer's modules), copied from this install. */
export function packageLayerDirectory(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'package-layer-'));
  for (const name of PACKAGE_LAYER_MODULES) {
    const from = path.join(repoRoot, 'node_modules', name);
    if (!existsSync(from)) throw new Error(`${name} is not installed: run npm ci on x86-64 Linux before synthesising (the packaging worker's layer copies it)`);
    const to = path.join(root, 'nodejs', 'node_modules', name);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true, dereference: true });
  }
  return root;
}

export interface PackagesProps {
  readonly table: ITable;
  readonly documents: Documents;
}

export class Packages extends Construct {
  readonly worker: NodejsFunction;

  constructor(scope: Construct, id: string, props: PackagesProps) {
    super(scope, id);
    const layer = new LayerVersion(this, 'ImageLibraries', {
      description: 'sharp (libvips) and heic-decode (libheif) for the packaging worker, x86-64 Linux',
      code: Code.fromAsset(packageLayerDirectory()),
      compatibleArchitectures: [Architecture.X86_64],
      compatibleRuntimes: [Runtime.NODEJS_22_X],
    });
    this.worker = createHandlerFunction(this, PACKAGE_WORKER.name, {
      handler: PACKAGE_WORKER.handler,
      description: "Builds a case's IRCC package: one PDF per upload slot under its limit, the problems, the ZIP",
      timeout: Duration.seconds(PACKAGE_WORKER.timeoutSeconds),
      memorySize: PACKAGE_WORKER.memoryMb,
      architecture: Architecture.X86_64,
      layers: [layer],
      externalModules: PACKAGE_WORKER_EXTERNALS,
      documentStorage: props.documents.storage,
    });
    // Reads the items and documents; writes the build's progress and end.
    bindTable(this.worker, props.table, 'readWrite');
    if (props.documents.onedriveSecret) bindOneDriveSecret(this.worker, props.documents.onedriveSecret);
    if (props.documents.bucket) bindDocuments(this.worker, props.documents.bucket, 'readWrite');
  }

  /** Lets a route's function start the worker (PACKAGE_WORKER_FUNCTION and lambda:InvokeFunction on it only). */
  allowStarting(fn: LambdaFunction): void {
    fn.addEnvironment(PACKAGE_ENV.workerFunction, this.worker.functionName);
    // The function itself, no version or alias (grantInvoke would add `…:*`).
    fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.worker.functionArn] }));
  }
}
