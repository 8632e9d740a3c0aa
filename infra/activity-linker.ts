/**
 * The activity linker: requests write their records under keys of their own (PENDINGACTIVITY#), and
 * this function links them into their chains, from the table's stream, filtered by Lambda to INSERTs
 * of those items (functions/activity/link-records.ts). One batch per shard at a time (parallelization
 * factor 1) and a chain's records share a partition key, so each chain has one writer; the linker's
 * transactions keep it exact should two ever meet. Batches that fail every retry go, as stream
 * positions, to a dead-letter queue that raises an alarm (the records stay waiting in the table and
 * the verification counts them).
 *
 * The function may read both kinds of activity items, put chain records and remove waiting ones,
 * check that a case exists, and read the stream: nothing else of the table.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LINK_RECORDS_HANDLER } from '../shared/activity/linker';
import { ACTIVITY_PK_PREFIX, PENDING_ACTIVITY_PK_PREFIX } from '../shared/core/table';
import { ENV } from './bind';
import { createHandlerFunction } from './handler-function';

/** Lambda's event filter on the table's stream: only new records waiting to be linked reach the function. */
export const LINKER_STREAM_FILTER = {
  eventName: FilterRule.isEqual('INSERT'),
  dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(PENDING_ACTIVITY_PK_PREFIX) } } },
};

export interface ActivityLinkerProps {
  /** The table, with its stream (infra/data.ts). */
  readonly table: ITable;
}

export class ActivityLinker extends Construct {
  readonly linkFunction: NodejsFunction;
  /** Stream batches that failed every try (their positions, not their records). */
  readonly deadLetterQueue: Queue;
  /** The dead-letter queue's depth, for the alarm: any message means records left waiting. */
  readonly notLinked: Metric;

  constructor(scope: Construct, id: string, props: ActivityLinkerProps) {
    super(scope, id);
    if (!props.table.tableStreamArn) throw new Error('The activity linker needs the table\'s stream (infra/data.ts)');

    this.deadLetterQueue = new Queue(this, 'NotLinked', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the on-failure destination of the linker\'s stream mapping (batches that failed every retry); nothing consumes it to fail again.',
    });

    this.linkFunction = createHandlerFunction(this, 'LinkActivity', {
      handler: LINK_RECORDS_HANDLER,
      description: 'Portal event linkActivity: activity records written by requests (table stream) → linked into their hash chains',
      timeout: Duration.minutes(1),
    });
    const fn = this.linkFunction;
    fn.addEnvironment(ENV.tableName, props.table.tableName);
    const onKeys = (prefixes: string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) } });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [props.table.tableArn], conditions: onKeys([ACTIVITY_PK_PREFIX, PENDING_ACTIVITY_PK_PREFIX]) }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.table.tableArn], conditions: onKeys([ACTIVITY_PK_PREFIX]) }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [props.table.tableArn], conditions: onKeys([PENDING_ACTIVITY_PK_PREFIX]) }));
    // A case's chain is linked only while the case exists (a condition of the linking transaction).
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:ConditionCheckItem'], resources: [props.table.tableArn], conditions: onKeys(['CASE#']) }));

    // The stream grants itself (DescribeStream, GetRecords, GetShardIterator on this stream; ListStreams, which has no resource).
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 1000,
        maxBatchingWindow: Duration.seconds(1),
        parallelizationFactor: 1,
        reportBatchItemFailures: true,
        retryAttempts: 20,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(LINKER_STREAM_FILTER)],
      }),
    );

    this.notLinked = this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
  }
}
