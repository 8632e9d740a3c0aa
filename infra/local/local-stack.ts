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
import { routes } from '../../shared/routes';
import { type RuntimeConfig, runtimeConfigSchema } from '../../shared/runtime-config';
import { LOCAL_TABLE_NAME, ensureTable } from './bootstrap-table';
import { ensureUserPool } from './bootstrap-user-pool';
import { startCognitoLocal } from './cognito-local';
import { dataPaths } from './data-dir';
import { DEMO_ORG } from './demo-data';
import { LOCAL_CREDENTIALS, createLocalDynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { ensureLocalSecrets } from './local-secrets';
import { type LocalMail, startLocalMail } from './local-mail';
import { findFreePort, isPortFree } from './free-port';
import { type Gateway, createGateway } from './gateway';
import { LOCAL_MAIL_FROM, applyHandlerEnvironment } from './handler-env';
import { assertJava } from './java';
import { createJwtAuthorizer } from './jwt-authorizer';
import { type ManagedProcess, describeExit } from './processes';
import { type StackInfo, removeStackFile, writeStackFile } from './stack-file';
import { reapOrphans, releaseLock, runningStackPid, writeLock } from './stack-lock';
import { type LocalStorage, type StartedOneDrive, startLocalOneDrive, storageFromEnv } from './local-onedrive';
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
export const LOCAL_REGION = 'us-east-1';
export const READY_TIMEOUT_MS = 60_000;

export interface LocalStackOptions {
  /** The gateway's port (web app, `/config.json`, `/v1`). */
  port: number;
  /** Absolute data directory (see data-dir.ts). */
  dataDir: string;
  /** Serve the built web app from `web/dist` (false: the gateway answers API paths only). */
  serveWeb: boolean;
  /** Preferred ports, used when free; otherwise free ones are picked. */
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
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
  let localMail: LocalMail | undefined;
  let starting: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      await Promise.allSettled([gateway?.close(), localS3?.stop(), localOneDrive?.graph.stop(), localMail?.stop(), ...children.map((child) => child.stop())]);
      // After a timeout the start may still be under way: let it settle, then stop what it started.
      await withTimeout(starting, 15_000, 'start did not settle').catch(() => undefined);
      await Promise.allSettled([gateway?.close(), localS3?.stop(), localOneDrive?.graph.stop(), localMail?.stop(), ...children.map((child) => child.stop())]);
      removeStackFile(paths.stackFile);
      releaseLock(paths.pidFile);
    })();
    return stopped;
  };

  const start = async (): Promise<LocalStack> => {
    if (!(await isPortFree(options.port))) {
      throw new Error(`Port ${options.port} is already in use: stop whatever uses it or choose another with PORT=<port>`);
    }
    // Each server gets its preferred port when free, else a free one; never one another server took.
    const taken = new Set([options.port]);
    const pickPort = async (preferred: number | undefined, fallback: number) => {
      const port = await findFreePort(preferred ?? fallback, taken);
      taken.add(port);
      return port;
    };
    const dynamoDbPort = await pickPort(options.dynamoDbPort, DEFAULT_DYNAMODB_PORT);
    const cognitoPort = await pickPort(options.cognitoPort, DEFAULT_COGNITO_PORT);
    const s3Port = await pickPort(options.s3Port, DEFAULT_S3_PORT);
    const smtpPort = await pickPort(options.smtpPort, DEFAULT_SMTP_PORT);
    const mailInboxPort = await pickPort(options.mailInboxPort, DEFAULT_MAIL_INBOX_PORT);
    const sqsPort = await pickPort(options.sqsPort, DEFAULT_SQS_PORT);

    const url = `http://localhost:${options.port}`;
    // The browser uploads and downloads straight from it, as from S3: the portal's origin is allowed.
    localS3 = await startLocalS3({ port: s3Port, directory: paths.documents, origins: [url, `http://127.0.0.1:${options.port}`] });
    if (options.storage === 'onedrive') {
      localOneDrive = await startLocalOneDrive({ port: await pickPort(options.graphPort, DEFAULT_GRAPH_PORT), directory: paths.graph });
      log(`Documents live in the fake Microsoft Graph at ${localOneDrive.graph.graphBaseUrl} (STORAGE=onedrive)`);
    }
    // The queue runs the sending function (functions/mail/send-mail.ts), which sends to the catcher.
    localMail = await startLocalMail({
      smtpPort,
      inboxPort: mailInboxPort,
      sqsPort,
      directory: paths.mail,
      region: LOCAL_REGION,
      log,
    });
    // The pool's e-mails (codes, invitations) go to the local inbox too, from the firm (its SES sender in AWS).
    const cognitoMail = { smtpUrl: localMail.catcher.smtpUrl, from: `"${DEMO_ORG.name}" <${LOCAL_MAIL_FROM}>` };
    const dynamoDbEndpoint = `http://localhost:${dynamoDbPort}`;
    const cognitoEndpoint = `http://localhost:${cognitoPort}`;
    const environment = {
      tableName: LOCAL_TABLE_NAME,
      dynamoDbEndpoint,
      cognitoEndpoint,
      region: LOCAL_REGION,
      defaultOrgId: DEMO_ORG.orgId,
      cursorSecret: ensureLocalSecrets(paths.secrets).cursorSecret,
      s3Endpoint: localS3.endpoint,
      documentsBucket: localS3.bucket,
      portalUrl: url,
      firmName: DEMO_ORG.name,
      sqsEndpoint: localMail.queue.endpoint,
      mailQueueUrl: localMail.queue.queueUrl,
      mailSmtpUrl: localMail.catcher.smtpUrl,
      onedrive: localOneDrive?.onedrive,
    };
    applyHandlerEnvironment(environment);

    // The gateway listens first: cognito-local may call triggers through it while we bootstrap.
    const invokeAccessKeyId = `LOCALSTACK${randomBytes(12).toString('hex').toUpperCase()}`;
    gateway = createGateway({
      routes,
      triggers: localTriggers,
      invokeAccessKeyId,
      webRoot: options.serveWeb ? path.join(process.cwd(), 'web', 'dist') : undefined,
      log: (line) => log(`[gateway] ${line}`),
    });
    await gateway.listen(options.port);

    const remainingMs = () => Math.max(1000, readyTimeoutMs - (Date.now() - startedAt));
    const [dynamoDb, cognito] = await Promise.all([
      startDynamoDbLocal({ port: dynamoDbPort, dbPath: paths.dynamoDb, region: LOCAL_REGION, timeoutMs: remainingMs() }).then((started) => {
        children.push(started.process);
        lock();
        return started;
      }),
      startCognitoLocal({
        port: cognitoPort,
        cwd: paths.cognitoCwd,
        configFile: paths.cognitoConfig,
        lambdaEndpoint: `http://127.0.0.1:${options.port}`,
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

    const dynamoDbClient = createLocalDynamoDbClient(dynamoDb.endpoint, LOCAL_REGION);
    const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    try {
      const tableCreated = await ensureTable(dynamoDbClient, LOCAL_TABLE_NAME);
      if (tableCreated) log(`Created table ${LOCAL_TABLE_NAME}`);
      const { userPoolId, userPoolClientId } = await ensureUserPool(cognitoClient, paths.state);
      applyHandlerEnvironment({ ...environment, userPoolId });

      const runtimeConfig: RuntimeConfig = runtimeConfigSchema.parse({
        region: LOCAL_REGION,
        userPoolId,
        userPoolClientId,
        cognitoEndpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
        apiBase: '/v1',
      });
      gateway.setReady({
        authorizer: createJwtAuthorizer({ issuer: `${cognitoEndpoint}/${userPoolId}`, audience: [userPoolClientId] }),
        runtimeConfig,
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
        port: options.port,
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
        userPoolId,
        userPoolClientId,
        tableName: LOCAL_TABLE_NAME,
        region: LOCAL_REGION,
        defaultOrgId: DEMO_ORG.orgId,
        dataDir: paths.dataDir,
        pid: process.pid,
      };
      writeStackFile(paths.stackFile, info);

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
 * MAIL_INBOX_PORT, SQS_PORT, GRAPH_PORT (each used when free) and STORAGE (s3 or onedrive).
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
    storage: storageFromEnv(env.STORAGE),
  };
}
