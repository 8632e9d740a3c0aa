/**
 * A client's request for a copy of their information: one item in the client's partition
 * (`USER#{userId}` / `EXPORTREQ`), read by key. Asking writes it pending (only when there is none,
 * or the last approval has lapsed); approving moves it to approved, only from pending.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';

export interface ExportRequestRecord {
  userId: string;
  orgId: string;
  status: 'pending' | 'approved';
  requestedAt: string;
  approvedAt?: string;
  approvedBy?: { userId: string; name: string };
  /** Approved: the client may download their copy until then. */
  availableUntil?: string;
}

export async function getExportRequest(userId: string): Promise<ExportRequestRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.exportRequest(userId), ConsistentRead: true }));
  return Item ? withoutKeys<ExportRequestRecord>(Item) : undefined;
}

/**
 * Writes a new pending request, unless one is pending or approved until after `now` (false then).
 * An approval that lapsed is replaced.
 */
export async function putPendingExportRequest(record: ExportRequestRecord & { status: 'pending' }, now: string): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.exportRequest(record.userId), entity: 'ExportRequest', ...record },
        ConditionExpression: 'attribute_not_exists(PK) OR (#status = :approved AND availableUntil <= :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':approved': 'approved', ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves a pending request of this org to approved; undefined when there is none pending. */
export async function approveExportRequest(
  userId: string,
  orgId: string,
  approval: Required<Pick<ExportRequestRecord, 'approvedAt' | 'approvedBy' | 'availableUntil'>>,
): Promise<ExportRequestRecord | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.exportRequest(userId),
        UpdateExpression: 'SET #status = :approved, approvedAt = :at, approvedBy = :by, availableUntil = :until',
        ConditionExpression: '#status = :pending AND orgId = :org',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':approved': 'approved',
          ':pending': 'pending',
          ':org': orgId,
          ':at': approval.approvedAt,
          ':by': approval.approvedBy,
          ':until': approval.availableUntil,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<ExportRequestRecord>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
