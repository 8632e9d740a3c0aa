/**
 * Which closed cases the retention job destroys: a case closed at `closedAt` is due once
 * its firm's `retentionYears` (6 to 10, 7 when never set) have passed since, unless it is under legal
 * hold. The job reads only cases closed before now minus the smallest retention (6 years): no case
 * younger than that can be due, whatever its firm's setting.
 */
import type { Case } from '../../../shared/cases/types';
import { RETENTION_YEARS, addYears, destructionDate } from '../../../shared/orgs/retention';

export type RetentionVerdict = 'destroy' | 'held' | 'not-yet-due' | 'not-closed';

/** Cases closed before this instant (ISO) may be due: now minus the smallest retention a firm may choose. */
export function closedBeforeCutoff(now: Date): string {
  return addYears(now.toISOString(), -RETENTION_YEARS.min).toISOString();
}

/** What the job does with this case now, under its firm's retention. */
export function retentionVerdict(caseRecord: Pick<Case, 'status' | 'closedAt' | 'legalHold'>, retentionYears: number, now: Date): RetentionVerdict {
  if (caseRecord.status !== 'closed' || !caseRecord.closedAt) return 'not-closed';
  if (caseRecord.legalHold === true) return 'held';
  return destructionDate(caseRecord.closedAt, retentionYears).getTime() <= now.getTime() ? 'destroy' : 'not-yet-due';
}
