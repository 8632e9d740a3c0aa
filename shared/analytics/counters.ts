/**
 * The firm's analytics: counters kept on write on the org's analytics item
 * (`ORG#{orgId}` / `ANALYTICS`), moved in the same transaction as the case or user change that moves
 * them, and the answer of GET /v1/admin/orgs/{orgId}/analytics. docs/data-model.md lists them.
 *
 * Counter names are flat attributes (DynamoDB cannot ADD into a map that does not exist yet), made
 * here only, so the writers (cases, users) and the reader (orgs) agree.
 */
import type { CaseStatus } from '../cases/constants';

/**
 * Upper bounds (in days, exclusive) of the stay-duration buckets; a last bucket holds longer stays.
 * Roughly logarithmic: a median interpolated in its bucket is off by at most half the bucket's width,
 * a day or two for short stages, a few weeks for the year-long ones.
 */
export const STAY_BUCKET_BOUNDS_DAYS = [1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120, 180, 270, 365, 540, 730] as const;

/** Which bucket a stay of `days` falls in (0 … STAY_BUCKET_BOUNDS_DAYS.length). */
export function stayBucket(days: number): number {
  const index = STAY_BUCKET_BOUNDS_DAYS.findIndex((bound) => days < bound);
  return index === -1 ? STAY_BUCKET_BOUNDS_DAYS.length : index;
}

/** `YYYY-MM` of an ISO date (UTC). */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The ISO-8601 week of an ISO date (UTC), `YYYY-Www` (the week's year may differ from the date's around New Year). */
export function isoWeekOf(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);
  const weekday = date.getUTCDay() || 7;
  // The Thursday of the same week decides the week's year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The analytics item's counter names. `category` is the case's (free) category text, `stage` a stage id. */
export const ANALYTICS_COUNTERS = {
  /** Cases by status, closed included. */
  byStatus: (status: CaseStatus) => `status:${status}`,
  /** Open (not closed) cases by category. */
  openByCategory: (category: string) => `openCategory:${category}`,
  /** Open cases by category and stage (stage ids are per category's set). */
  openByStage: (category: string, stage: string) => `openStage:${stage}:${category}`,
  /** Cases opened in a month (`YYYY-MM`, of their open date). */
  opened: (month: string) => `opened:${month}`,
  /** Cases closed in a month and not reopened since. */
  closed: (month: string) => `closed:${month}`,
  /** Clients added in a calendar month and in an ISO week (`YYYY-Www`). */
  clientsInMonth: (month: string) => `clients:${month}`,
  clientsInWeek: (week: string) => `clients:${week}`,
  /** Completed stays in a stage (ended by a move to another stage): their count, total seconds and duration buckets. */
  stayCount: (category: string, stage: string) => `stayCount:${stage}:${category}`,
  staySeconds: (category: string, stage: string) => `staySeconds:${stage}:${category}`,
  stayBucket: (category: string, stage: string, bucket: number) => `stayBucket${bucket}:${stage}:${category}`,
} as const;

/** How much each counter moves, e.g. `{ 'status:open': -1, 'status:closed': 1 }`. */
export type AnalyticsChanges = Record<string, number>;

/** Adds `more` into `into` (counters that cancel out are dropped). */
export function mergeChanges(...all: AnalyticsChanges[]): AnalyticsChanges {
  const merged: AnalyticsChanges = {};
  for (const changes of all) for (const [name, delta] of Object.entries(changes)) merged[name] = (merged[name] ?? 0) + delta;
  return Object.fromEntries(Object.entries(merged).filter(([, delta]) => delta !== 0));
}

/** The counters a client's arrival moves (−1 each to take it back: a creation undone). */
export function clientAddedChanges(createdAt: string, n = 1): AnalyticsChanges {
  return { [ANALYTICS_COUNTERS.clientsInMonth(monthOf(createdAt))]: n, [ANALYTICS_COUNTERS.clientsInWeek(isoWeekOf(createdAt))]: n };
}

/** A month's count, oldest month first. */
export interface MonthCount {
  month: string;
  count: number;
}

/** Time spent in a stage, from the completed stays. */
export interface StageDuration {
  /** Estimated from the duration buckets (interpolated in the median's bucket), in days, one decimal. */
  medianDays: number;
  meanDays: number;
  stays: number;
}

/**
 * How ready the open cases are, from each case's document-request counters (kept on write):
 * `ready` every requested document accepted, `partly` some, `notStarted` none yet, `noRequests`
 * nothing asked (waived items left out, as in a case's readiness).
 */
export interface OpenCasesReadiness {
  ready: number;
  partly: number;
  notStarted: number;
  noRequests: number;
}

/** GET /v1/admin/orgs/{orgId}/analytics. Months are the 12 calendar months (UTC) up to the current one. */
export interface OrgAnalytics {
  byStatus: Record<CaseStatus, number>;
  /** Open cases per category (categories with none left out). */
  byCategory: Record<string, number>;
  /** Open cases per category, then per stage id; open cases without a stage are not counted. */
  byStage: Record<string, Record<string, number>>;
  openedPerMonth: MonthCount[];
  closedPerMonth: MonthCount[];
  documentsPerMonth: MonthCount[];
  /** Per category, then per stage id: stays completed in that stage. */
  medianDaysInStage: Record<string, Record<string, StageDuration>>;
  /** Clients added this ISO week and this calendar month (UTC). */
  newClients: { week: number; month: number };
  /** The open cases by readiness (the cases' own counters, one Query of the org's cases projecting them). */
  readiness: OpenCasesReadiness;
}

