/**
 * The hash of an activity record: SHA-256 (hex) of its canonical JSON — keys sorted at every depth,
 * `hash` and the table's key attributes left out — so the same record always hashes the same, whatever
 * order DynamoDB answers its attributes in. Each record carries its predecessor's hash (`prevHash`):
 * changing, removing or inserting a record breaks the chain from there on.
 */
import { createHash } from 'node:crypto';
import type { ActivityRecord, ChainVerification } from '../../../shared/activity/types';

/** The first record's `prevHash`: nothing came before it. */
export const GENESIS_HASH = '0'.repeat(64);

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
}

export type UnhashedRecord = Omit<ActivityRecord, 'hash'>;

export function hashRecord(record: UnhashedRecord): string {
  const { hash: _ignored, ...hashed } = record as ActivityRecord;
  return createHash('sha256').update(canonical(hashed)).digest('hex');
}

/**
 * Follows a chain from its first record (records in seq order, as read): each must have the next
 * seq, link to its predecessor's hash and hash to its own `hash`. Stops at the first that does not.
 */
export class ChainChecker {
  private expectedSeq = 1;
  private previousHash = GENESIS_HASH;
  private checked = 0;
  private broken: ChainVerification['firstBroken'];

  /** Checks the next record; false once the chain is broken (the rest need not be read). */
  add(record: ActivityRecord): boolean {
    if (this.broken) return false;
    this.checked += 1;
    const reason =
      record.seq !== this.expectedSeq
        ? 'sequence-gap'
        : record.prevHash !== this.previousHash
          ? 'link-mismatch'
          : hashRecord(record) !== record.hash
            ? 'hash-mismatch'
            : undefined;
    if (reason) {
      this.broken = { seq: reason === 'sequence-gap' ? this.expectedSeq : record.seq, reason, at: record.at };
      return false;
    }
    this.expectedSeq += 1;
    this.previousHash = record.hash;
    return true;
  }

  result(): Omit<ChainVerification, 'pending'> {
    return this.broken ? { intact: false, checked: this.checked, firstBroken: this.broken } : { intact: true, checked: this.checked };
  }
}
