/** Cases: one item per case, listed by org (GSI1) and by client (GSI2), newest first. */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/table';
import type { CaseStatus } from '../../../shared/constants';
import type { Case } from '../../../shared/types';
import { config } from '../config';
import { cancellationReasons, documentClient, withoutKeys } from '../dynamodb';
import { httpError } from '../http';
import { orgCounterUpdate } from './orgs';

/** A case counts as open on the dashboard until it is closed. */
export function isOpenStatus(status: CaseStatus): boolean {
  return status !== 'closed';
}

export function toCaseItem(item: Case) {
  return {
    ...keys.case(item.caseId),
    GSI1PK: indexKeys.orgCases(item.orgId),
    GSI1SK: indexKeys.byDate(item.openDate, item.caseId),
    GSI2PK: indexKeys.clientCases(item.clientId),
    GSI2SK: indexKeys.byDate(item.openDate, item.caseId),
    entity: 'Case',
    ...item,
  };
}

/**
 * Writes a new case, its case-number guard and the org counters in one transaction.
 * Throws 409 "Case number already exists" when the number is taken in the org.
 */
export async function createCaseRecord(item: Case): Promise<void> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.tableName,
              Item: toCaseItem(item),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: config.tableName,
              Item: { ...keys.caseNumber(item.orgId, item.caseNumber), entity: 'CaseNumberGuard', caseId: item.caseId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          orgCounterUpdate(item.orgId, { casesCount: 1, openCasesCount: isOpenStatus(item.status) ? 1 : 0 }),
        ],
      }),
    );
  } catch (error) {
    const [caseReason, numberReason, orgReason] = cancellationReasons(error);
    if (numberReason === 'ConditionalCheckFailed') throw httpError(409, 'Case number already exists');
    if (caseReason === 'ConditionalCheckFailed') throw httpError(409, 'Case already exists');
    if (orgReason === 'ConditionalCheckFailed') throw httpError(404, 'Organization not found');
    throw error;
  }
}

export interface ListOptions {
  limit: number;
  exclusiveStartKey?: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  lastEvaluatedKey?: Record<string, unknown>;
}

export async function listCasesForClient(clientId: string, options: ListOptions): Promise<Page<Case>> {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.clientCases(clientId) },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: options.exclusiveStartKey,
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => withoutKeys<Case>(item)),
    lastEvaluatedKey: result.LastEvaluatedKey,
  };
}
