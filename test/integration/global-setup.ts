/**
 * Starts the integration run's two local stacks side by side, each as a separate process
 * (`tsx local/start.ts`) in its own process group, in a fresh temporary data directory: the
 * default one (documents in the embedded S3-compatible server) and one with `STORAGE=onedrive`
 * (documents in the fake Microsoft Graph). The tests find them through PORTAL_STACK_FILE and
 * PORTAL_ONEDRIVE_STACK_FILE (support/stack.ts: `stack()`, `onedriveStack()`).
 */
import { dataPaths, readStackFile } from '../../local';
import globalTeardown from './global-teardown';
import { type SpawnedStack, spawnStack, waitUntilReady } from './support/spawned-stack';
import { CONFIRMATION_CODE, EMAIL_CODE_SESSION_SECONDS } from './support/tokens';

const READY_TIMEOUT_MS = 90_000;
/**
 * Port 0 everywhere: every server binds a port the OS picks and the stack says which (stack.json),
 * leaving the default ports to the developer's npm start; two stacks can never get the same port.
 */
const PORT_VARIABLES = ['PORT', 'DYNAMODB_PORT', 'COGNITO_PORT', 'S3_PORT', 'SMTP_PORT', 'MAIL_INBOX_PORT', 'SQS_PORT', 'GRAPH_PORT'] as const;
const ANY_PORTS = Object.fromEntries(PORT_VARIABLES.map((name) => [name, '0']));

type IntegrationStorage = 's3' | 'onedrive';

/** One of the run's stacks; `name` is its storage (`s3` or `onedrive`). */
export type IntegrationStackHandle = SpawnedStack;

declare global {
  /** Every stack the setup spawned (the teardown stops them all). */
  var __PORTAL_INTEGRATION_STACKS__: IntegrationStackHandle[] | undefined;
}

/** Spawns one stack with this storage, waits until it is ready and answers its stack.json. */
async function startIntegrationStack(storage: IntegrationStorage): Promise<string> {
  const handle = spawnStack(`integration-${storage}`, {
    ...ANY_PORTS,
    STORAGE: storage,
    LOCAL_SERVE_WEB: 'false',
    // Every sign-up / password-reset code is this one, so tests can confirm without reading e-mail.
    CODE: CONFIRMATION_CODE,
    // A client's upload batches within 4 s make one e-mail (5 minutes when deployed): long enough for
    // a test's parallel completions to share a window, short enough that upload e-mails arrive soon.
    UPLOAD_DIGEST_WINDOW_SECONDS: '4',
    // A sign-in by e-mailed code is answered within 10 s (3 minutes when deployed): time enough to read
    // the code from the inbox, short enough that a test of an expired code does not wait minutes.
    COGNITO_LOCAL_AUTH_SESSION_SECONDS: String(EMAIL_CODE_SESSION_SECONDS),
    // What the firm asks of or gives a client within 4 s makes one e-mail to them (10 minutes when deployed).
    CLIENT_NOTICE_WINDOW_SECONDS: '4',
  });
  globalThis.__PORTAL_INTEGRATION_STACKS__ = [...(globalThis.__PORTAL_INTEGRATION_STACKS__ ?? []), handle];
  await waitUntilReady(handle, READY_TIMEOUT_MS);
  const stackFile = dataPaths(handle.dataDir).stackFile;
  const info = readStackFile(stackFile);
  if ((storage === 'onedrive') !== (info.onedrive !== undefined)) throw new Error(`${stackFile} does not describe a stack with ${storage} storage`);
  return stackFile;
}

export default async function globalSetup(): Promise<void> {
  // Local code runs on Node 20 on purpose; the AWS SDK's reminder would repeat in every test file.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = await Promise.allSettled([startIntegrationStack('s3'), startIntegrationStack('onedrive')]);
  const failures = started.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) {
    // Jest runs no teardown after a failed setup: stop whichever stack did start.
    await globalTeardown();
    throw new Error(failures.map((failure) => (failure.reason instanceof Error ? failure.reason.message : String(failure.reason))).join('\n\n'));
  }
  const [s3StackFile, onedriveStackFile] = started.map((result) => (result as PromiseFulfilledResult<string>).value);
  process.env.PORTAL_STACK_FILE = s3StackFile;
  process.env.PORTAL_ONEDRIVE_STACK_FILE = onedriveStackFile;
}
