/**
 * Handler configuration, read once at module scope. Each getter throws with the variable's name when
 * it is missing, so a misconfigured function fails loudly at its first use.
 */
import { ENV, type EnvName } from '../../shared/core/env-names';
import { DEFAULT_CLIENT_NOTICE_WINDOW_SECONDS, DEFAULT_UPLOAD_DIGEST_WINDOW_SECONDS, MAX_DELAY_SECONDS } from '../../shared/mail/queue';

function required(name: EnvName): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: EnvName): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** A mail window's length: a whole number of seconds from 0 to SQS's longest delay; `fallback` when unset. */
function windowSeconds(name: EnvName, fallback: number): number {
  const value = optional(name);
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_DELAY_SECONDS) {
    throw new Error(`${name} must be a whole number of seconds from 0 to ${MAX_DELAY_SECONDS}, not ${value}`);
  }
  return seconds;
}

export const config = {
  get tableName(): string {
    return required(ENV.tableName);
  },
  get userPoolId(): string {
    return required(ENV.userPoolId);
  },
  /** The app client staff must sign in with (password and second factor); undefined: not checked. */
  get staffAppClientId(): string | undefined {
    return optional(ENV.staffAppClientId);
  },
  get region(): string {
    return optional(ENV.region) ?? 'us-east-1';
  },
  /** Where the data is kept, for the privacy notice: DATA_LOCATION, else the functions' region. */
  get dataLocation(): string {
    return optional(ENV.dataLocation) ?? config.region;
  },
  /** Local only: DynamoDB Local's URL. */
  get dynamoDbEndpoint(): string | undefined {
    return optional(ENV.dynamoDbEndpoint);
  },
  /** Local only: cognito-local's URL. */
  get cognitoEndpoint(): string | undefined {
    return optional(ENV.cognitoEndpoint);
  },
  /** Local only: the cursor key itself (in AWS it lives in Secrets Manager). */
  get cursorSecret(): string | undefined {
    return optional(ENV.cursorSecret);
  },
  get cursorSecretArn(): string {
    return required(ENV.cursorSecretArn);
  },
  /** Local only: the S3-compatible server's URL (path-style addressing). */
  get s3Endpoint(): string | undefined {
    return optional(ENV.s3Endpoint);
  },
  /** Local only: the S3-compatible server's own credentials (in AWS the function's role signs). */
  get s3Credentials(): { accessKeyId: string; secretAccessKey: string } | undefined {
    const accessKeyId = optional(ENV.s3AccessKeyId);
    const secretAccessKey = optional(ENV.s3SecretAccessKey);
    return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
  },
  get documentsBucket(): string {
    return required(ENV.documentsBucket);
  },
  /** AWS only: the activity archive's bucket (Object Lock), which the archiving function writes to. */
  get activityArchiveBucket(): string {
    return required(ENV.activityArchiveBucket);
  },
  /** The portal's own origin, for links in e-mails (CustomMessage trigger). */
  get portalUrl(): string {
    return required(ENV.portalUrl);
  },
  /** The firm's name, in e-mails. */
  get firmName(): string {
    return optional(ENV.firmName) ?? 'Your law firm';
  },
  /** On in AWS with GuardDuty Malware Protection: new documents wait for its verdict. */
  get malwareScanning(): boolean {
    return optional(ENV.malwareScanning) === 'on';
  },
  /** OneDrive variant: the secret holding the Graph credentials, drive id and root folder id. */
  get onedriveSecretArn(): string | undefined {
    return optional(ENV.onedriveSecretArn);
  },
  /** Local only: the OneDrive secret's JSON itself. */
  get onedriveSecret(): string | undefined {
    return optional(ENV.onedriveSecret);
  },
  /** Microsoft Graph (the fake one locally). */
  get graphBaseUrl(): string {
    return optional(ENV.graphBaseUrl) ?? 'https://graph.microsoft.com/v1.0';
  },
  /** The Microsoft identity platform, which issues Graph's tokens (the fake one locally). */
  get graphLoginUrl(): string {
    return optional(ENV.graphLoginUrl) ?? 'https://login.microsoftonline.com';
  },
  /** The mail queue (absent: no e-mail is sent, e.g. in unit tests). */
  get mailQueueUrl(): string | undefined {
    return optional(ENV.mailQueueUrl);
  },
  /**
   * How long a client's batches on a case are gathered into one upload e-mail, in seconds: a whole
   * number from 0 (off: one e-mail per batch) to 900 (SQS's longest delay); 300 when unset.
   */
  get uploadDigestWindowSeconds(): number {
    return windowSeconds(ENV.uploadDigestWindowSeconds, DEFAULT_UPLOAD_DIGEST_WINDOW_SECONDS);
  },
  /**
   * How long what the firm asks of or gives a client is gathered into one e-mail to them, in seconds:
   * a whole number from 0 (off: one e-mail per change) to 900; 600 when unset.
   */
  get clientNoticeWindowSeconds(): number {
    return windowSeconds(ENV.clientNoticeWindowSeconds, DEFAULT_CLIENT_NOTICE_WINDOW_SECONDS);
  },
  /** The portal's sender address. */
  get mailFrom(): string | undefined {
    return optional(ENV.mailFrom);
  },
  /** Local only: the local queue's endpoint (SQS-compatible). */
  get sqsEndpoint(): string | undefined {
    return optional(ENV.sqsEndpoint);
  },
  /** Local only: the mail catcher's SMTP URL, e.g. smtp://127.0.0.1:1025. */
  get mailSmtpUrl(): string | undefined {
    return optional(ENV.mailSmtpUrl);
  },
  /** The org a self-registered user joins. */
  get defaultOrgId(): string {
    return optional(ENV.defaultOrgId) ?? 'default-org';
  },
};
