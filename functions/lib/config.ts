/**
 * Handler configuration, read once at module scope. Each getter throws with the variable's name when
 * it is missing, so a misconfigured function fails loudly at its first use.
 */
function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export const config = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get userPoolId(): string {
    return required('USER_POOL_ID');
  },
  get region(): string {
    return optional('AWS_REGION') ?? 'us-east-1';
  },
  /** Local only: DynamoDB Local's URL. */
  get dynamoDbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /** Local only: cognito-local's URL. */
  get cognitoEndpoint(): string | undefined {
    return optional('COGNITO_ENDPOINT');
  },
  /** Local only: the cursor key itself (in AWS it lives in Secrets Manager). */
  get cursorSecret(): string | undefined {
    return optional('CURSOR_SECRET');
  },
  get cursorSecretArn(): string {
    return required('CURSOR_SECRET_ARN');
  },
  /** Local only: the S3-compatible server's URL (path-style addressing). */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /** Local only: the S3-compatible server's own credentials (in AWS the function's role signs). */
  get s3Credentials(): { accessKeyId: string; secretAccessKey: string } | undefined {
    const accessKeyId = optional('S3_ACCESS_KEY_ID');
    const secretAccessKey = optional('S3_SECRET_ACCESS_KEY');
    return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
  },
  get documentsBucket(): string {
    return required('DOCUMENTS_BUCKET');
  },
  /** The portal's own origin, for links in e-mails (CustomMessage trigger). */
  get portalUrl(): string {
    return required('PORTAL_URL');
  },
  /** The firm's name, in e-mails. */
  get firmName(): string {
    return optional('FIRM_NAME') ?? 'Your law firm';
  },
  /** On in AWS with GuardDuty Malware Protection: new documents wait for its verdict. */
  get malwareScanning(): boolean {
    return optional('MALWARE_SCANNING') === 'on';
  },
  /** The org a self-registered user joins. */
  get defaultOrgId(): string {
    return optional('DEFAULT_ORG_ID') ?? 'default-org';
  },
};
