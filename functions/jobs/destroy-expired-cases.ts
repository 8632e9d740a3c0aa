/**
 * Scheduled job destroyExpiredCases (shared/core/jobs.ts), once a day: destroys the closed
 * cases past their firm's retention (`retentionYears` after `closedAt`; 7 when the firm never chose)
 * and not under legal hold: their documents in the document store, every record of them in the table,
 * their messages, e-mails and activity chain, leaving one `case.destroyed` record in the firm's chain
 * (retention/destroy-case.ts). It reads every org's closed cases oldest first from GSI3 CASES#CLOSED,
 * only those closed more than 6 years ago (the smallest retention). Bounded work: at most
 * MAX_CASES_PER_RUN destroyed, MAX_PAGES pages read and TIME_BUDGET_MS spent a run; what is left the
 * next run does. Run daily by EventBridge in AWS, on a timer by the local stack, at once by
 * `npm run invoke -- destroyExpiredCases`.
 */
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { listClosedCasesBefore } from '../cases';
import { describeError, logger } from '../core/logger';
import { getOrg } from '../orgs';
import { RETENTION_YEARS } from '../../shared/orgs/retention';
import { destroyCase } from './retention/destroy-case';
import { closedBeforeCutoff, retentionVerdict } from './retention/retention-rule';

export const MAX_CASES_PER_RUN = 25;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
/** The job's function times out at 5 minutes: no case is started after this. */
const TIME_BUDGET_MS = 3.5 * 60 * 1000;

export interface ExpiredCasesResult {
  /** Cases closed before this instant were read (now minus 6 years). */
  closedBefore: string;
  examined: number;
  destroyed: string[];
  held: number;
  notYetDue: number;
  /** Claimed by nobody: reopened, held or gone between the read and the claim. */
  skipped: number;
  failed: string[];
  /** Work was left for the next run (a bound was reached). */
  more: boolean;
}

/** The scheduled event's time (when EventBridge meant the run), else now. */
function runTime(event: ScheduledEvent | undefined): Date {
  const time = event?.time ? new Date(event.time) : new Date();
  return Number.isNaN(time.getTime()) ? new Date() : time;
}

export async function destroyExpiredCases(event?: ScheduledEvent): Promise<ExpiredCasesResult> {
  const started = Date.now();
  const now = runTime(event);
  const result: ExpiredCasesResult = { closedBefore: closedBeforeCutoff(now), examined: 0, destroyed: [], held: 0, notYetDue: 0, skipped: 0, failed: [], more: false };
  const retentionOf = new Map<string, Promise<number>>();
  const yearsOf = (orgId: string) => {
    if (!retentionOf.has(orgId)) retentionOf.set(orgId, getOrg(orgId).then((org) => org?.retentionYears ?? RETENTION_YEARS.fallback));
    return retentionOf.get(orgId) as Promise<number>;
  };
  let exclusiveStartKey: Record<string, unknown> | undefined;
  pages: for (let page = 0; page < MAX_PAGES; page += 1) {
    const found = await listClosedCasesBefore(result.closedBefore, { limit: PAGE_SIZE, exclusiveStartKey });
    for (const caseRecord of found.items) {
      result.examined += 1;
      const retentionYears = await yearsOf(caseRecord.orgId);
      const verdict = retentionVerdict(caseRecord, retentionYears, now);
      if (verdict === 'held') result.held += 1;
      if (verdict === 'not-yet-due') result.notYetDue += 1;
      if (verdict !== 'destroy') continue;
      if (result.destroyed.length + result.failed.length >= MAX_CASES_PER_RUN || Date.now() - started > TIME_BUDGET_MS) {
        result.more = true;
        break pages;
      }
      try {
        const removed = await destroyCase(caseRecord, retentionYears, now);
        if (!removed) {
          result.skipped += 1;
          continue;
        }
        result.destroyed.push(caseRecord.caseId);
        logger.info('Case destroyed under the retention rule', { caseId: caseRecord.caseId, orgId: caseRecord.orgId, retentionYears, removed });
      } catch (error) {
        // One case failing does not stop the others; the next run takes it up where it stopped.
        result.failed.push(caseRecord.caseId);
        logger.error('Could not destroy a case past its retention', { caseId: caseRecord.caseId, ...describeError(error) });
      }
    }
    exclusiveStartKey = found.lastEvaluatedKey;
    if (!exclusiveStartKey) break;
    if (page === MAX_PAGES - 1) result.more = true;
  }
  logger.info('Expired cases destroyed', { ...result });
  if (result.failed.length > 0 && result.destroyed.length === 0) throw new Error(`Could not destroy ${result.failed.length} cases past their retention`);
  return result;
}

export const handler = middy<ScheduledEvent | undefined, ExpiredCasesResult>().handler(destroyExpiredCases);
