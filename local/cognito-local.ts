/**
 * cognito-local, run as a child process from `<dataDir>/cognito` so its config and data live in
 * `<dataDir>/cognito/.cognito/`. It runs through cognito-local-server.ts (cognito-local's own pieces
 * with the local stack's message sender and pool rules), so the pool's e-mails reach the local inbox.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COGNITO_MAIL_ENV } from './cognito-mail-env';
import { type ManagedProcess, spawnManaged, waitUntil } from './processes';
import { type LocalTrigger, triggerFunctionsConfig } from './triggers';

export interface CognitoLocal {
  endpoint: string;
  process: ManagedProcess;
}

/**
 * The config file cognito-local reads at start. Its issuer defaults to port 9229 whatever PORT says,
 * so the issuer is set here (and again by cognito-local-server.ts when it binds another port);
 * triggers are invoked through the local gateway's Lambda API.
 */
export function cognitoLocalConfig(options: { port: number; lambdaEndpoint: string; triggers: readonly LocalTrigger[]; invokeAccessKeyId: string }) {
  return {
    TokenConfig: { IssuerDomain: `http://localhost:${options.port}` },
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      // The gateway's Invoke API answers only requests signed with this key id (new for each stack).
      credentials: { accessKeyId: options.invokeAccessKeyId, secretAccessKey: 'local' },
    },
    TriggerFunctions: triggerFunctionsConfig(options.triggers),
  };
}

/**
 * Hides cognito-local's WARN entries (a client error such as a wrong password or an unknown user,
 * logged with its stack over a dozen lines) unless DEBUG is set; everything else — the startup line,
 * the boxed confirmation codes, real errors — is shown.
 */
export function cognitoLogFilter(): (line: string) => boolean {
  let inWarning = false;
  return (line) => {
    if (process.env.DEBUG) return true;
    if (/^\S/.test(line)) inWarning = /\bWARN\b/.test(line);
    return !inWarning;
  };
}

export interface CognitoLocalOptions {
  /** Its preferred port: taken when free, else one the OS picks (0: that at once). */
  port: number;
  cwd: string;
  configFile: string;
  lambdaEndpoint: string;
  triggers: readonly LocalTrigger[];
  invokeAccessKeyId: string;
  /** Where the pool's e-mails go (the mail catcher's SMTP server) and who sends them. */
  mail: { smtpUrl: string; from: string };
  timeoutMs: number;
}

/** cognito-local-server.ts's line once it listens, with the port it really bound. */
const LISTENING_LINE = /Cognito Local running on https?:\/\/[^\s/]+:(\d+)/;

/**
 * Starts cognito-local (cognito-local-server.ts), which binds its preferred port or any and then
 * prints the port it got (its issuer names that port): the endpoint comes from that line, never from
 * a probe, so a stack never talks to another stack's cognito-local.
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  mkdirSync(path.dirname(options.configFile), { recursive: true });
  writeFileSync(options.configFile, `${JSON.stringify(cognitoLocalConfig(options), null, 2)}\n`);
  // TypeScript, run by node with tsx's loader named by its absolute path (the child's cwd is the data dir).
  const loader = pathToFileURL(path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const entry = path.join(process.cwd(), 'local', 'cognito-local-server.ts');
  // Its console output carries the sign-up and password-reset codes: show it.
  const managed = spawnManaged('cognito', process.execPath, ['--import', loader, entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      [COGNITO_MAIL_ENV.smtpUrl]: options.mail.smtpUrl,
      [COGNITO_MAIL_ENV.from]: options.mail.from,
      // cognito-local uses the AWS SDK v2 (for its Lambda client), which prints an end-of-support notice.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    echo: true,
    echoFilter: cognitoLogFilter(),
  });
  let endpoint: string;
  try {
    const [, boundPort] = await managed.waitForLine(LISTENING_LINE, `cognito-local (port ${options.port} or any)`, options.timeoutMs);
    endpoint = `http://localhost:${boundPort}`;
    await waitUntil(`cognito-local at ${endpoint}`, async () => (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: options.timeoutMs,
      process: managed,
      intervalMs: 100,
    });
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return { endpoint, process: managed };
}
