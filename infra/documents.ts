/**
 * Documents: where case documents live — the private bucket behind the `s3` document store (legal
 * files: versioned, encrypted, TLS-only, never public, always retained) or, with `storage=onedrive`,
 * the secret holding the Microsoft Graph credentials of the firm's OneDrive — and the secret that
 * signs pagination cursors.
 */
import { Aws, Duration, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { UPLOAD_STAGING_EXPIRY_DAYS, UPLOAD_STAGING_PREFIX } from '../shared/documents/upload-staging';
import type { DocumentStorage } from './bundling';

export type { DocumentStorage };

/** The OneDrive secret's fields (functions/documents/store/onedrive/onedrive-settings.ts reads them). */
export const ONEDRIVE_SECRET_FIELDS = ['tenantId', 'clientId', 'clientSecret', 'driveId', 'rootFolderId'] as const;
/** What each field holds until the deployer fills the secret: document routes answer 503 meanwhile. */
export const ONEDRIVE_PLACEHOLDER = 'FILL-ME';

export interface DocumentsProps {
  /**
   * The bucket's name. Fixed from the account, region and stage (not generated), so the web's CSP can
   * name the bucket's origin without referencing the bucket — whose CORS names the web's origin.
   */
  readonly bucketName: string;
  /** Where documents live (default s3). */
  readonly storage?: DocumentStorage;
  /** With onedrive: an existing secret to use, by name (else one is created with placeholders). */
  readonly onedriveSecretName?: string;
}

/** `portal-docs-{account}-{region}-{stage}`: unique per account, region and stage, at most 63 characters. */
export function documentsBucketName(stage: string): string {
  return `portal-docs-${Aws.ACCOUNT_ID}-${Aws.REGION}-${stage}`;
}

/** The bucket's regional origin, where the browser sends presigned PUTs and GETs. */
export function documentsBucketOrigin(bucketName: string): string {
  return `https://${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
}

export class Documents extends Construct {
  readonly storage: DocumentStorage;
  /** The documents bucket (storage=s3). */
  readonly bucket?: Bucket;
  /** The Graph credentials, drive and root folder of the firm's OneDrive (storage=onedrive). */
  readonly onedriveSecret?: ISecret;
  readonly cursorSecret: Secret;
  readonly signingSecret: Secret;

  /** Lets the portal's origin (only) PUT uploads to and GET downloads from the bucket directly. */
  allowBrowserOrigin(origin: string): void {
    this.bucket?.addCorsRule({
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedOrigins: [origin],
      // The headers a presigned upload signs (If-None-Match: a staged upload is written once).
      allowedHeaders: ['content-type', 'content-length', 'if-none-match'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  constructor(scope: Construct, id: string, props: DocumentsProps) {
    super(scope, id);
    this.storage = props.storage ?? 's3';
    if (this.storage === 's3') this.bucket = this.documentsBucket(props.bucketName);
    else this.onedriveSecret = this.oneDriveSecret(props.onedriveSecretName);

    this.cursorSecret = new Secret(this, 'CursorSecret', {
      description: 'Key that encrypts and authenticates pagination cursors',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.cursorSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The cursor key only protects short-lived pagination cursors; rotating it would just end open cursors. Rotate by replacing the secret value.',
    });

    // The document-signing certificate: a placeholder the first signature replaces with a generated
    // self-signed certificate, unless the firm puts its own there first (docs/deploy.md). Retained:
    // it signed the firm's documents.
    this.signingSecret = new Secret(this, 'SigningSecret', {
      description: 'Document-signing certificate and key (JSON: origin, certificatePem, privateKeyPem, chainPem); generated at first signature unless the firm provides its own',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.signingSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A signing certificate is replaced by issuing a new one (the firm\'s certification authority, or a new generated one), not by rotating a password: docs/deploy.md says how.',
    });
  }

  /**
   * The OneDrive secret: an existing one by name, or a new one whose fields hold placeholders until
   * the deployer fills them (docs/deploy.md, "Documents in OneDrive"). Retained with the stack.
   */
  private oneDriveSecret(existingName: string | undefined): ISecret {
    if (existingName) return Secret.fromSecretNameV2(this, 'OneDriveSecret', existingName);
    const secret = new Secret(this, 'OneDriveSecret', {
      description: 'Microsoft Graph app credentials, drive id and root folder id of the firm\'s OneDrive (fill in after deploy)',
      secretObjectValue: Object.fromEntries(ONEDRIVE_SECRET_FIELDS.map((field) => [field, SecretValue.unsafePlainText(ONEDRIVE_PLACEHOLDER)])),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The client secret is issued and expired by Microsoft Entra ID, not by AWS: the firm rotates it there and pastes the new value (docs/deploy.md); functions pick it up within 5 minutes.',
    });
    return secret;
  }

  private documentsBucket(bucketName: string): Bucket {
    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the documents bucket access logs; logging it to itself would loop.',
    });

    return new Bucket(this, 'DocumentsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads never completed (or whose staged copy could not be deleted) go, versions and all.
        {
          id: 'ExpireStagedUploads',
          prefix: UPLOAD_STAGING_PREFIX,
          expiration: Duration.days(UPLOAD_STAGING_EXPIRY_DAYS),
          noncurrentVersionExpiration: Duration.days(UPLOAD_STAGING_EXPIRY_DAYS),
        },
        { id: 'RemoveStagedDeleteMarkers', prefix: UPLOAD_STAGING_PREFIX, expiredObjectDeleteMarker: true },
      ],
      bucketName,
    });
  }
}
