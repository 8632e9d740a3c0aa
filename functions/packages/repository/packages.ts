/** A case's IRCC package builds in the table: one item each in the case's partition (keys.casePackage). */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PACKAGE_SK_PREFIX, keys } from '../../../shared/core/table';
import type { CasePackage, PackageManifest } from '../../../shared/packages/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { queryAll } from '../../core/query-all';

/** A build as stored: the answer's fields (no link) and the case's org and the manifest. */
export interface PackageRecord extends Omit<CasePackage, 'downloadUrl'> {
  orgId: string;
  manifest?: PackageManifest;
}

export async function createPackageRecord(record: PackageRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...keys.casePackage(record.caseId, record.packageId), entity: 'CasePackage', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getPackageRecord(caseId: string, packageId: string): Promise<PackageRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.casePackage(caseId, packageId), ConsistentRead: true }));
  return Item ? withoutKeys<PackageRecord>(Item) : undefined;
}

/** The case's builds, newest first. */
export async function listPackageRecords(caseId: string): Promise<PackageRecord[]> {
  const records = await queryAll<PackageRecord>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': PACKAGE_SK_PREFIX },
    ConsistentRead: true,
  });
  return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The worker's progress, while the build is still building (a deleted build stays deleted). */
export async function savePackageProgress(caseId: string, packageId: string, progress: { done: number; total: number }): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.casePackage(caseId, packageId),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: 'attribute_exists(PK) AND #status = :building',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':progress': progress, ':building': 'building' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The build's end (ready or failed), written once: answers false when it was deleted or ended meanwhile. */
export async function finishPackageRecord(record: PackageRecord): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.casePackage(record.caseId, record.packageId), entity: 'CasePackage', ...record },
        ConditionExpression: 'attribute_exists(PK) AND #status = :building',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':building': 'building' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deletePackageRecord(caseId: string, packageId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key: keys.casePackage(caseId, packageId) }));
}
