/**
 * The activity archive: every activity record the table receives is copied, through the
 * table's stream, to an S3 bucket with Object Lock in **compliance mode**, so that not even an
 * administrator (or the root user) of the AWS account can rewrite or delete the history before its
 * date. The stream reaches one function, filtered by Lambda to INSERTs of ACTIVITY# items (nothing
 * else invokes it); it writes each batch as one JSON Lines object per firm, each object locked until
 * now + the firm's retention setting (functions/activity/archive-records.ts). The bucket's default
 * retention (compliance, the shortest a firm may set) covers any object put without a date of its own.
 *
 * The function may put objects and their retention under activity/ only, read the org items of the
 * table, and read the stream: no delete, no bucket or lock configuration, no governance bypass.
 * Batches that fail every retry go, as stream positions, to a dead-letter queue that raises an alarm.
 * AWS only: the local stack has no Object Lock bucket and needs none (docs/local-stack.md).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectLockRetention } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ARCHIVE_PREFIX, ARCHIVE_RECORDS_HANDLER, RETENTION_YEARS } from '../shared/activity/archive';
import { ACTIVITY_PK_PREFIX } from '../shared/core/table';
import { ENV } from './bind';
import { createHandlerFunction } from './handler-function';

/** The actions the archiving function is granted on the bucket: write new objects and their lock, nothing else. */
export const ARCHIVE_OBJECT_ACTIONS = ['s3:PutObject', 's3:PutObjectRetention'] as const;

/**
 * Lambda's event filter on the table's stream: only new items whose PK starts with ACTIVITY# reach
 * the function (the rest of the table's changes are dropped by Lambda, never billed as invocations).
 */
export const ARCHIVE_STREAM_FILTER = {
  eventName: FilterRule.isEqual('INSERT'),
  dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(ACTIVITY_PK_PREFIX) } } },
};

/** The bucket's default retention, in days: the shortest a firm may set (each object carries its own date too). */
export const DEFAULT_RETENTION_DAYS = RETENTION_YEARS.min * 365;

export interface ActivityArchiveProps {
  /** The table, with its stream (infra/data.ts). */
  readonly table: ITable;
}

export class ActivityArchive extends Construct {
  readonly bucket: Bucket;
  readonly accessLogsBucket: Bucket;
  readonly archiveFunction: NodejsFunction;
  /** Stream batches that failed every try (their positions, not their records). */
  readonly deadLetterQueue: Queue;
  /** The dead-letter queue's depth, for the alarm: any message means records not archived. */
  readonly notArchived: Metric;

  constructor(scope: Construct, id: string, props: ActivityArchiveProps) {
    super(scope, id);
    const stack = Stack.of(this);
    if (!props.table.tableStreamArn) throw new Error('The activity archive needs the table\'s stream (infra/data.ts)');

    this.accessLogsBucket = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the activity archive\'s access logs; logging it to itself would loop.',
    });

    // Never removed with the stack (its objects could not be deleted before their date anyway).
    this.bucket = new Bucket(this, 'ArchiveBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: ObjectLockRetention.compliance(Duration.days(DEFAULT_RETENTION_DAYS)),
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'activity-archive/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.deadLetterQueue = new Queue(this, 'NotArchived', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the on-failure destination of the archive\'s stream mapping (batches that failed every retry); nothing consumes it to fail again.',
    });

    this.archiveFunction = createHandlerFunction(this, 'ArchiveActivity', {
      handler: ARCHIVE_RECORDS_HANDLER,
      description: 'Portal event archiveActivity: new activity records (table stream) → the Object Lock archive bucket',
      timeout: Duration.minutes(1),
      environment: { [ENV.activityArchiveBucket]: this.bucket.bucketName },
    });
    const fn = this.archiveFunction;

    // The org items only (the firm's retention setting): GetItem, on ORG# keys, on the table itself (no index).
    fn.addEnvironment(ENV.tableName, props.table.tableName);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORG#*'] } },
      }),
    );
    fn.addToRolePolicy(new PolicyStatement({ actions: [...ARCHIVE_OBJECT_ACTIONS], resources: [this.bucket.arnForObjects(`${ARCHIVE_PREFIX}*`)] }));
    if (fn.role) {
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as never)}.Arn>/${ARCHIVE_PREFIX}*]`,
        reason: 'The archive writes new objects (and their lock) under activity/ of this one bucket; the wildcard covers only those. No delete, no bucket or lock configuration.',
      });
    }

    // The stream grants itself (DescribeStream, GetRecords, GetShardIterator on this stream; ListStreams, which has no resource).
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 500,
        maxBatchingWindow: Duration.seconds(30),
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(ARCHIVE_STREAM_FILTER)],
      }),
    );

    this.notArchived = this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
  }
}
