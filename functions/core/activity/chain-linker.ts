/**
 * Links the records waiting in a chain's pending partition into the chain, oldest first: each becomes
 * the chain's next record (seq, prevHash, hash) and leaves the pending partition in the same
 * transaction, so a record is linked exactly once. The table's stream calls this (one writer per
 * chain: a chain's pending items share a partition key, hence a stream shard); should two linkers
 * ever work on one chain, the loser's transaction is refused whole and it starts again from the head.
 *
 * A case's chain is linked only while the case exists (a condition of the same transaction): the
 * retention job destroys a case's chain with the case, and a record written meanwhile (a read during
 * the destruction, the e-mail of an upload digest sent after it) is removed rather than linked into a
 * chain of a case that no longer exists.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/core/table';
import { config } from '../config';
import { cancellationReasons, documentClient } from '../dynamodb';
import type { ChainHead } from './chain-store';
import { chainAppendPut, chainedRecord, readChainHead } from './chain-store';
import { type PendingRecord, readPending } from './pending-store';

/** Records linked per transaction: two actions each and the case's condition, within DynamoDB's 100 per transaction. */
export const RECORDS_PER_LINK = 49;

/** Refused transactions (another linker on the chain) tolerated in a row before giving up to a retry of the batch. */
const MAX_REFUSED_IN_A_ROW = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRefusedTransaction = (error: unknown) =>
  error instanceof Error && (error.name === 'TransactionCanceledException' || error.name === 'TransactionConflictException' || error.name === 'ConditionalCheckFailedException');

type LinkWrite =
  | { Put: ReturnType<typeof chainAppendPut> }
  | { Delete: { TableName: string; Key: PendingRecord['key']; ConditionExpression: string } }
  | { ConditionCheck: { TableName: string; Key: { PK: string; SK: string }; ConditionExpression: string } };

const CASE_CHAIN_PREFIX = 'CASE#';

/** The condition a chain is linked under: a case's chain while the case exists, any other always. */
function chainCondition(chain: string): LinkWrite[] {
  if (!chain.startsWith(CASE_CHAIN_PREFIX)) return [];
  return [{ ConditionCheck: { TableName: config.tableName, Key: keys.case(chain.slice(CASE_CHAIN_PREFIX.length)), ConditionExpression: 'attribute_exists(PK)' } }];
}

/** Removes records waiting on the chain of a case that no longer exists. */
async function discard(pending: readonly PendingRecord[]): Promise<void> {
  await Promise.all(pending.map(({ key }) => documentClient().send(new DeleteCommand({ TableName: config.tableName, Key: key }))));
}

/** The writes that link these records after `head`: each record's put at its seq, its pending item's removal. */
export function linkWrites(pending: readonly PendingRecord[], head: ChainHead): LinkWrite[] {
  let after = head;
  return pending.flatMap(({ activity, key }): LinkWrite[] => {
    const record = chainedRecord(activity, after);
    after = { seq: record.seq, hash: record.hash };
    return [
      { Put: chainAppendPut(record) },
      { Delete: { TableName: config.tableName, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
    ];
  });
}

/** Links every record waiting in the chain; answers how many this call linked. */
export async function linkPendingRecords(chain: string): Promise<number> {
  let linked = 0;
  let refusedInARow = 0;
  const condition = chainCondition(chain);
  for (;;) {
    const pending = await readPending(chain, { limit: RECORDS_PER_LINK });
    if (pending.length === 0) return linked;
    const head = await readChainHead(chain);
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: [...condition, ...linkWrites(pending, head)] }));
      linked += pending.length;
      refusedInARow = 0;
    } catch (error) {
      if (!isRefusedTransaction(error)) throw error;
      if (condition.length > 0 && cancellationReasons(error)[0] === 'ConditionalCheckFailed') {
        await discard(pending);
        continue;
      }
      refusedInARow += 1;
      if (refusedInARow > MAX_REFUSED_IN_A_ROW) throw error;
      await pause(20 * 2 ** refusedInARow + Math.random() * 20);
    }
  }
}
