/**
 * Transactions with meaning: each write says what its condition failing means to the caller, so one
 * `TransactWriteItems` can create a case, its client and the org counters together and still answer
 * "Case number already exists" or "A user with this email already exists" precisely.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, documentClient } from '../dynamodb';
import { httpError } from '../http';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What an item's failed condition means: a code for code that reacts to it, status and message for the caller. */
export interface Conflict {
  readonly code: string;
  readonly status: number;
  readonly message: string;
}

export interface GuardedWrite {
  item: TransactItem;
  /** Why this item's condition may fail. */
  onConflict?: Conflict;
}

/** A transaction refused because an item's condition failed: the first such item's conflict. */
export class WriteConflictError extends Error {
  readonly statusCode: number;
  readonly expose = true;
  constructor(
    readonly conflict: Conflict,
    /** The reason of each item, in order ('None', 'ConditionalCheckFailed', …). */
    readonly cancellationReasons: string[],
  ) {
    super(conflict.message);
    this.name = 'WriteConflictError';
    this.statusCode = conflict.status;
  }
}

/** True when `error` is a refused transaction for one of these conflicts. */
export function isConflict(error: unknown, ...conflicts: Conflict[]): error is WriteConflictError {
  return error instanceof WriteConflictError && conflicts.some((conflict) => conflict.code === error.conflict.code);
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
      if (conflict) throw new WriteConflictError(conflict, reasons);
      if (!reasons.includes('TransactionConflict')) throw error;
      // A concurrent transaction touched one of our items: nothing was written, so try again.
      if (attempt >= MAX_ATTEMPTS) {
        throw httpError(409, 'Another change to the same record is in progress. Please try again.');
      }
      await pause(Math.random() * 25 * 2 ** attempt);
    }
  }
}
