/**
 * Recounts a firm's analytics counters (`ORG#{orgId}` / `ANALYTICS`) from its cases and
 * clients as they are: what each case adds (its status; while open, its category and stage; its
 * opening and closing months: newCaseAnalytics, the very rule the writes follow) and each client's
 * arrival (week and month). For deployments whose cases and clients predate the counters, once; safe
 * to run again. The stays in stages (median days) cannot be recounted — a stay is counted when it ends
 * — so those counters are kept as they are. Run it while the firm is quiet: a change made during the
 * recount may be counted from the old item. A migration, not request code: it scans for the orgs.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Case } from '../../shared/cases/types';
import { clientAddedChanges, mergeChanges } from '../../shared/analytics/counters';
import { indexKeys, keys } from '../../shared/core/table';
import type { User } from '../../shared/users/types';
import { newCaseAnalytics } from '../../functions/cases/repository/case-counters';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';
import { queryItems } from '../../functions/core/query-all';
import { getAnalyticsCounters } from '../../functions/analytics/repository/analytics';
import { scanItems } from './scan-table';

/** The counters of stays in stages: kept, as nothing stored tells them again. */
const STAY_COUNTER = /^stay/;

/** Every item of a GSI1 partition (an org's cases, an org's clients). */
async function* everyItem<T>(partition: string): AsyncGenerator<T> {
  for await (const item of queryItems({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': partition } })) yield item as T;
}

/** The counters of one firm, recounted (the stays' kept), written over its analytics item. */
export async function recountOrgAnalytics(orgId: string): Promise<{ cases: number; clients: number }> {
  const changes: Record<string, number>[] = [];
  let cases = 0;
  for await (const caseRecord of everyItem<Case>(indexKeys.orgCases(orgId))) {
    changes.push(newCaseAnalytics(caseRecord));
    cases += 1;
  }
  let clients = 0;
  for await (const client of everyItem<User>(indexKeys.orgUsers(orgId, 'client'))) {
    if (client.dateCreated) changes.push(clientAddedChanges(client.dateCreated));
    clients += 1;
  }
  const kept = Object.fromEntries(Object.entries(await getAnalyticsCounters(orgId)).filter(([name]) => STAY_COUNTER.test(name)));
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...keys.orgAnalytics(orgId), entity: 'OrgAnalytics', ...kept, ...mergeChanges(...changes) },
    }),
  );
  return { cases, clients };
}

/** Every firm of the table (a scan for their org items), recounted one after the other. */
export async function recountAllAnalytics(): Promise<Array<{ orgId: string; cases: number; clients: number }>> {
  const results: Array<{ orgId: string; cases: number; clients: number }> = [];
  const orgs = scanItems({
    FilterExpression: 'SK = :org AND begins_with(PK, :prefix)',
    ExpressionAttributeValues: { ':org': 'ORG', ':prefix': 'ORG#' },
    ProjectionExpression: 'orgId',
  });
  for await (const item of orgs) {
    const orgId = String(item.orgId);
    results.push({ orgId, ...(await recountOrgAnalytics(orgId)) });
  }
  return results;
}
