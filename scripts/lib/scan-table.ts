/**
 * Every item a Scan of the table finds, page by page through lib-dynamodb's paginator: the maintenance
 * scripts' (backfills, recounts); the functions never scan (they Query: functions/core/query-all.ts).
 */
import { type ScanCommandInput, paginateScan } from '@aws-sdk/lib-dynamodb';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';

/** A page is read only once every item of the page before was taken: an item may be changed before the next page is read. */
export async function* scanItems(scan: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>> {
  for await (const page of paginateScan({ client: documentClient() }, { TableName: config.tableName, ...scan })) yield* page.Items ?? [];
}
