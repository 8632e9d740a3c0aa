/**
 * The activity linker: the table's stream → this function, filtered by Lambda to INSERTs of records
 * waiting to be linked (PENDINGACTIVITY# items). For each chain the batch names, every record waiting
 * in it is linked (functions/core/activity/chain-linker.ts) — not only the batch's: a chain is drained
 * whole, so a retried or replayed batch links nothing twice and leaves nothing behind. A chain that
 * fails is reported as the batch's failure from its first record on, and Lambda retries from there.
 * Locally the stack feeds it DynamoDB Local's stream (local/activity-linker.ts).
 */
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { PENDING_ACTIVITY_PK_PREFIX } from '../../shared/core/table';
import { linkPendingRecords } from '../core/activity';
import { describeError, logger } from '../core/logger';
import { countMetric } from '../core/metrics';

/** The chain a stream record asks to link, if it is a new record waiting to be linked. */
function chainOf(record: DynamoDBRecord): string | undefined {
  const partitionKey = record.dynamodb?.Keys?.PK?.S;
  if (record.eventName !== 'INSERT' || !partitionKey?.startsWith(PENDING_ACTIVITY_PK_PREFIX)) return undefined;
  return partitionKey.slice(PENDING_ACTIVITY_PK_PREFIX.length);
}

/** The chains a batch names, each with the stream position of its first record there. */
export function chainsOf(records: readonly DynamoDBRecord[]): Map<string, string> {
  const firstPositions = new Map<string, string>();
  for (const record of records) {
    const chain = chainOf(record);
    if (chain && !firstPositions.has(chain)) firstPositions.set(chain, record.dynamodb?.SequenceNumber ?? '');
  }
  return firstPositions;
}

/** Chains linked at once: each is its own partition, so they do not contend. */
const CHAINS_AT_ONCE = 8;

export async function linkRecords(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const pending = [...chainsOf(event.Records ?? [])];
  const failedPositions: string[] = [];
  let linked = 0;
  for (let start = 0; start < pending.length; start += CHAINS_AT_ONCE) {
    await Promise.all(
      pending.slice(start, start + CHAINS_AT_ONCE).map(async ([chain, position]) => {
        try {
          linked += await linkPendingRecords(chain);
        } catch (error) {
          logger.error('Activity records not linked yet (the batch is retried from this chain)', { chain, ...describeError(error) });
          failedPositions.push(position);
        }
      }),
    );
  }
  if (linked > 0) countMetric('ActivityRecordsLinked', linked);
  if (failedPositions.length > 0) countMetric('ActivityChainsNotLinked', failedPositions.length);
  return { batchItemFailures: failedPositions.map((itemIdentifier) => ({ itemIdentifier })) };
}

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(linkRecords);
