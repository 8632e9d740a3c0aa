/**
 * Transactions with meaning: each write says what its condition failing means to the caller, so one
 * `TransactWriteItems` can create a case, its client and the org counters together and still answer
 * "Case number already exists" or "A user with this email already exists" precisely.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, documentClient } from './dynamodb';
import { isRefusal, type PortalError, refusal } from './errors';
import { COMMON, type Refusal } from '../../shared/core/refusals';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface GuardedWrite {
  item: TransactItem;
  /** What this item's condition failing means (a named refusal, with a code to react to). */
  onConflict?: Refusal;
}

/** The refusal a failed transaction is thrown as: the first failed item's, with every item's reason. */
export type WriteConflictError = PortalError & {
  /** The reason of each item, in order ('None', 'ConditionalCheckFailed', …). */
  cancellationReasons: string[];
};

/** True when `error` is a refused transaction for one of these refusals. */
export function isConflict(error: unknown, ...named: Refusal[]): error is WriteConflictError {
  return isRefusal(error, ...named) && Array.isArray((error as Partial<WriteConflictError>).cancellationReasons);
}

/** Attempts when another transaction holds an item (e.g. the org's counters under load). */
const MAX_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function transactWrite(writes: GuardedWrite[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: writes.map((write) => write.item) }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      const failed = reasons.findIndex((reason) => reason === 'ConditionalCheckFailed');
      const conflict = failed >= 0 ? writes[failed]?.onConflict : undefined;
      // The reasons travel with the error: a caller may need to know which items failed.
      if (conflict) throw Object.assign(refusal(conflict), { cancellationReasons: reasons });
      if (!reasons.includes('TransactionConflict')) throw error;
      // A concurrent transaction touched one of our items: nothing was written, so try again.
      if (attempt >= MAX_ATTEMPTS) {
        throw refusal(COMMON.BUSY);
      }
      await pause(Math.random() * 25 * 2 ** attempt);
    }
  }
}
