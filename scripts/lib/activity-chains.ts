/**
 * Every activity chain of the table, for `npm run audit:verify` without `--case`: a Scan for each
 * chain's first record (a maintenance script's; the functions never scan).
 */
import { ACTIVITY_PK_PREFIX, activitySortKey } from '../../shared/core/table';
import { scanItems } from './scan-table';

export async function* everyActivityChain(): AsyncGenerator<string> {
  const firstRecords = scanItems({
    FilterExpression: 'begins_with(PK, :prefix) AND SK = :first',
    ExpressionAttributeValues: { ':prefix': ACTIVITY_PK_PREFIX, ':first': activitySortKey(1) },
    ProjectionExpression: 'PK',
  });
  for await (const item of firstRecords) yield String(item.PK).slice(ACTIVITY_PK_PREFIX.length);
}
