/**
 * How a handler is bundled, in one place: the CDK stack (infra/handler-function.ts) bundles every
 * Lambda with these settings and `npm run bench:cold` measures bundles made with the same ones.
 */

/**
 * @middy/core v6 is ESM only, so handlers are bundled as ESM (.mjs). The banner gives bundled
 * CommonJS dependencies a working `require` for Node built-ins.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);";

import { ENV } from '../shared/core/env-names';
import type { RouteDefinition, RouteUse } from '../shared/core/route-definition';

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

/**
 * Written into every deployed bundle: the deployment's document store, and no SMTP URL (in AWS the
 * portal's e-mail goes through SES), so esbuild drops the SMTP transport and nodemailer
 * (functions/mail/transport.ts reads `process.env.MAIL_SMTP_URL` written out in full for this).
 * The local stack bundles without these definitions (local/handler-loader.ts) and reads both at run time.
 */
export function handlerDefine(storage: DocumentStorage): Record<string, string> {
  return {
    ...storeDefine(storage),
    [`process.env.${ENV.mailSmtpUrl}`]: 'undefined',
    // Lingui's runtime (functions/core/i18n.ts) then leaves out its message compiler: the catalogues are compiled already.
    'process.env.NODE_ENV': '"production"',
  };
}

/** Every function reads and writes the table (util-dynamodb: lib-dynamodb's own marshalling, which a function may use on raw items). */
const TABLE_PACKAGES = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'];
/** The SDK packages each declared use of a route needs (shared/routes.ts `RouteUse`), by document store. */
const USE_PACKAGES: Record<RouteUse, Record<DocumentStorage, readonly string[]>> = {
  // S3: the client and the presigner; OneDrive: Graph is called with fetch, its credentials are a secret.
  documents: { s3: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'], onedrive: ['@aws-sdk/client-secrets-manager'] },
  cursors: { s3: ['@aws-sdk/client-secrets-manager'], onedrive: ['@aws-sdk/client-secrets-manager'] },
  mail: { s3: ['@aws-sdk/client-sqs'], onedrive: ['@aws-sdk/client-sqs'] },
  // Stripe is called with fetch; its keys are a secret.
  payments: { s3: ['@aws-sdk/client-secrets-manager'], onedrive: ['@aws-sdk/client-secrets-manager'] },
  // The activity log is in the table: nothing beyond the table's packages.
  activity: { s3: [], onedrive: [] },
  signing: { s3: ['@aws-sdk/client-secrets-manager'], onedrive: ['@aws-sdk/client-secrets-manager'] },
  // An asynchronous invocation of the packaging worker.
  packages: { s3: ['@aws-sdk/client-lambda'], onedrive: ['@aws-sdk/client-lambda'] },
};
const IDENTITY_PACKAGES = ['@aws-sdk/client-cognito-identity-provider'];

/**
 * The AWS SDK packages a route's entry declares it needs: the table's, those of its `uses` and, when
 * its handler calls the identity provider itself (`identity`), Cognito's. The staff two-factor check
 * is not counted: it asks the provider only for a firm that requires two-factor sign-in, and loads
 * the package then (functions/core/identity.ts). A route's bundle may load no other SDK package when
 * it is imported (test/infra/function-bundles.test.ts); `npm run bench:cold` compares its import
 * time with a bundle that only builds these clients.
 */
export function declaredSdkPackages(route: Pick<RouteDefinition, 'uses' | 'identity'>, storage: DocumentStorage): string[] {
  const packages = new Set<string>(TABLE_PACKAGES);
  for (const use of route.uses ?? []) for (const name of USE_PACKAGES[use][storage]) packages.add(name);
  if ((route.identity ?? []).length > 0) for (const name of IDENTITY_PACKAGES) packages.add(name);
  return [...packages].sort();
}

export const HANDLER_BUNDLING = {
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  // The Lambda runtime ships the AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
} as const;
