/**
 * The whole local stack in one call: DynamoDB Local, cognito-local, the table, the user pool, the
 * demo data, the mail queue and catcher (local-mail.ts), and the gateway that serves web app,
 * `/config.json` and `/v1` on one origin.
 *
 *   const stack = await startLocalStack({ port: 3000, dataDir: '.local', serveWeb: true });
 *   ...
 *   await stack.stop();
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '../shared/routes';
import { securityHeaders } from '../infra/security-headers';
import { type RuntimeConfig, runtimeConfigSchema } from '../shared/core/runtime-config';
import { LOCAL_TABLE_NAME, ensureTable } from './bootstrap-table';
import { ensureUserPool } from './bootstrap-user-pool';
import { startCognitoLocal } from './cognito-local';
import { dataPaths } from './data-dir';
import { DEMO_ORG } from './demo-data';
import { LOCAL_CREDENTIALS, createLocalDynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { ensureLocalSecrets, localSecretEnvironment } from './local-secrets';
import { type LocalMail, startLocalMail } from './local-mail';
import { type Gateway, createGateway } from './gateway';
import { LOCAL_MAIL_FROM, applyHandlerEnvironment } from './handler-env';
import { assertJava } from './java';
import { createJwtAuthorizer } from './jwt-authorizer';
import { type ManagedProcess, describeExit } from './processes';
import { type StackInfo, removeStackFile, writeStackFile } from './stack-file';
import { reapOrphans, releaseLock, runningStackPid, writeLock } from './stack-lock';
import { type LocalJobs, startLocalJobs } from './local-jobs';
import { type LocalActivityLinker, startActivityLinker } from './activity-linker';
import { type LocalStorage, type StartedOneDrive, startLocalOneDrive, storageFromEnv } from './local-onedrive';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { type LocalS3, startLocalS3 } from './s3-local';
import { localTriggers } from './triggers';

export const DEFAULT_GATEWAY_PORT = 3000;
export const DEFAULT_DYNAMODB_PORT = 8000;
export const DEFAULT_COGNITO_PORT = 9229;
export const DEFAULT_S3_PORT = 4568;
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_MAIL_INBOX_PORT = 1080;
export const DEFAULT_SQS_PORT = 9324;
export const DEFAULT_GRAPH_PORT = 9530;
export const DEFAULT_STRIPE_PORT = 12111;
export const LOCAL_REGION = 'us-east-1';
export const READY_TIMEOUT_MS = 60_000;

export interface LocalStackOptions {
  /** The gateway's port (web app, `/config.json`, `/v1`); 0: any free port (see `url`). */
  port: number;
  /** Absolute data directory (see data-dir.ts). */
  dataDir: string;
  /** Serve the built web app from `web/dist` (false: the gateway answers API paths only). */
  serveWeb: boolean;
  /** Preferred ports, used when free; otherwise (or when 0) free ones are picked. */
  dynamoDbPort?: number;
  cognitoPort?: number;
  s3Port?: number;
  /** The mail catcher's SMTP server and web inbox, and the local SQS endpoint. */
  smtpPort?: number;
  mailInboxPort?: number;
  sqsPort?: number;
  /** Where documents live: the embedded S3-compatible server (default) or a fake Microsoft Graph. */
  storage?: LocalStorage;
  graphPort?: number;
  stripePort?: number;
  /** Route invocations the gateway runs at once (DEFAULT_ROUTE_SLOTS); callers wait their turn for more. */
  routeSlots?: number;
  /** Seed the demo org, users and cases (default true). */
  seed?: boolean;
  /** Everything must answer within this time (default 60 s). */
  readyTimeoutMs?: number;
  /** Progress lines (default: console.log). */
  log?: (line: string) => void;
  /** Aborting cancels a start under way (Ctrl-C while starting); what has started is stopped. */
  signal?: AbortSignal;
}

export interface LocalStack {
  url: string;
  info: StackInfo;
  /** Rejects-never promise resolved with an error when a child dies on its own after start. */
  failure: Promise<Error>;
  /** Stops the gateway and every child (waiting for their exit); safe to call twice. */
  stop(): Promise<void>;
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  // 0: any free port.
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : undefined;
}

function parseSlots(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const slots = Number(value);
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`LOCAL_ROUTE_SLOTS must be a whole number of at least 1, not "${value}"`);
  return slots;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * CloudFront's security headers (infra/security-headers.ts) for the local origins, named where CDK
 * names the AWS ones: cognito-local for Cognito, and the store the browser uploads to — the S3
 * stand-in for the documents bucket, or the fake Graph for OneDrive. No HSTS on plain HTTP.
 */
export function localSecurityHeaders(origins: { cognitoEndpoint: string; s3Endpoint: string; graphOrigin?: string }): Record<string, string> {
  return securityHeaders(
    { identityProvider: origins.cognitoEndpoint, documentStore: [origins.graphOrigin ?? origins.s3Endpoint] },
    { https: false },
  );
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const startedAt = Date.now();
  assertJava();

  const paths = dataPaths(options.dataDir);
  mkdirSync(paths.dataDir, { recursive: true });
  const owner = runningStackPid(paths.pidFile);
  if (owner !== undefined) {
    throw new Error(`A local stack is already running from ${paths.dataDir} (pid ${owner}): stop it first, or set LOCAL_DATA_DIR to another directory`);
  }
  const reaped = await reapOrphans(paths.pidFile);
  if (reaped.length > 0) log(`Stopped processes left over by a previous run: ${reaped.join(', ')}`);
  removeStackFile(paths.stackFile);

  const children: ManagedProcess[] = [];
  const lock = () => writeLock(paths.pidFile, { pid: process.pid, children: children.map((child) => ({ name: child.name, pid: child.pid })) });
  lock();

  let gateway: Gateway | undefined;
  let localS3: LocalS3 | undefined;
  let localOneDrive: StartedOneDrive | undefined;
  let fakeStripe: FakeStripe | undefined;
  let localMail: LocalMail | undefined;
  let localJobs: LocalJobs | undefined;
  let activityLinker: LocalActivityLinker | undefined;
  let starting: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let stopped: Promise<void> | undefined;
  // The workers first (jobs, the linker, the mail queue): a batch under way still reaches DynamoDB
  // Local and the catcher, which stop after it rather than under it.
  const stopServers = async () => {
    localJobs?.stop();
    await activityLinker?.stop();
    await localMail?.stop().catch(() => undefined);
    await Promise.allSettled([gateway?.close(), localS3?.stop(), localOneDrive?.graph.stop(), fakeStripe?.stop(), ...children.map((child) => child.stop())]);
  };
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      await stopServers();
      // After a timeout the start may still be under way: let it settle, then stop what it started.
      await withTimeout(starting, 15_000, 'start did not settle').catch(() => undefined);
      await stopServers();
      removeStackFile(paths.stackFile);
      releaseLock(paths.pidFile);
    })();
    return stopped;
  };

  const start = async (): Promise<LocalStack> => {
    // The gateway binds its port first (PORT, or 0: any), so the portal's address is known and no
    // other process can take it meanwhile. cognito-local may call triggers through it while we
    // bootstrap; until setReady, everything else answers 503.
    const invokeAccessKeyId = `LOCALSTACK${randomBytes(12).toString('hex').toUpperCase()}`;
    gateway = createGateway({
      routes,
      triggers: localTriggers,
      invokeAccessKeyId,
      routeSlots: options.routeSlots,
      webRoot: options.serveWeb ? path.join(process.cwd(), 'web', 'dist') : undefined,
      log: (line) => log(`[gateway] ${line}`),
    });
    const port = await gateway.listen(options.port);
    const url = `http://localhost:${port}`;

    // Every other server gets its preferred port when free, else any, and says which it bound:
    // choosing and binding are one step, so two stacks starting at once never share one.
    // The browser uploads and downloads straight from it, as from S3: the portal's origin is allowed.
    localS3 = await startLocalS3({ port: options.s3Port ?? DEFAULT_S3_PORT, directory: paths.documents, origins: [url, `http://127.0.0.1:${port}`] });
    if (options.storage === 'onedrive') {
      localOneDrive = await startLocalOneDrive({ port: options.graphPort ?? DEFAULT_GRAPH_PORT, directory: paths.graph });
      log(`Documents live in the fake Microsoft Graph at ${localOneDrive.graph.graphBaseUrl} (STORAGE=onedrive)`);
    }
    // Stripe's part for card payments: Checkout Sessions, the hosted page, signed webhooks to this gateway.
    const localSecrets = ensureLocalSecrets(paths.secrets);
    fakeStripe = await startFakeStripe({
      port: options.stripePort ?? DEFAULT_STRIPE_PORT,
      ...localSecrets.stripe,
      webhookUrl: `http://127.0.0.1:${port}/v1/payments/stripe/webhook`,
      log,
    });
    // The queue runs the sending function (functions/send-mail.ts), which sends to the catcher.
    localMail = await startLocalMail({
      smtpPort: options.smtpPort ?? DEFAULT_SMTP_PORT,
      inboxPort: options.mailInboxPort ?? DEFAULT_MAIL_INBOX_PORT,
      sqsPort: options.sqsPort ?? DEFAULT_SQS_PORT,
      directory: paths.mail,
      region: LOCAL_REGION,
      log,
    });
    // The pool's e-mails (codes, invitations) go to the local inbox too, from the firm (its SES sender in AWS).
    const cognitoMail = { smtpUrl: localMail.catcher.smtpUrl, from: `"${DEMO_ORG.name}" <${LOCAL_MAIL_FROM}>` };

    // The child processes bind their own ports the same way (the preferred one or any) and print
    // which: DynamoDB Local through its launcher, cognito-local through cognito-local-server.ts.
    const remainingMs = () => Math.max(1000, readyTimeoutMs - (Date.now() - startedAt));
    const [dynamoDb, cognito] = await Promise.all([
      startDynamoDbLocal({
        port: options.dynamoDbPort ?? DEFAULT_DYNAMODB_PORT,
        dbPath: paths.dynamoDb,
        region: LOCAL_REGION,
        timeoutMs: remainingMs(),
      }).then((started) => {
        children.push(started.process);
        lock();
        return started;
      }),
      startCognitoLocal({
        port: options.cognitoPort ?? DEFAULT_COGNITO_PORT,
        cwd: paths.cognitoCwd,
        configFile: paths.cognitoConfig,
        lambdaEndpoint: `http://127.0.0.1:${port}`,
        triggers: localTriggers,
        invokeAccessKeyId,
        mail: cognitoMail,
        timeoutMs: remainingMs(),
      }).then((started) => {
        children.push(started.process);
        lock();
        return started;
      }),
    ]);

    const dynamoDbEndpoint = `http://localhost:${new URL(dynamoDb.endpoint).port}`;
    const cognitoEndpoint = cognito.endpoint;
    const environment = {
      tableName: LOCAL_TABLE_NAME,
      dynamoDbEndpoint,
      cognitoEndpoint,
      region: LOCAL_REGION,
      defaultOrgId: DEMO_ORG.orgId,
      ...localSecretEnvironment(paths.secrets),
      stripeApiBase: fakeStripe.apiBase,
      s3Endpoint: localS3.endpoint,
      documentsBucket: localS3.bucket,
      portalUrl: url,
      firmName: DEMO_ORG.name,
      sqsEndpoint: localMail.queue.endpoint,
      mailQueueUrl: localMail.queue.queueUrl,
      mailSmtpUrl: localMail.catcher.smtpUrl,
      onedrive: localOneDrive?.onedrive,
      // The packaging worker is started through the gateway's Invoke API, signed with the key it answers.
      lambdaEndpoint: `http://127.0.0.1:${port}`,
      lambdaAccessKeyId: invokeAccessKeyId,
    };
    applyHandlerEnvironment(environment);

    const dynamoDbClient = createLocalDynamoDbClient(dynamoDb.endpoint, LOCAL_REGION);
    const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    try {
      const table = await ensureTable(dynamoDbClient, LOCAL_TABLE_NAME);
      if (table.created) log(`Created table ${LOCAL_TABLE_NAME}`);
      if (table.addedIndexes.length > 0) {
        log(`Added ${table.addedIndexes.join(', ')} to ${LOCAL_TABLE_NAME}`);
        // Documents recorded before GSI3 (sharing with the client) get their fields and index keys, once.
        // Imported late: the repositories read the handler environment set above.
        const { backfillDocumentSharing } = await import('../migrations/document-sharing-backfill');
        const backfilled = await backfillDocumentSharing();
        if (backfilled.documentsUpdated > 0) log(`Backfilled ${backfilled.documentsUpdated} documents for sharing with clients`);
      }
      // Cases closed before the retention job get their closing date (their dateUpdated), once.
      const { backfillClosedCases } = await import('../migrations/closed-cases-backfill');
      const closedBackfill = await backfillClosedCases();
      if (closedBackfill.casesUpdated > 0) log(`Backfilled the closing date of ${closedBackfill.casesUpdated} closed cases`);
      // E-mails about cases kept before the firm's e-mail log get its index keys (a scan: a local table is small).
      const { backfillCaseEmailLog } = await import('../migrations/case-email-log-backfill');
      const logged = await backfillCaseEmailLog();
      if (logged.emailsUpdated > 0) log(`Backfilled ${logged.emailsUpdated} case e-mails into the firm's e-mail log`);
      const { userPoolId, userPoolClientId, userPoolEmailCodeClientId } = await ensureUserPool(cognitoClient, paths.state);
      applyHandlerEnvironment({ ...environment, userPoolId, staffAppClientId: userPoolClientId });
      // Records written by requests are linked into their chains from the table's stream, as in AWS.
      activityLinker = startActivityLinker({ dynamoDbEndpoint: dynamoDb.endpoint, region: LOCAL_REGION, streamArn: table.streamArn, log });

      const runtimeConfig: RuntimeConfig = runtimeConfigSchema.parse({
        region: LOCAL_REGION,
        userPoolId,
        userPoolClientId,
        userPoolEmailCodeClientId,
        cognitoEndpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
        apiBase: '/v1',
      });
      gateway.setReady({
        // Both app clients' tokens, as the JWT authorizer in AWS (infra/api.ts).
        authorizer: createJwtAuthorizer({ issuer: `${cognitoEndpoint}/${userPoolId}`, audience: [userPoolClientId, userPoolEmailCodeClientId] }),
        runtimeConfig,
        securityHeaders: localSecurityHeaders({ cognitoEndpoint, s3Endpoint: localS3.endpoint, graphOrigin: localOneDrive?.graph.loginUrl }),
      });

      if (options.seed ?? true) {
        // Imported late: the repositories read the handler environment set above.
        const { seedDemoData } = await import('./seed');
        const summary = await seedDemoData({ cognito: cognitoClient, userPoolId });
        if (summary.usersCreated.length > 0 || summary.casesCreated > 0) {
          log(`Seeded demo data: users ${summary.usersCreated.join(', ') || 'none new'}; ${summary.casesCreated} cases`);
        }
      }

      // Everything answers through the gateway before we say so.
      const check = await fetch(`${url}/config.json`);
      if (!check.ok) throw new Error(`${url}/config.json answered ${check.status}`);

      const info: StackInfo = {
        url,
        port,
        dynamoDbEndpoint,
        cognitoEndpoint,
        s3Endpoint: localS3.endpoint,
        documentsBucket: localS3.bucket,
        mailInboxUrl: localMail.catcher.inboxUrl,
        mailApiUrl: localMail.catcher.apiUrl,
        mailSmtpUrl: localMail.catcher.smtpUrl,
        sqsEndpoint: localMail.queue.endpoint,
        mailQueueUrl: localMail.queue.queueUrl,
        ...(localOneDrive ? { onedrive: localOneDrive.onedrive } : {}),
        stripeApiBase: fakeStripe.apiBase,
        userPoolId,
        userPoolClientId,
        userPoolEmailCodeClientId,
        tableName: LOCAL_TABLE_NAME,
        region: LOCAL_REGION,
        defaultOrgId: DEMO_ORG.orgId,
        dataDir: paths.dataDir,
        pid: process.pid,
      };
      writeStackFile(paths.stackFile, info);
      // The scheduled jobs of this store (shared/jobs.ts), on timers as EventBridge runs them.
      localJobs = startLocalJobs({ storage: options.storage ?? 's3', log });

      const failure = new Promise<Error>((resolve) => {
        for (const child of children) {
          void child.exited.then((exit) => {
            if (!stopping) resolve(new Error(`${child.name} ${describeExit(exit)} unexpectedly.\n${child.recentOutput()}`));
          });
        }
      });
      return { url, info, failure, stop };
    } finally {
      dynamoDbClient.destroy();
      cognitoClient.destroy();
    }
  };

  try {
    if (options.signal?.aborted) throw new Error('Start cancelled');
    const started = start();
    starting = started.catch(() => undefined);
    const cancelled = new Promise<never>((_, reject) => {
      options.signal?.addEventListener('abort', () => reject(new Error('Start cancelled')), { once: true });
    });
    return await Promise.race([
      withTimeout(started, readyTimeoutMs, `The local stack did not answer within ${Math.round(readyTimeoutMs / 1000)} s`),
      cancelled,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Stack options from the environment: PORT, DYNAMODB_PORT, COGNITO_PORT, S3_PORT, SMTP_PORT,
 * MAIL_INBOX_PORT, SQS_PORT, GRAPH_PORT, STRIPE_PORT (each used when free) and STORAGE (s3 or onedrive).
 */
export function stackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: parsePort(env.PORT) ?? DEFAULT_GATEWAY_PORT,
    dynamoDbPort: parsePort(env.DYNAMODB_PORT),
    cognitoPort: parsePort(env.COGNITO_PORT),
    s3Port: parsePort(env.S3_PORT),
    smtpPort: parsePort(env.SMTP_PORT),
    mailInboxPort: parsePort(env.MAIL_INBOX_PORT),
    sqsPort: parsePort(env.SQS_PORT),
    graphPort: parsePort(env.GRAPH_PORT),
    stripePort: parsePort(env.STRIPE_PORT),
    storage: storageFromEnv(env.STORAGE),
    routeSlots: parseSlots(env.LOCAL_ROUTE_SLOTS),
  };
}
