/**
 * Data: the one DynamoDB table, built from the shared definition (shared/table.ts) that the local
 * DynamoDB Local bootstrap uses too. Its stream (new images) feeds the activity archive
 * (infra/activity-archive.ts); no route function reads it.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { globalSecondaryIndexes, TABLE_LOGICAL_NAME, tableKeys, TTL_ATTRIBUTE } from '../shared/core/table';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Physical name left to CloudFormation so several stages can share an account.
    this.table = new Table(this, TABLE_LOGICAL_NAME, {
      partitionKey: stringKey(tableKeys.partitionKey),
      sortKey: stringKey(tableKeys.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // New images only: the activity archive copies each new ACTIVITY# record (its event filter drops the rest).
      stream: StreamViewType.NEW_IMAGE,
    });

    for (const index of globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
