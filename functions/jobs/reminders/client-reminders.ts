/**
 * Reminders to clients of the documents their firm still asks of them (status requested or
 * rejected, with a due date): read by due day from the index (no Scan), each firm's settings applied,
 * one `documentReminder` mail event per client and day listing their cases concerned (the e-mail
 * lists every item of those cases still waiting on them).
 */
import type { RequestReminders } from '../../../shared/orgs/reminders';
import type { User } from '../../../shared/users/types';
import { getOrg } from '../../orgs';
import { REQUEST_MAIL_SETTINGS, listRequestsDueOn, publishRequestMail, type RequestRecord } from '../../requests';
import { getUserById, notificationsOn } from '../../users';
import { dueDaysToRead, isReminderDay } from './reminder-days';
import { claimReminderDay, releaseReminderDay } from './reminder-guard';
import { inBatches } from './in-batches';

/** Queries (and clients) handled at once. */
const CONCURRENCY = 8;
/** The most cases one reminder names (far more than a client has). */
export const MAX_REMINDER_CASES = 200;

export interface ClientRemindersResult {
  /** Items whose due date calls for a reminder today. */
  itemsDue: number;
  /** Clients whose reminder was queued. */
  reminded: number;
  /** Clients reminded earlier today (another run). */
  alreadyReminded: number;
  /** Clients with e-mail notifications off, inactive or without a record. */
  skipped: number;
  /** Reminders the mail queue did not take (a later run of the day tries again). */
  notQueued: number;
}

const waitsOnClient = (record: RequestRecord) => record.status === 'requested' || record.status === 'rejected';

/** A client who may be reminded: active, of the item's org, with e-mail notifications on. */
function mayRemind(user: User | undefined, orgId: string): boolean {
  return user !== undefined && user.status === 'active' && user.orgId === orgId && notificationsOn(user, REQUEST_MAIL_SETTINGS.documentReminder);
}

export async function sendClientReminders(today: string, now: Date): Promise<ClientRemindersResult> {
  const records = (await inBatches(dueDaysToRead(today), CONCURRENCY, listRequestsDueOn)).flat();
  const settings = new Map<string, Promise<RequestReminders | undefined>>();
  const settingsOfOrg = (orgId: string) => {
    if (!settings.has(orgId)) settings.set(orgId, getOrg(orgId).then((org) => org?.requestReminders));
    return settings.get(orgId) as Promise<RequestReminders | undefined>;
  };
  const clients = new Map<string, { orgId: string; caseIds: Set<string> }>();
  let itemsDue = 0;
  for (const record of records) {
    if (!waitsOnClient(record) || !record.dueDate) continue;
    const firmSettings = await settingsOfOrg(record.orgId);
    if (!firmSettings || !isReminderDay(record.dueDate, today, firmSettings)) continue;
    itemsDue += 1;
    const client = clients.get(record.clientId) ?? { orgId: record.orgId, caseIds: new Set<string>() };
    client.caseIds.add(record.caseId);
    clients.set(record.clientId, client);
  }
  const result: ClientRemindersResult = { itemsDue, reminded: 0, alreadyReminded: 0, skipped: 0, notQueued: 0 };
  await inBatches([...clients.entries()], CONCURRENCY, async ([clientId, { orgId, caseIds }]) => {
    if (!mayRemind(await getUserById(clientId), orgId)) {
      result.skipped += 1;
      return;
    }
    if (!(await claimReminderDay(clientId, today, 'DOCUMENTS', now))) {
      result.alreadyReminded += 1;
      return;
    }
    const queued = await publishRequestMail({
      kind: 'documentReminder',
      eventId: `reminder-${clientId}-${today}`,
      orgId,
      clientId,
      caseIds: [...caseIds].slice(0, MAX_REMINDER_CASES),
    });
    if (queued) {
      result.reminded += 1;
    } else {
      result.notQueued += 1;
      await releaseReminderDay(clientId, today, 'DOCUMENTS');
    }
  });
  return result;
}
