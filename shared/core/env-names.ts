/**
 * The environment variables a handler reads, named once: functions/core/config.ts reads them, the CDK
 * stack (infra/bind.ts, infra/api.ts, infra/triggers.ts) sets them in AWS and the local stack
 * (local/handler-env.ts) sets them on one machine.
 */
export const ENV = {
  tableName: 'TABLE_NAME',
  userPoolId: 'USER_POOL_ID',
  region: 'AWS_REGION',
  defaultOrgId: 'DEFAULT_ORG_ID',
  documentsBucket: 'DOCUMENTS_BUCKET',
  /**
   * The user pool's password app client (the one without `USER_AUTH`): a staff member's access token
   * must come from it (functions/core/staff-sign-in.ts). Unset (unit tests): not checked.
   */
  staffAppClientId: 'STAFF_APP_CLIENT_ID',
  /** AWS only: the Object Lock bucket the activity records are archived to (infra/activity-archive.ts). */
  activityArchiveBucket: 'ACTIVITY_ARCHIVE_BUCKET',
  cursorSecretArn: 'CURSOR_SECRET_ARN',
  /** The document-signing certificate's secret (JSON: functions/signatures/signing/certificate.ts); the signing route fills it once with a generated certificate when the firm provided none. */
  signingSecretArn: 'SIGNING_SECRET_ARN',
  portalUrl: 'PORTAL_URL',
  malwareScanning: 'MALWARE_SCANNING',
  firmName: 'FIRM_NAME',
  /**
   * Where the portal keeps its data, as the privacy notice says it (shared/privacy/data-location.ts):
   * an AWS region code, or `this-computer` (the local stack). Unset: the functions' AWS_REGION.
   */
  dataLocation: 'DATA_LOCATION',
  logLevel: 'LOG_LEVEL',
  /** Where documents live: `s3` (default) or `onedrive` (Microsoft Graph). */
  documentStore: 'DOCUMENT_STORE',
  /** OneDrive variant: the Secrets Manager secret with tenantId, clientId, clientSecret, driveId, rootFolderId. */
  onedriveSecretArn: 'ONEDRIVE_SECRET_ARN',
  /**
   * The firm's Stripe account: a Secrets Manager secret holding `secretKey` (its API key) and
   * `webhookSecret` (the signing secret of its webhook endpoint). Routes that declare `payments` read it.
   */
  stripeSecretArn: 'STRIPE_SECRET_ARN',
  /** Local only: the Stripe secret's JSON itself (the local stand-in's keys). */
  stripeSecret: 'STRIPE_SECRET',
  /** Stripe's API (https://api.stripe.com in AWS; the local stand-in locally). */
  stripeApiBase: 'STRIPE_API_BASE',
  /** The queue the mail events go to (SQS); the sending function reads it. */
  mailQueueUrl: 'MAIL_QUEUE_URL',
  /**
   * How long a client's uploads to a case are gathered into one e-mail, in seconds (default 300; at
   * most 900, SQS's longest delay; 0: one e-mail per batch). Tests shorten it.
   */
  uploadDigestWindowSeconds: 'UPLOAD_DIGEST_WINDOW_SECONDS',
  /**
   * How long what the firm asks of or gives a client is gathered into one e-mail to them, in seconds
   * (default 600; at most 900; 0: one e-mail per change). Tests shorten it.
   */
  clientNoticeWindowSeconds: 'CLIENT_NOTICE_WINDOW_SECONDS',
  /** The verified sender of the portal's own e-mails (SES in AWS). */
  mailFrom: 'MAIL_FROM',
  /** Local only: DynamoDB Local's URL. */
  dynamoDbEndpoint: 'DYNAMODB_ENDPOINT',
  /** Local only: cognito-local's URL. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  /** Local only: the cursor key itself (in AWS it lives in Secrets Manager). */
  cursorSecret: 'CURSOR_SECRET',
  /** Local only: the signing certificate's JSON itself (generated once per data directory). */
  signingCredentials: 'SIGNING_CREDENTIALS',
  /** Local only: the S3-compatible server's URL and its own credentials. */
  s3Endpoint: 'S3_ENDPOINT',
  s3AccessKeyId: 'S3_ACCESS_KEY_ID',
  s3SecretAccessKey: 'S3_SECRET_ACCESS_KEY',
  /** Local only: the OneDrive secret's JSON itself (in AWS it lives in Secrets Manager). */
  onedriveSecret: 'ONEDRIVE_SECRET',
  /** Local only: Microsoft Graph's and the Microsoft identity platform's base URLs (the fake Graph). */
  graphBaseUrl: 'GRAPH_BASE_URL',
  graphLoginUrl: 'GRAPH_LOGIN_URL',
  /** Local only: the local queue's URL (an SQS-compatible endpoint served by the local stack). */
  sqsEndpoint: 'SQS_ENDPOINT',
  /** Local only: the mail catcher's SMTP URL (in AWS, mail goes through SES). */
  mailSmtpUrl: 'MAIL_SMTP_URL',
} as const;

export type EnvName = (typeof ENV)[keyof typeof ENV];
