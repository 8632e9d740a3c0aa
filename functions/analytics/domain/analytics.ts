/** The firm's analytics answer, computed from its counters (never from the cases themselves). */
import { CASE_STATUSES } from '../../../shared/cases/constants';
import {
  ANALYTICS_COUNTERS,
  type MonthCount,
  type OpenCasesReadiness,
  type OrgAnalytics,
  type StageDuration,
  STAY_BUCKET_BOUNDS_DAYS,
  isoWeekOf,
  monthOf,
} from '../../../shared/analytics/counters';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { requireOwnOrg } from '../../core/ownership';
import { getAnalyticsCounters, getDocumentsPerMonth, getOpenCasesReadiness } from '../repository/analytics';

/** The 12 calendar months (UTC) up to the one of `now`, oldest first, `YYYY-MM`. */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * The median of the stays counted in `buckets` (index → count; STAY_BUCKET_BOUNDS_DAYS), in days:
 * the bucket holding the middle stay, interpolated linearly inside it (the usual estimate of a median
 * from a histogram). The last, open-ended bucket answers its lower bound. No stays: undefined.
 */
export function medianFromBuckets(buckets: readonly number[]): number | undefined {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return undefined;
  const half = total / 2;
  let below = 0;
  for (const [index, count] of buckets.entries()) {
    if (count > 0 && below + count >= half) {
      const lower = index === 0 ? 0 : (STAY_BUCKET_BOUNDS_DAYS[index - 1] as number);
      const upper = STAY_BUCKET_BOUNDS_DAYS[index];
      if (upper === undefined) return lower;
      return lower + ((half - below) / count) * (upper - lower);
    }
    below += count;
  }
  return undefined;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** A counter never reads below zero (counters started after cases existed, until they are backfilled). */
const count = (value: number | undefined) => Math.max(0, value ?? 0);

/** `{prefix}:{stage}:{category}` → [stage, category] (stage ids have no ':'; categories may). */
function stageAndCategory(name: string, prefix: string): [string, string] | undefined {
  if (!name.startsWith(`${prefix}:`)) return undefined;
  const rest = name.slice(prefix.length + 1);
  const colon = rest.indexOf(':');
  return colon > 0 ? [rest.slice(0, colon), rest.slice(colon + 1)] : undefined;
}

function addTo<T>(tree: Record<string, Record<string, T>>, category: string, stage: string, value: T): void {
  (tree[category] ??= {})[stage] = value;
}

/** The firm's cases by status, from the analytics item's `status:*` counters (the one count of cases). */
export function casesByStatus(counters: Record<string, number>): OrgAnalytics['byStatus'] {
  return Object.fromEntries(CASE_STATUSES.map((status) => [status, count(counters[ANALYTICS_COUNTERS.byStatus(status)])])) as OrgAnalytics['byStatus'];
}

/** The firm's cases, and those not closed, as the org summary answers them: the sums of its cases by status. */
export function caseTotals(byStatus: OrgAnalytics['byStatus']): { casesCount: number; openCasesCount: number } {
  const casesCount = CASE_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  return { casesCount, openCasesCount: casesCount - byStatus.closed };
}

/** The firm's case totals (GET /v1/admin/orgs/{orgId}), read from the analytics item like the analytics answer's. */
export async function getCaseTotals(orgId: string): Promise<{ casesCount: number; openCasesCount: number }> {
  return caseTotals(casesByStatus(await getAnalyticsCounters(orgId)));
}

/** The analytics answer from the analytics item's counters and the org's documents per month. */
export function analyticsFromCounters(
  counters: Record<string, number>,
  documentsByMonth: Record<string, number>,
  now: Date,
  readiness: OpenCasesReadiness = { ready: 0, partly: 0, notStarted: 0, noRequests: 0 },
): OrgAnalytics {
  const months = lastTwelveMonths(now);
  const perMonth = (prefix: string): MonthCount[] => months.map((month) => ({ month, count: count(counters[`${prefix}:${month}`]) }));
  const byStatus = casesByStatus(counters);
  const byCategory: Record<string, number> = {};
  const byStage: Record<string, Record<string, number>> = {};
  const stays: Record<string, Record<string, { count: number; seconds: number; buckets: number[] }>> = {};
  const stayOf = (category: string, stage: string) => {
    const found = stays[category]?.[stage];
    if (found) return found;
    const created = { count: 0, seconds: 0, buckets: Array<number>(STAY_BUCKET_BOUNDS_DAYS.length + 1).fill(0) };
    addTo(stays, category, stage, created);
    return created;
  };
  for (const [name, value] of Object.entries(counters)) {
    if (name.startsWith('openCategory:')) {
      if (count(value) > 0) byCategory[name.slice('openCategory:'.length)] = count(value);
      continue;
    }
    const open = stageAndCategory(name, 'openStage');
    if (open) {
      if (count(value) > 0) addTo(byStage, open[1], open[0], count(value));
      continue;
    }
    const stayCount = stageAndCategory(name, 'stayCount');
    if (stayCount) {
      stayOf(stayCount[1], stayCount[0]).count = count(value);
      continue;
    }
    const staySeconds = stageAndCategory(name, 'staySeconds');
    if (staySeconds) {
      stayOf(staySeconds[1], staySeconds[0]).seconds = count(value);
      continue;
    }
    const bucket = /^stayBucket(\d+):/.exec(name);
    const bucketOf = bucket ? stageAndCategory(name, `stayBucket${bucket[1]}`) : undefined;
    if (bucket && bucketOf) stayOf(bucketOf[1], bucketOf[0]).buckets[Number(bucket[1])] = count(value);
  }
  const medianDaysInStage: Record<string, Record<string, StageDuration>> = {};
  for (const [category, stages] of Object.entries(stays)) {
    for (const [stage, stay] of Object.entries(stages)) {
      const median = medianFromBuckets(stay.buckets);
      if (stay.count === 0 || median === undefined) continue;
      addTo(medianDaysInStage, category, stage, {
        medianDays: oneDecimal(median),
        meanDays: oneDecimal(stay.seconds / stay.count / 86_400),
        stays: stay.count,
      });
    }
  }
  const today = now.toISOString();
  return {
    byStatus,
    byCategory,
    byStage,
    openedPerMonth: perMonth('opened'),
    closedPerMonth: perMonth('closed'),
    documentsPerMonth: months.map((month) => ({ month, count: count(documentsByMonth[month]) })),
    medianDaysInStage,
    newClients: { week: count(counters[`clients:${isoWeekOf(today)}`]), month: count(counters[`clients:${monthOf(today)}`]) },
    readiness,
  };
}

/** The caller's org's analytics: its staff only (any other org answers 404, as if absent). */
export async function getOrgAnalytics(caller: Caller, orgId: string, now = new Date()): Promise<OrgAnalytics> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  const months = lastTwelveMonths(now);
  const [documentsByMonth, counters, readiness] = await Promise.all([getDocumentsPerMonth(orgId, months), getAnalyticsCounters(orgId), getOpenCasesReadiness(orgId)]);
  if (!documentsByMonth) throw refusal(NOT_FOUND.ORG);
  return analyticsFromCounters(counters, documentsByMonth, now, readiness);
}
