/**
 * How a case's creation or change moves the firm's analytics counters (shared/analytics/counters.ts),
 * written by the same transaction as the case. A case counts by what it is (its status; while open,
 * its category and stage): a change moves the counters by the difference between the case after and
 * before. Events count where they happen: its opening, its closing (taken back when it is reopened),
 * the end of a stay in a stage.
 */
import { ANALYTICS_COUNTERS, type AnalyticsChanges, mergeChanges, monthOf, stayBucket } from '../../../shared/analytics/counters';
import type { Case } from '../../../shared/cases/types';

/** A case counts as open on the dashboard until it is closed. */
export function isOpenStatus(status: Case['status']): boolean {
  return status !== 'closed';
}

/** What a case adds to the counters that count cases as they are. */
export function caseContribution(caseRecord: Pick<Case, 'status' | 'category' | 'stage'>, sign = 1): AnalyticsChanges {
  const contribution: AnalyticsChanges = { [ANALYTICS_COUNTERS.byStatus(caseRecord.status)]: sign };
  if (isOpenStatus(caseRecord.status)) {
    contribution[ANALYTICS_COUNTERS.openByCategory(caseRecord.category)] = sign;
    if (caseRecord.stage) contribution[ANALYTICS_COUNTERS.openByStage(caseRecord.category, caseRecord.stage)] = sign;
  }
  return contribution;
}

/** The counters a new case moves: itself, its opening month, and its closing month when opened closed. */
export function newCaseAnalytics(created: Case): AnalyticsChanges {
  return mergeChanges(
    caseContribution(created),
    { [ANALYTICS_COUNTERS.opened(monthOf(created.openDate))]: 1 },
    created.closedAt ? { [ANALYTICS_COUNTERS.closed(monthOf(created.closedAt))]: 1 } : {},
  );
}

/** A completed stay of `seconds` in a stage of a category: its count, its time and its duration bucket. */
export function stayChanges(category: string, stage: string, seconds: number): AnalyticsChanges {
  return {
    [ANALYTICS_COUNTERS.stayCount(category, stage)]: 1,
    [ANALYTICS_COUNTERS.staySeconds(category, stage)]: seconds,
    [ANALYTICS_COUNTERS.stayBucket(category, stage, stayBucket(seconds / 86_400))]: 1,
  };
}

/**
 * The counters a change of a case moves (`after.closedAt` set when it was closed now, absent when it
 * was reopened). A stay ends when the case moves to another stage: its length is from `stageEnteredAt`
 * (cases without one, opened before stages were kept, complete no stay).
 */
export function changedCaseAnalytics(before: Case, after: Case, now: string): AnalyticsChanges {
  const closedNow = !isOpenStatus(after.status) && isOpenStatus(before.status);
  const reopened = isOpenStatus(after.status) && !isOpenStatus(before.status);
  const movedOn = after.stage !== before.stage && before.stage !== undefined && before.stageEnteredAt !== undefined;
  const seconds = movedOn ? Math.max(0, Math.round((Date.parse(now) - Date.parse(before.stageEnteredAt as string)) / 1000)) : 0;
  return mergeChanges(
    caseContribution(after),
    caseContribution(before, -1),
    closedNow ? { [ANALYTICS_COUNTERS.closed(monthOf(now))]: 1 } : {},
    reopened && before.closedAt ? { [ANALYTICS_COUNTERS.closed(monthOf(before.closedAt))]: -1 } : {},
    movedOn ? stayChanges(before.category, before.stage as string, seconds) : {},
  );
}
