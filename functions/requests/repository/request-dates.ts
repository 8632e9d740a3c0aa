/**
 * Document requests by date, from the index entries their state calls for (requests.ts
 * `requestIndexKeys`): items waiting on the client due on a day (GSI1), accepted items expiring on a
 * day (GSI3), an org's accepted items by expiry (GSI2). For the reminders job and the expiring
 * documents list: each is a Query of one partition, never a Scan.
 */
import { indexKeys } from '../../../shared/core/table';
import { queryAll } from '../../core/query-all';
import type { RequestRecord } from './requests';

/** Every org's items waiting on their client (requested or rejected) due on `day` (YYYY-MM-DD). */
export function listRequestsDueOn(day: string): Promise<RequestRecord[]> {
  return queryAll<RequestRecord>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.requestsDue(day) },
  });
}

/** Every org's accepted items that expire on `day` (YYYY-MM-DD). */
export function listRequestsExpiringOn(day: string): Promise<RequestRecord[]> {
  return queryAll<RequestRecord>({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.requestsExpiring(day) },
  });
}

/** An org's accepted items expiring from `firstDay` to `lastDay` (YYYY-MM-DD, both included), soonest first. */
export function listOrgRequestsExpiringBetween(orgId: string, firstDay: string, lastDay: string): Promise<RequestRecord[]> {
  return queryAll<RequestRecord>({
    IndexName: 'GSI2',
    // The sort key is `{expiresOn}#{caseId}#{requestId}`: '~' sorts after every id character.
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': indexKeys.orgExpiringRequests(orgId), ':first': firstDay, ':last': `${lastDay}#~` },
    ScanIndexForward: true,
  });
}
