/**
 * The environment the handlers read (see functions/core/config.ts), pointing at the local stack.
 * Set before any handler or repository is imported.
 */
import { dataPaths } from './data-dir';
import { localSecretEnvironment } from './local-secrets';
import { LOCAL_S3_CREDENTIALS } from './s3-local';
import type { LocalOneDrive } from './local-onedrive';
import type { StackInfo } from './stack-file';
import { ENV } from '../shared/core/env-names';
import { PACKAGE_ENV, PACKAGE_WORKER } from '../shared/packages/worker';
import { THIS_COMPUTER } from '../shared/privacy/data-location';

export interface HandlerEnvironmentInput {
  tableName: string;
  userPoolId?: string;
  /** The password app client: a staff member's session must be its (functions/core/staff-sign-in.ts). */
  staffAppClientId?: string;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  region: string;
  defaultOrgId: string;
  /** Signs pagination cursors (in AWS: a Secrets Manager secret). */
  cursorSecret?: string;
  /** The document-signing certificate, JSON (in AWS: a Secrets Manager secret). */
  signingCredentials?: string;
  /** The embedded S3-compatible server and its documents bucket (in AWS: the S3 bucket). */
  s3Endpoint?: string;
  documentsBucket?: string;
  /** Documents in the fake Microsoft Graph instead (STORAGE=onedrive). */
  onedrive?: LocalOneDrive;
  /** The portal's origin, for links in e-mails. */
  portalUrl?: string;
  firmName?: string;
  /** The local queue (SQS-compatible) and the mail queue on it; the mail catcher's SMTP URL. */
  sqsEndpoint?: string;
  mailQueueUrl?: string;
  mailSmtpUrl?: string;
  /** The sender of the portal's e-mails (default LOCAL_MAIL_FROM when mail is on). */
  mailFrom?: string;
  /** The local Invoke API (the gateway) and the key it answers: the build route starts the packaging worker through it. */
  lambdaEndpoint?: string;
  lambdaAccessKeyId?: string;
  /** The Stripe stand-in's keys (in AWS: the firm's, a Secrets Manager secret) and its API base. */
  stripe?: { secretKey: string; webhookSecret: string };
  stripeApiBase?: string;
}

/** The portal's sender locally (in AWS: the verified SES address). */
export const LOCAL_MAIL_FROM = 'portal@localhost';

export function handlerEnvironment(input: HandlerEnvironmentInput): Record<string, string> {
  const env: Record<string, string> = {
    [ENV.tableName]: input.tableName,
    [ENV.dynamoDbEndpoint]: input.dynamoDbEndpoint,
    [ENV.cognitoEndpoint]: input.cognitoEndpoint,
    [ENV.region]: input.region,
    [ENV.defaultOrgId]: input.defaultOrgId,
    // The SDK clients need a region; the data itself stays on this computer, as the privacy notice says.
    [ENV.dataLocation]: THIS_COMPUTER,
  };
  if (input.userPoolId) env[ENV.userPoolId] = input.userPoolId;
  if (input.staffAppClientId) env[ENV.staffAppClientId] = input.staffAppClientId;
  if (input.portalUrl) env[ENV.portalUrl] = input.portalUrl;
  if (input.firmName) env[ENV.firmName] = input.firmName;
  if (input.cursorSecret) env[ENV.cursorSecret] = input.cursorSecret;
  if (input.signingCredentials) env[ENV.signingCredentials] = input.signingCredentials;
  if (input.s3Endpoint) {
    env[ENV.s3Endpoint] = input.s3Endpoint;
    env[ENV.s3AccessKeyId] = LOCAL_S3_CREDENTIALS.accessKeyId;
    env[ENV.s3SecretAccessKey] = LOCAL_S3_CREDENTIALS.secretAccessKey;
  }
  if (input.documentsBucket) env[ENV.documentsBucket] = input.documentsBucket;
  if (input.onedrive) {
    env[ENV.documentStore] = 'onedrive';
    env[ENV.onedriveSecret] = input.onedrive.secret;
    env[ENV.graphBaseUrl] = input.onedrive.graphBaseUrl;
    env[ENV.graphLoginUrl] = input.onedrive.graphLoginUrl;
  }
  if (input.sqsEndpoint) env[ENV.sqsEndpoint] = input.sqsEndpoint;
  if (input.mailQueueUrl) env[ENV.mailQueueUrl] = input.mailQueueUrl;
  if (input.lambdaEndpoint && input.lambdaAccessKeyId) {
    env[PACKAGE_ENV.lambdaEndpoint] = input.lambdaEndpoint;
    env[PACKAGE_ENV.lambdaAccessKeyId] = input.lambdaAccessKeyId;
    env[PACKAGE_ENV.workerFunction] = PACKAGE_WORKER.name;
  }
  if (input.mailSmtpUrl) {
    env[ENV.mailSmtpUrl] = input.mailSmtpUrl;
    env[ENV.mailFrom] = input.mailFrom ?? LOCAL_MAIL_FROM;
  }
  if (input.stripe) env[ENV.stripeSecret] = JSON.stringify(input.stripe);
  if (input.stripeApiBase) env[ENV.stripeApiBase] = input.stripeApiBase;
  return env;
}

/** Applies the handler environment to this process; dummy AWS credentials only where none are set. */
export function applyHandlerEnvironment(input: HandlerEnvironmentInput): void {
  Object.assign(process.env, handlerEnvironment(input));
  // DynamoDB Local and cognito-local accept any credentials, but the SDK needs some.
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
}

/** Points this process at a running stack the way its gateway points handlers (tools and tests). */
export function applyStackEnvironment(info: StackInfo): void {
  const paths = dataPaths(info.dataDir);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  applyHandlerEnvironment({
    tableName: info.tableName,
    userPoolId: info.userPoolId,
    staffAppClientId: info.userPoolClientId,
    dynamoDbEndpoint: info.dynamoDbEndpoint,
    cognitoEndpoint: info.cognitoEndpoint,
    region: info.region,
    defaultOrgId: info.defaultOrgId,
    ...localSecretEnvironment(paths.secrets),
    stripeApiBase: info.stripeApiBase,
    s3Endpoint: info.s3Endpoint,
    documentsBucket: info.documentsBucket,
    sqsEndpoint: info.sqsEndpoint,
    mailQueueUrl: info.mailQueueUrl,
    mailSmtpUrl: info.mailSmtpUrl,
    onedrive: info.onedrive,
  });
}
