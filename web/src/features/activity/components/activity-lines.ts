/**
 * The staff log's lines: the loaded records, newest first, with reads (a case, a folder, the
 * documents' list, the messages… viewed) shown on demand, and the same person's reads of the same
 * thing on the same day — or their refused attempts on the same thing — gathered into one line
 * ("viewed the case 12 times today"), placed where the newest of them is.
 */
import type { ActivityOutcome } from '@shared/activity/types';
import type { LoggedRecord } from '../types';
import { recordKey } from '../types';
import { isReadKind } from './activity-labels';

/** A line of the log: one record, or several gathered (newest first; `records[0]` is the one shown). */
export interface ActivityLine {
  key: string;
  records: [LoggedRecord, ...LoggedRecord[]];
}

/** How the record's request was answered: a refused attempt on a case is refused; absent is answered. */
export function outcomeOf(record: Pick<LoggedRecord, 'kind' | 'outcome'>): ActivityOutcome {
  if (record.kind === 'access.denied') return 'refused';
  return record.outcome ?? 'answered';
}

/** A read that was answered: what the default view leaves out (a refused or failed read is shown). */
export function isAnsweredRead(record: Pick<LoggedRecord, 'kind' | 'outcome'>): boolean {
  return isReadKind(record.kind) && outcomeOf(record) === 'answered';
}

/** The reader's calendar day of a moment (YYYY-MM-DD, local time). */
export function localDay(at: string | Date): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Records that gather: the same person, kind, outcome and thing (a folder, a refused route), on the same day. */
function gatheringKey(record: LoggedRecord): string | undefined {
  if (!isReadKind(record.kind) && record.kind !== 'access.denied') return undefined;
  const thing = record.kind === 'access.denied' ? (record.details?.route ?? '') : (record.details?.folderId ?? '');
  return [record.actor.userId, record.kind, outcomeOf(record), thing, localDay(record.at)].join('\u0000');
}

/**
 * The lines to show of `records` (newest first), and how many answered reads were left out when
 * `showReads` is false.
 */
export function activityLines(records: readonly LoggedRecord[], showReads: boolean): { lines: ActivityLine[]; hiddenReads: number } {
  const lines: ActivityLine[] = [];
  const gathered = new Map<string, ActivityLine>();
  let hiddenReads = 0;
  records.forEach((record, index) => {
    if (!showReads && isAnsweredRead(record)) {
      hiddenReads += 1;
      return;
    }
    const key = gatheringKey(record);
    const line = key === undefined ? undefined : gathered.get(key);
    if (line) {
      line.records.push(record);
      return;
    }
    const created: ActivityLine = { key: recordKey(record, index), records: [record] };
    lines.push(created);
    if (key !== undefined) gathered.set(key, created);
  });
  return { lines, hiddenReads };
}
