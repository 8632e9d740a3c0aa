/** `<dataDir>/stack.json`: how tests and tools find a running local stack. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { LocalOneDrive } from './local-onedrive';

export interface StackInfo {
  /** The gateway: web app, `/config.json` and `/v1`. */
  url: string;
  port: number;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  /** The embedded S3-compatible server (documents) and its bucket. */
  s3Endpoint: string;
  documentsBucket: string;
  /** The mail catcher: its web inbox (for people), its JSON API (for tools) and its SMTP URL. */
  mailInboxUrl: string;
  mailApiUrl: string;
  mailSmtpUrl: string;
  /** The local SQS-compatible endpoint and the mail queue on it. */
  sqsEndpoint: string;
  mailQueueUrl: string;
  /** Set when documents live in the fake Microsoft Graph (STORAGE=onedrive). */
  onedrive?: LocalOneDrive;
  /** The local Stripe stand-in's API (its hosted Checkout pages too). */
  stripeApiBase?: string;
  userPoolId: string;
  /** The password app client (staff sessions must be its). */
  userPoolClientId: string;
  /** The e-mail-code app client (USER_AUTH with EMAIL_OTP). */
  userPoolEmailCodeClientId: string;
  tableName: string;
  region: string;
  /** The org self-registered users join locally (the demo org). */
  defaultOrgId: string;
  dataDir: string;
  /** The stack's own process. */
  pid: number;
}

export const STACK_INFO_KEYS = [
  'url',
  'port',
  'dynamoDbEndpoint',
  'cognitoEndpoint',
  's3Endpoint',
  'documentsBucket',
  'mailInboxUrl',
  'mailApiUrl',
  'mailSmtpUrl',
  'sqsEndpoint',
  'mailQueueUrl',
  'userPoolId',
  'userPoolClientId',
  'userPoolEmailCodeClientId',
  'tableName',
  'region',
  'defaultOrgId',
  'dataDir',
  'pid',
] as const satisfies readonly (keyof StackInfo)[];

export function writeStackFile(file: string, info: StackInfo): void {
  writeFileSync(file, `${JSON.stringify(info, null, 2)}\n`);
}

export function readStackFile(file: string): StackInfo {
  if (!existsSync(file)) throw new Error(`No local stack is running (${file} does not exist): start one with npm start`);
  const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackInfo>;
  const missing = STACK_INFO_KEYS.filter((key) => info[key] === undefined || info[key] === '');
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')}`);
  return info as StackInfo;
}

export function removeStackFile(file: string): void {
  rmSync(file, { force: true });
}
