/**
 * Documents: the private bucket behind the `s3` document store, and the secret that signs pagination
 * cursors. Legal files: versioned, encrypted, TLS-only, never public, always retained.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface DocumentsProps {
  /** Origins allowed to PUT uploads straight to the bucket (the portal's own origin). */
  readonly uploadOrigins?: readonly string[];
}

export class Documents extends Construct {
  readonly bucket: Bucket;
  readonly cursorSecret: Secret;

  constructor(scope: Construct, id: string, props: DocumentsProps = {}) {
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
      cors: props.uploadOrigins?.length
        ? [{ allowedMethods: [HttpMethods.PUT, HttpMethods.GET], allowedOrigins: [...props.uploadOrigins], allowedHeaders: ['*'], maxAge: 3000 }]
        : undefined,
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
