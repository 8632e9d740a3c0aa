/**
 * Documents: the private bucket behind the `s3` document store, and the secret that signs pagination
 * cursors. Legal files: versioned, encrypted, TLS-only, never public, always retained.
 */
import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface DocumentsProps {
  /**
   * The bucket's name. Fixed from the account, region and stage (not generated), so the web's CSP can
   * name the bucket's origin without referencing the bucket — whose CORS names the web's origin.
   */
  readonly bucketName: string;
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
  readonly bucket: Bucket;
  readonly cursorSecret: Secret;

  /** Lets the portal's origin (only) PUT uploads to and GET downloads from the bucket directly. */
  allowBrowserOrigin(origin: string): void {
    this.bucket.addCorsRule({
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedOrigins: [origin],
      allowedHeaders: ['content-type', 'content-length'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  constructor(scope: Construct, id: string, props: DocumentsProps) {
    super(scope, id);

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

    this.bucket = new Bucket(this, 'DocumentsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      bucketName: props.bucketName,
    });

    this.cursorSecret = new Secret(this, 'CursorSecret', {
      description: 'Key that encrypts and authenticates pagination cursors',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.cursorSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The cursor key only protects short-lived pagination cursors; rotating it would just end open cursors. Rotate by replacing the secret value.',
    });
  }
}
