/**
 * How a handler is bundled, in one place: the CDK stack (infra/handler-function.ts) bundles every
 * Lambda with these settings and `npm run bench:cold` measures bundles made with the same ones.
 */

/**
 * @middy/core v6 is ESM only, so handlers are bundled as ESM (.mjs). The banner gives bundled
 * CommonJS dependencies a working `require` for Node built-ins.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);";

/** Where a deployment keeps documents (`-c storage=…`). */
export type DocumentStorage = 's3' | 'onedrive';

/**
 * Writes the deployment's document store into every bundle (functions/documents/store/index.ts reads
 * `process.env.DOCUMENT_STORE`), so esbuild drops the adapter of the other store: a route bundle
 * carries S3's or Microsoft Graph's code, never both.
 */
export function storeDefine(storage: DocumentStorage): Record<string, string> {
  return { 'process.env.DOCUMENT_STORE': JSON.stringify(storage) };
}

export const HANDLER_BUNDLING = {
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  // The Lambda runtime ships the AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
} as const;
