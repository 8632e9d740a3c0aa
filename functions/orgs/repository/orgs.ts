/** Organisations: one item per org holding its profile and the dashboard counters. */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/core/table';
import { DEFAULT_REQUEST_REMINDERS, type RequestReminders } from '../../../shared/orgs/reminders';
import { retentionYearsOf } from '../../../shared/orgs/retention';
import type { OrgSummary } from '../../../shared/orgs/types';
import type { FirmPrivacyNotice } from '../../../shared/privacy/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import type { GuardedWrite } from '../../core/transact';
import { NOT_FOUND } from '../../../shared/core/refusals';

export type OrgProfile = Pick<
  OrgSummary,
  'orgId' | 'name' | 'address' | 'phone' | 'email' | 'website' | 'requireStaffTwoFactor' | 'discreetCases' | 'gstHstNumber' | 'qstNumber' | 'paymentInstructions'
> & {
  requestReminders?: RequestReminders;
  /** The firm's own privacy notice, as saved (the default one is not saved). */
  privacyNotice?: FirmPrivacyNotice;
  /** Absent: the firm never chose (RETENTION_YEARS.fallback). */
  retentionYears?: number;
};

/**
 * The counters kept on the org item. Its cases are counted on the analytics item (`status:*`,
 * functions/analytics), the one source of the firm's case counts: the summary's `casesCount` and
 * `openCasesCount` are read from there.
 */
export const ZERO_COUNTERS = {
  clientsCount: 0,
  documentsUploadedCount: 0,
} as const;

export type OrgCounter = keyof typeof ZERO_COUNTERS;

/** Creates the org with zero counters unless it exists already. */
export async function ensureOrg(org: OrgProfile): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.org(org.orgId), entity: 'Org', ...org, ...ZERO_COUNTERS },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Counters per month are kept as `documentsUploaded_YYYY_MM` attributes of the org item. */
const MONTH_COUNTER = /^documentsUploaded_\d{4}_\d{2}$/;

/** The firm's reminder settings as saved over the defaults (a firm that never chose reads DEFAULT_REQUEST_REMINDERS). */
export function requestRemindersOf(saved: Partial<RequestReminders> | undefined): RequestReminders {
  return { ...DEFAULT_REQUEST_REMINDERS, ...saved };
}

/**
 * The org's summary, with this month's document count (UTC) instead of the per-month attributes and
 * its reminder and retention settings (the defaults when never saved).
 */
/**
 * The org as stored: its own privacy notice only when the firm saved one (the notice in force, with the
 * default's text, is `noticeInForce(org.privacyNotice)`: the default's text is only bundled where it is shown).
 */
export type OrgRecord = Omit<OrgSummary, 'privacyNotice' | 'casesCount' | 'openCasesCount'> & { privacyNotice?: FirmPrivacyNotice };

/** What an org item may still hold of the case counters it kept before the analytics item counted cases. */
const RETIRED_COUNTERS = new Set(['casesCount', 'openCasesCount']);

export async function getOrg(orgId: string, now = new Date()): Promise<OrgRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.org(orgId) }),
  );
  if (!Item) return undefined;
  const thisMonth = Item[`documentsUploaded_${now.toISOString().slice(0, 7).replace('-', '_')}`];
  const summary = Object.fromEntries(
    Object.entries(withoutKeys<Record<string, unknown>>(Item)).filter(([name]) => !MONTH_COUNTER.test(name) && !RETIRED_COUNTERS.has(name)),
  );
  const org = summary as unknown as OrgRecord;
  return {
    ...org,
    requestReminders: requestRemindersOf(org.requestReminders),
    retentionYears: retentionYearsOf(org.retentionYears),
    documentsUploadedThisMonth: typeof thisMonth === 'number' ? thisMonth : 0,
  };
}

/**
 * A transaction item that moves org counters; it also asserts the org exists, so nothing can be
 * written into an org that is not there.
 */
export function orgCounterUpdate(orgId: string, changes: Partial<Record<OrgCounter, number>>): GuardedWrite {
  const entries = Object.entries(changes).filter(([, delta]) => delta !== 0);
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const sets = entries.map(([counter, delta], i) => {
    names[`#c${i}`] = counter;
    values[`:d${i}`] = delta as number;
    return `#c${i} = if_not_exists(#c${i}, :zero) + :d${i}`;
  });
  const counterUpdate = {
    Update: {
      TableName: config.tableName,
      Key: keys.org(orgId),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: sets.length > 0 ? `SET ${sets.join(', ')}` : 'SET #c0 = if_not_exists(#c0, :zero)',
      ExpressionAttributeNames: sets.length > 0 ? names : { '#c0': 'clientsCount' },
      ExpressionAttributeValues: { ...values, ':zero': 0 },
    },
  };
  return { item: counterUpdate, onConflict: NOT_FOUND.ORG };
}

/** Saves the firm's details that are given (Settings → Firm); false when the org does not exist. */
export async function updateOrgProfile(orgId: string, changes: Partial<Omit<OrgProfile, 'orgId'>>): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return true;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.org(orgId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([field], index) => [`#f${index}`, field])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
