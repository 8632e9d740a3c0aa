/**
 * A firm's document request templates: one item each in the org's partition (`ORG#{orgId}` /
 * `TEMPLATE#{templateId}`), listed by one Query, and a count (`ORG#{orgId}` / `TEMPLATES`) that a new
 * template takes a place of in the same transaction, so the limit holds under concurrency.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { COMMON } from '../../../shared/core/refusals';
import { REQUEST_TEMPLATE_SK_PREFIX, keys } from '../../../shared/core/table';
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { RequestTemplate } from '../../../shared/requests/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { queryAll } from '../../core/query-all';
import { type GuardedWrite, transactWrite } from '../../core/transact';

/** A firm's template as stored: the answer's fields, whose it is, when and by whom it was saved. */
export interface FirmTemplateRecord extends RequestTemplate {
  orgId: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: { userId: string; name: string };
}

const COUNT_ATTRIBUTE = 'templatesCount';

/** Every template of the firm (at most REQUEST_LIMITS.templatesPerFirm), by id. */
export function listFirmTemplates(orgId: string): Promise<FirmTemplateRecord[]> {
  return queryAll<FirmTemplateRecord>({
    // The org item and the count share the partition: the SK condition keeps them out.
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.org(orgId).PK, ':prefix': REQUEST_TEMPLATE_SK_PREFIX },
  });
}

export async function getFirmTemplate(orgId: string, templateId: string, consistent = false): Promise<FirmTemplateRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.requestTemplate(orgId, templateId), ConsistentRead: consistent }),
  );
  return Item ? withoutKeys<FirmTemplateRecord>(Item) : undefined;
}

const templateItem = (record: FirmTemplateRecord) => ({ ...keys.requestTemplate(record.orgId, record.templateId), entity: 'RequestTemplate', ...record });

/** The count's change, within the limit when it grows. */
function countChange(orgId: string, change: 1 | -1): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: keys.requestTemplateCount(orgId),
        UpdateExpression: 'ADD #count :change',
        ...(change > 0 ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' } : {}),
        ExpressionAttributeNames: { '#count': COUNT_ATTRIBUTE },
        ExpressionAttributeValues: { ':change': change, ...(change > 0 ? { ':max': REQUEST_LIMITS.templatesPerFirm } : {}) },
      },
    },
    onConflict: REQUESTS.TEMPLATE_LIMIT,
  };
}

/** A new template of the firm with its place in the count; another save of the same id meanwhile: COMMON.BUSY. */
export async function createFirmTemplate(record: FirmTemplateRecord): Promise<void> {
  await transactWrite([
    { item: { Put: { TableName: config.tableName, Item: templateItem(record), ConditionExpression: 'attribute_not_exists(PK)' } }, onConflict: COMMON.BUSY },
    countChange(record.orgId, 1),
  ]);
}

/** Replaces a template the firm has; deleted meanwhile: COMMON.BUSY. */
export async function replaceFirmTemplate(record: FirmTemplateRecord): Promise<void> {
  try {
    await documentClient().send(new PutCommand({ TableName: config.tableName, Item: templateItem(record), ConditionExpression: 'attribute_exists(PK)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw refusal(COMMON.BUSY);
    throw error;
  }
}

/** Deletes a template of the firm and gives its place back; none of that id: REQUESTS.TEMPLATE_MISSING. */
export async function deleteFirmTemplate(orgId: string, templateId: string): Promise<void> {
  await transactWrite([
    {
      item: { Delete: { TableName: config.tableName, Key: keys.requestTemplate(orgId, templateId), ConditionExpression: 'attribute_exists(PK)' } },
      onConflict: REQUESTS.TEMPLATE_MISSING,
    },
    countChange(orgId, -1),
  ]);
}
