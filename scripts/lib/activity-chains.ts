/**
 * Every activity chain of the table, for `npm run audit:verify` without `--case`: a Scan for each
 * chain's first record (a maintenance script's; the functions never scan).
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVITY_PK_PREFIX, activitySortKey } from '../../shared/core/table';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';

export async function* everyActivityChain(): AsyncGenerator<string> {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: 'begins_with(PK, :prefix) AND SK = :first',
        ExpressionAttributeValues: { ':prefix': ACTIVITY_PK_PREFIX, ':first': activitySortKey(1) },
        ProjectionExpression: 'PK',
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) yield String(item.PK).slice(ACTIVITY_PK_PREFIX.length);
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
}
