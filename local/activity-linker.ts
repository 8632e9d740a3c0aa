/**
 * The activity linker on one machine: Lambda's DynamoDB stream poller, for the local table. It reads
 * DynamoDB Local's stream shard by shard, keeps what the deployed event source mapping's filter keeps
 * (INSERTs of PENDINGACTIVITY# items, infra/activity-linker.ts), and calls the very handler CDK deploys
 * with the batch, as Lambda does. A batch that reports failures is sent again (the linker drains
 * whole chains, so a replay links nothing twice). Shards are read from their trim horizon: records
 * left waiting by an earlier run are linked on start.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { LINK_RECORDS_HANDLER } from '../shared/activity/linker';
import { PENDING_ACTIVITY_PK_PREFIX } from '../shared/core/table';
import { LOCAL_CREDENTIALS } from './dynamodb-local';
import { invokeHandler, loadHandler } from './handler-loader';
import { createLambdaContext } from './lambda-context';

/** As infra/activity-linker.ts deploys it. */
const LINKER_TIMEOUT_MS = 60_000;
const BATCH_SIZE = 1000;

export interface LocalActivityLinker {
  stop(): Promise<void>;
}

export interface ActivityLinkerOptions {
  dynamoDbEndpoint: string;
  region: string;
  streamArn: string;
  /** How often each shard is read (Lambda polls a shard about four times a second). */
  intervalMs?: number;
  log: (line: string) => void;
}

/** The deployed mapping's filter: a new record waiting to be linked. */
export function keptByFilter(record: StreamRecord): boolean {
  return record.eventName === 'INSERT' && (record.dynamodb?.Keys?.PK?.S ?? '').startsWith(PENDING_ACTIVITY_PK_PREFIX);
}

/** The event Lambda sends a stream consumer: the records as GetRecords gave them, with their source. */
export function streamEvent(records: readonly StreamRecord[], streamArn: string, region: string): DynamoDBStreamEvent {
  return JSON.parse(JSON.stringify({ Records: records.map((record) => ({ ...record, awsRegion: region, eventSourceARN: streamArn })) })) as DynamoDBStreamEvent;
}

interface ShardReader {
  iterator?: string;
  /** Records read but not yet linked (a batch that failed, sent again). */
  held: StreamRecord[];
  finished: boolean;
}

export function startActivityLinker(options: ActivityLinkerOptions): LocalActivityLinker {
  const client = new DynamoDBStreamsClient({ endpoint: options.dynamoDbEndpoint, region: options.region, credentials: LOCAL_CREDENTIALS });
  const shards = new Map<string, ShardReader>();
  const handler = loadHandler(LINK_RECORDS_HANDLER, 'linkActivity');
  let stopped = false;
  let reportedFailure = false;

  const discoverShards = async () => {
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: options.streamArn, ExclusiveStartShardId: exclusiveStartShardId }));
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        const { ShardIterator } = await client.send(
          new GetShardIteratorCommand({ StreamArn: options.streamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' }),
        );
        shards.set(shard.ShardId, { iterator: ShardIterator, held: [], finished: !ShardIterator });
      }
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
  };

  const link = async (records: StreamRecord[]): Promise<boolean> => {
    const context = createLambdaContext({ functionName: 'linkActivity', timeoutMs: LINKER_TIMEOUT_MS });
    const result = (await invokeHandler(await handler, streamEvent(records, options.streamArn, options.region), context, LINKER_TIMEOUT_MS)) as DynamoDBBatchResponse | undefined;
    return (result?.batchItemFailures ?? []).length === 0;
  };

  const readShard = async (shardId: string, reader: ShardReader) => {
    if (reader.held.length === 0 && reader.iterator) {
      try {
        const page = await client.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: BATCH_SIZE }));
        reader.iterator = page.NextShardIterator;
        reader.held = (page.Records ?? []).filter(keptByFilter);
      } catch (error) {
        if (!(error instanceof ExpiredIteratorException)) throw error;
        // Nothing was lost: the chains are drained whole from the table, so reading again from the horizon is safe.
        shards.delete(shardId);
        return;
      }
    }
    if (reader.held.length > 0 && (await link(reader.held))) reader.held = [];
    if (!reader.iterator && reader.held.length === 0) reader.finished = true;
  };

  const tick = async () => {
    await discoverShards();
    for (const [shardId, reader] of shards) if (!reader.finished) await readShard(shardId, reader);
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await tick();
        reportedFailure = false;
      } catch (error) {
        // Said once until it works again (DynamoDB Local stopping, a handler fault): the loop goes on.
        if (!reportedFailure && !stopped) options.log(`[activity] linking failed: ${error instanceof Error ? error.message : String(error)}`);
        reportedFailure = true;
      }
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250).unref());
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
      client.destroy();
    },
  };
}
