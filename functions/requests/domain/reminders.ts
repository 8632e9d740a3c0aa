/**
 * "Remind now": the firm e-mails a case's client at once about the documents still asked of them —
 * the items named, or all of the case's waiting on the client — one e-mail per call, beside the daily
 * reminders (which it neither waits for nor counts against). The e-mail is the daily reminder's
 * (documentReminder), under an event id of its own, listing only these items.
 */
import { randomUUID } from 'node:crypto';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { RemindRequestsBody } from '../../../shared/requests/schemas';
import type { RequestReminder } from '../../../shared/requests/types';
import { getCaseOfOrg } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { getUserById } from '../../users';
import { MAX_EVENT_REFERENCES, publishRequestMail } from '../mail/events';
import { documentReminderRecipients } from '../mail/recipients';
import { type RequestRecord, listRequestsOfCase } from '../repository/requests';
import { readerOf } from './request-changes';
import { titleIn, titlesOf } from './texts';

const waitsOnClient = (record: RequestRecord) => record.status === 'requested' || record.status === 'rejected';

/** What was reminded, for the activity log: the items by id, with their titles. */
export interface SentReminder extends RequestReminder {
  requests: Array<{ requestId: string; title: string; titles: ReturnType<typeof titlesOf> }>;
}

/**
 * Queues the reminder of a case of the caller's org. Refuses an item not on the case
 * (`request-missing`), none waiting on the client (`request-nothing-to-remind`), a client the portal
 * does not e-mail (`request-client-not-emailed`), and answers `request-reminder-not-sent` (503) when
 * the mail queue did not take it.
 */
export async function remindCaseRequests(caller: Caller, caseId: string, body: RemindRequestsBody | undefined): Promise<SentReminder> {
  const [caseRecord, records] = await Promise.all([getCaseOfOrg(caller, caseId), listRequestsOfCase(caseId)]);
  const named = body?.requestIds ? new Set(body.requestIds) : undefined;
  if (named) {
    const onCase = new Set(records.map((record) => record.requestId));
    if ([...named].some((requestId) => !onCase.has(requestId))) throw refusal(REQUESTS.REQUEST_MISSING);
  }
  const reminded = records.filter((record) => waitsOnClient(record) && (!named || named.has(record.requestId))).slice(0, MAX_EVENT_REFERENCES);
  if (reminded.length === 0) throw refusal(REQUESTS.NOTHING_TO_REMIND);
  const client = await getUserById(caseRecord.clientId);
  if (documentReminderRecipients(caseRecord.orgId, client).length === 0) throw refusal(REQUESTS.CLIENT_NOT_EMAILED);
  const requestIds = reminded.map((record) => record.requestId);
  const queued = await publishRequestMail({
    kind: 'documentReminder',
    // Its own id each time: the sender e-mails once per id, and the daily reminder's id is the client's and day's.
    eventId: `remind-now-${caseId}-${randomUUID()}`,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    caseIds: [caseId],
    requestIds,
  });
  if (!queued) throw refusal(REQUESTS.REMINDER_NOT_SENT);
  const { language } = readerOf(caller);
  return {
    caseId,
    requestIds,
    requests: reminded.map((record) => ({ requestId: record.requestId, title: titleIn(record, language), titles: titlesOf(record) })),
  };
}
