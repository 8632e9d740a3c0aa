/**
 * Once, after the deployment that added the retention job (issue 24): cases closed before it have no
 * `closedAt`, so the job (which reads closed cases by closing date, GSI3 CASES#CLOSED) never finds
 * them. Each gets its `dateUpdated` as its closing date — the last change of a closed case is, at the
 * latest, when it was closed; a later edit only makes the case kept longer, never shorter — and the
 * GSI3 keys of closed cases. Each case changes by itself, conditional on still being closed without a
 * closing date: running it again (or twice at once) changes nothing twice. A migration, not request
 * code (no function bundles it): it scans.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../shared/core/table';
import { config } from '../../functions/core/config';
import { documentClient, isConditionFailure } from '../../functions/core/dynamodb';
import { scanItems } from './scan-table';

export interface ClosedCasesBackfillResult {
  /** Closed cases given `closedAt` (their `dateUpdated`) and the closed cases' index keys. */
  casesUpdated: number;
}

export async function backfillClosedCases(): Promise<ClosedCasesBackfillResult> {
  const result: ClosedCasesBackfillResult = { casesUpdated: 0 };
  const closedWithoutDate = scanItems({
    FilterExpression: 'SK = :case AND #status = :closed AND attribute_not_exists(closedAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':case': 'CASE', ':closed': 'closed' },
    ProjectionExpression: 'caseId, dateUpdated',
  });
  for await (const item of closedWithoutDate) {
    const caseId = String(item.caseId);
    const closedAt = String(item.dateUpdated);
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.case(caseId),
          ConditionExpression: '#status = :closed AND attribute_not_exists(closedAt)',
          UpdateExpression: 'SET closedAt = :closedAt, GSI3PK = :pk, GSI3SK = :sk',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':closed': 'closed', ':closedAt': closedAt, ':pk': indexKeys.closedCases(), ':sk': indexKeys.byDate(closedAt, caseId) },
        }),
      );
      result.casesUpdated += 1;
    } catch (error) {
      // Reopened, or backfilled by another run, meanwhile.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return result;
}
