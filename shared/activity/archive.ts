/**
 * The activity archive (AWS only): every activity record the table receives is copied, by
 * the table's stream, to an S3 bucket with Object Lock in compliance mode (infra/activity-archive.ts,
 * functions/activity/archive-records.ts). Each object is locked until now + the firm's retention
 * setting (`retentionYears` on the org item). The local stack has no such bucket and needs none: the
 * chain verification reads the table.
 */

/** The function that writes the stream's activity records to the archive. */
export const ARCHIVE_RECORDS_HANDLER = 'functions/activity/archive-records.ts';

/** Every archive object lives under this prefix: the function may write there only. */
export const ARCHIVE_PREFIX = 'activity/';

/** The retention a firm may set, in years (the org item's `retentionYears`), and the default when unset. */
export const RETENTION_YEARS = { min: 6, max: 10, default: 7 } as const;

/**
 * The retention, in years, of an org item's `retentionYears` as read from the table: an integer
 * within the allowed range, a value outside it brought to the nearest bound, anything else (absent,
 * not a whole number) the default.
 */
export function retentionYearsOf(value: unknown): number {
  const years = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof years !== 'number' || !Number.isInteger(years)) return RETENTION_YEARS.default;
  return Math.min(RETENTION_YEARS.max, Math.max(RETENTION_YEARS.min, years));
}

/** The date until which an object written at `now` stays locked: the same day and time, `years` later (UTC). */
export function retainUntil(now: Date, years: number): Date {
  const until = new Date(now.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/**
 * An archive object's key: `activity/org={orgId}/day={yyyy-mm-dd}/{yyyymmddThhmmssZ}-{eventId}.jsonl`,
 * from the first stream record it holds (the same key when the batch is retried: S3 keeps both
 * versions, both locked; a record is named by its chain and seq, so copies are told apart by those).
 * Partitioned by org and day for Athena (partition projection) and S3 Select.
 */
export function archiveObjectKey(orgId: string, writtenAt: Date, firstEventId: string): string {
  const iso = writtenAt.toISOString();
  const day = iso.slice(0, 10);
  const stamp = iso.slice(0, 19).replace(/[-:]/g, '');
  const safe = (part: string) => encodeURIComponent(part).replace(/%/g, '_');
  return `${ARCHIVE_PREFIX}org=${safe(orgId)}/day=${day}/${stamp}Z-${safe(firstEventId)}.jsonl`;
}
