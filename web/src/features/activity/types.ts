/**
 * The log's records as the web reads them: a record may be answered before it is linked into its
 * chain (its `seq` and hashes come later), so the web never relies on them.
 */
import type { ActivityRecord, ClientActivityItem } from '@shared/activity/types';

export type LoggedRecord = Omit<ActivityRecord, 'seq' | 'prevHash' | 'hash'> & Partial<Pick<ActivityRecord, 'seq' | 'prevHash' | 'hash'>>;

export interface LoggedPage {
  Items: LoggedRecord[];
  nextCursor?: string;
}

export type LoggedClientItem = Omit<ClientActivityItem, 'seq'> & { seq?: number };

export interface LoggedClientPage {
  Items: LoggedClientItem[];
  nextCursor?: string;
}

/** A stable key for a record in a list: its place in the chain, else its request, else when and what. */
export function recordKey(record: { seq?: number; requestId?: string; at: string; kind: string }, index: number): string {
  if (record.seq !== undefined) return `seq-${record.seq}`;
  if (record.requestId) return `request-${record.requestId}`;
  return `at-${record.at}-${record.kind}-${index}`;
}
