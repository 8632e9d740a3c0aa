/**
 * Reminders to clients of what their firm still waits on them for, with a due date: the documents it
 * asks of them (requested or rejected) and the documents it asks them to sign (sent or viewed). Each
 * is a source (below): read by due day from the index (no Scan), each firm's settings applied, one mail
 * event per client, source and day, listing their cases concerned (the e-mail lists every item of
 * those cases still waiting on them, as they are when it is sent).
 */
import type { RequestReminders } from '../../../shared/orgs/reminders';
import type { User } from '../../../shared/users/types';
import type { NotificationSetting } from '../../mail';
import { getOrg } from '../../orgs';
import { REQUEST_MAIL_SETTINGS, listRequestsDueOn, publishRequestMail } from '../../requests';
import { MAX_SIGNATURE_REMINDER_CASES, SIGNATURE_MAIL_SETTINGS, listSignatureRequestsDueOn, publishSignatureMail, signatureWaitsOnClient } from '../../signatures';
import { getUserById, notificationsOn } from '../../users';
import { dueDaysToRead, isReminderDay } from './reminder-days';
import { type ReminderKind, claimReminderDay, releaseReminderDay } from './reminder-guard';
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

/** An item of a source as the job needs it: whose it is and when it is due. */
interface DueItem {
  orgId: string;
  clientId: string;
  caseId: string;
  dueDate?: string;
}

/** What clients are reminded of: its items by due day, whether one still waits on the client, its e-mail. */
export interface ClientReminderSource<Item extends DueItem> {
  /** The once-a-day guard's kind (reminder-guard.ts): each source's e-mail is sent at most once a day per client. */
  guard: ReminderKind;
  /** The settings that must be on for the client to be e-mailed. */
  settings: readonly NotificationSetting[];
  /** Whether reminders go on after the due date (a document still asked of them) or stop (a signature request expires then). */
  overdue: boolean;
  listDueOn: (day: string) => Promise<Item[]>;
  waitsOnClient: (item: Item) => boolean;
  /** Queues the day's e-mail to the client about these cases: false when the queue did not take it. */
  publish: (reminder: { clientId: string; orgId: string; caseIds: string[]; day: string }) => Promise<boolean>;
}

export const DOCUMENT_REQUESTS: ClientReminderSource<Awaited<ReturnType<typeof listRequestsDueOn>>[number]> = {
  guard: 'DOCUMENTS',
  settings: REQUEST_MAIL_SETTINGS.documentReminder,
  overdue: true,
  listDueOn: listRequestsDueOn,
  waitsOnClient: (record) => record.status === 'requested' || record.status === 'rejected',
  publish: ({ clientId, orgId, caseIds, day }) =>
    publishRequestMail({ kind: 'documentReminder', eventId: `reminder-${clientId}-${day}`, orgId, clientId, caseIds: caseIds.slice(0, MAX_REMINDER_CASES) }),
};

export const SIGNATURE_REQUESTS: ClientReminderSource<Awaited<ReturnType<typeof listSignatureRequestsDueOn>>[number]> = {
  guard: 'SIGNATURES',
  settings: SIGNATURE_MAIL_SETTINGS.signatureReminder,
  overdue: false,
  listDueOn: listSignatureRequestsDueOn,
  waitsOnClient: signatureWaitsOnClient,
  publish: ({ clientId, orgId, caseIds, day }) =>
    publishSignatureMail({ kind: 'signatureReminder', eventId: `signature-reminder-${clientId}-${day}`, orgId, clientId, caseIds: caseIds.slice(0, MAX_SIGNATURE_REMINDER_CASES) }),
};

/** A client who may be reminded: active, of the item's org, with the source's settings on. */
function mayRemind(user: User | undefined, orgId: string, settings: readonly NotificationSetting[]): boolean {
  return user !== undefined && user.status === 'active' && user.orgId === orgId && notificationsOn(user, settings);
}

export async function sendClientReminders<Item extends DueItem>(source: ClientReminderSource<Item>, today: string, now: Date): Promise<ClientRemindersResult> {
  const records = (await inBatches(dueDaysToRead(today, { overdue: source.overdue }), CONCURRENCY, source.listDueOn)).flat();
  const settings = new Map<string, Promise<RequestReminders | undefined>>();
  const settingsOfOrg = (orgId: string) => {
    if (!settings.has(orgId)) settings.set(orgId, getOrg(orgId).then((org) => org?.requestReminders));
    return settings.get(orgId) as Promise<RequestReminders | undefined>;
  };
  const clients = new Map<string, { orgId: string; caseIds: Set<string> }>();
  let itemsDue = 0;
  for (const record of records) {
    if (!source.waitsOnClient(record) || !record.dueDate) continue;
    const firmSettings = await settingsOfOrg(record.orgId);
    if (!firmSettings || !isReminderDay(record.dueDate, today, firmSettings)) continue;
    itemsDue += 1;
    const client = clients.get(record.clientId) ?? { orgId: record.orgId, caseIds: new Set<string>() };
    client.caseIds.add(record.caseId);
    clients.set(record.clientId, client);
  }
  const result: ClientRemindersResult = { itemsDue, reminded: 0, alreadyReminded: 0, skipped: 0, notQueued: 0 };
  await inBatches([...clients.entries()], CONCURRENCY, async ([clientId, { orgId, caseIds }]) => {
    if (!mayRemind(await getUserById(clientId), orgId, source.settings)) {
      result.skipped += 1;
      return;
    }
    if (!(await claimReminderDay(clientId, today, source.guard, now))) {
      result.alreadyReminded += 1;
      return;
    }
    if (await source.publish({ clientId, orgId, caseIds: [...caseIds], day: today })) {
      result.reminded += 1;
    } else {
      result.notQueued += 1;
      await releaseReminderDay(clientId, today, source.guard);
    }
  });
  return result;
}
