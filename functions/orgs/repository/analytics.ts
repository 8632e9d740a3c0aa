/** The firm's analytics item (`ORG#{orgId}` / `ANALYTICS`): counters ADDed by the writes that move them, read whole. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsChanges } from '../../../shared/orgs/analytics';
import { keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import type { GuardedWrite } from '../../core/transact';

/**
 * A transaction item that moves analytics counters (none to move: undefined). ADD creates the item and
 * each counter at its first change, so the item needs no set-up; the org's existence is asserted by
 * the same transaction's case or org-counter write.
 */
export function analyticsUpdate(orgId: string, changes: AnalyticsChanges): GuardedWrite | undefined {
  const entries = Object.entries(changes).filter(([, delta]) => delta !== 0);
  if (entries.length === 0) return undefined;
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: keys.orgAnalytics(orgId),
        UpdateExpression: `SET #entity = :entity ADD ${entries.map((_, i) => `#n${i} :n${i}`).join(', ')}`,
        ExpressionAttributeNames: { '#entity': 'entity', ...Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name])) },
        ExpressionAttributeValues: { ':entity': 'OrgAnalytics', ...Object.fromEntries(entries.map(([, delta], i) => [`:n${i}`, delta])) },
      },
    },
  };
}

/** The analytics item's counters (an org nothing was counted for yet: none). */
export async function getAnalyticsCounters(orgId: string): Promise<Record<string, number>> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.orgAnalytics(orgId) }));
  if (!Item) return {};
  return Object.fromEntries(Object.entries(withoutKeys<Record<string, unknown>>(Item)).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/**
 * The org's documents recorded in each of these months (`documentsUploaded_YYYY_MM` on the org item,
 * moved by the documents' recording), or undefined when the org does not exist.
 */
export async function getDocumentsPerMonth(orgId: string, months: readonly string[]): Promise<Record<string, number> | undefined> {
  const names = months.map((month) => `documentsUploaded_${month.replace('-', '_')}`);
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.org(orgId),
      ProjectionExpression: ['#pk', ...names.map((_, i) => `#m${i}`)].join(', '),
      ExpressionAttributeNames: { '#pk': 'PK', ...Object.fromEntries(names.map((name, i) => [`#m${i}`, name])) },
    }),
  );
  if (!Item) return undefined;
  return Object.fromEntries(months.map((month, i) => [month, Number(Item[names[i] as string] ?? 0)]));
}
