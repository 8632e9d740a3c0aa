/** The firm's analytics item (`ORG#{orgId}` / `ANALYTICS`): counters ADDed by the writes that move them, read whole. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsChanges, OpenCasesReadiness } from '../../../shared/analytics/counters';
import { indexKeys, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import type { GuardedWrite } from '../../core/transact';
import { queryItems } from '../../core/query-all';

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

/**
 * The org's open cases by readiness: the org's cases on GSI1 (`ORG#{orgId}#CASES`, every page), a
 * Query projecting each case's status and its two document-request counters (never a Scan; the same
 * read as the cases list's 'Least ready first', docs/data-model.md).
 */
export async function getOpenCasesReadiness(orgId: string): Promise<OpenCasesReadiness> {
  const readiness: OpenCasesReadiness = { ready: 0, partly: 0, notStarted: 0, noRequests: 0 };
  const cases = queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#status, #accepted, #total',
    ExpressionAttributeNames: { '#pk': 'GSI1PK', '#status': 'status', '#accepted': 'requestsAccepted', '#total': 'requestsTotal' },
    ExpressionAttributeValues: { ':pk': indexKeys.orgCases(orgId) },
  });
  for await (const item of cases) {
    if (item.status === 'closed') continue;
    const accepted = Number(item.requestsAccepted ?? 0);
    const total = Number(item.requestsTotal ?? 0);
    if (total <= 0) readiness.noRequests += 1;
    else if (accepted >= total) readiness.ready += 1;
    else if (accepted > 0) readiness.partly += 1;
    else readiness.notStarted += 1;
  }
  return readiness;
}
