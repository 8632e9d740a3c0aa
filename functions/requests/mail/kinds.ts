/**
 * The document requests feature's kinds of e-mail as the mail sender sends them: each event as the
 * queue carries it, and what it e-mails, worked out from the records as they are now (the items still
 * waiting on the client, still accepted).
 */
import * as z from 'zod/mini';
import { isDiscreetCase } from '../../../shared/cases/discretion';
import type { Case } from '../../../shared/cases/types';
import { getCaseById } from '../../cases';
import { type FirmContext, type MailPlan, NOTHING, defineMailKind, mailEach, mailEventId } from '../../mail';
import { composeForFirm } from '../../orgs';
import { getUserById } from '../../users';
import { titleIn } from '../domain/texts';
import { getRequest, listRequestsOfCase } from '../repository/request-reads';
import type { RequestRecord } from '../repository/requests';
import { MAX_EVENT_REFERENCES, REQUEST_MAIL_SETTINGS, type RequestMailEvent } from './events';
import { documentReminderRecipients, documentsExpiringRecipients } from './recipients';
import { type ExpiringItem, type ReminderCase, renderDocumentReminder, renderDocumentsExpiring } from './templates';

type Event<Kind extends RequestMailEvent['kind']> = Extract<RequestMailEvent, { kind: Kind }>;

const id = mailEventId();

const waitsOnClient = (record: RequestRecord) => record.status === 'requested' || record.status === 'rejected';

/** Due dates first, soonest first; undated items last, in the order they were added. */
const byDueDate = (a: RequestRecord, b: RequestRecord) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** A case of the event's org, or nothing (gone, moved, another org's). */
async function caseOf(caseId: string, orgId: string): Promise<Case | undefined> {
  const found = await getCaseById(caseId);
  return found && found.orgId === orgId ? found : undefined;
}

/** The reminder as the records are now: the items of its cases still waiting on the client; nothing when none is. */
async function documentReminderPlan(event: Event<'documentReminder'>, context: FirmContext): Promise<MailPlan> {
  const client = await getUserById(event.clientId);
  const recipients = documentReminderRecipients(event.orgId, client);
  if (recipients.length === 0) return NOTHING;
  const named = event.requestIds ? new Set(event.requestIds) : undefined;
  const language = client?.language ?? 'en';
  const cases = await Promise.all(
    event.caseIds.map(async (caseId): Promise<ReminderCase | undefined> => {
      const [found, records] = await Promise.all([caseOf(caseId, event.orgId), listRequestsOfCase(caseId)]);
      if (!found || found.clientId !== event.clientId) return undefined;
      const items = records
        .filter((record) => waitsOnClient(record) && (!named || named.has(record.requestId)))
        .sort(byDueDate)
        .map((record) => ({ requestId: record.requestId, title: titleIn(record, language), dueDate: record.dueDate }));
      return items.length > 0 ? { caseId, caseName: found.caseName, items, discreet: isDiscreetCase(found, context) } : undefined;
    }),
  );
  const reminded = cases.filter((reminderCase): reminderCase is ReminderCase => reminderCase !== undefined);
  if (reminded.length === 0) return NOTHING;
  const today = new Date().toISOString().slice(0, 10);
  return { mails: mailEach(recipients, context, (written, recipient) => renderDocumentReminder(written, { recipientName: recipient.name, today, cases: reminded })) };
}

/** The staff notice as the records are now: the items still accepted with an expiry date; nothing when none is. */
async function documentsExpiringPlan(event: Event<'documentsExpiring'>, context: FirmContext): Promise<MailPlan> {
  const staff = await getUserById(event.userId);
  const recipients = documentsExpiringRecipients(event.orgId, staff);
  if (recipients.length === 0) return NOTHING;
  const recipientLanguage = staff?.language ?? 'en';
  const cases = new Map<string, Promise<Case | undefined>>();
  const items = await Promise.all(
    event.requests.map(async ({ caseId, requestId }): Promise<ExpiringItem | undefined> => {
      if (!cases.has(caseId)) cases.set(caseId, caseOf(caseId, event.orgId));
      const [found, record] = await Promise.all([cases.get(caseId), getRequest(caseId, requestId)]);
      if (!found || !record || record.status !== 'accepted' || !record.expiresOn) return undefined;
      return { caseId, caseName: found.caseName, clientName: found.clientName, title: titleIn(record, recipientLanguage), expiresOn: record.expiresOn };
    }),
  );
  const expiring = items.filter((item): item is ExpiringItem => item !== undefined).sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  if (expiring.length === 0) return NOTHING;
  return { mails: mailEach(recipients, context, (written, recipient) => renderDocumentsExpiring(written, { recipientName: recipient.name, items: expiring })) };
}

export const requestMailKinds = [
  defineMailKind<Event<'documentReminder'>>({
    kind: 'documentReminder',
    schema: z.object({
      kind: z.literal('documentReminder'),
      eventId: id,
      orgId: id,
      clientId: id,
      caseIds: z.array(id).check(z.minLength(1), z.maxLength(MAX_EVENT_REFERENCES)),
      requestIds: z.optional(z.array(id).check(z.minLength(1), z.maxLength(MAX_EVENT_REFERENCES))),
    }),
    silencedBy: REQUEST_MAIL_SETTINGS.documentReminder,
    compose: composeForFirm(documentReminderPlan),
  }),
  defineMailKind<Event<'documentsExpiring'>>({
    kind: 'documentsExpiring',
    schema: z.object({
      kind: z.literal('documentsExpiring'),
      eventId: id,
      orgId: id,
      userId: id,
      requests: z.array(z.object({ caseId: id, requestId: id })).check(z.minLength(1), z.maxLength(MAX_EVENT_REFERENCES)),
    }),
    silencedBy: REQUEST_MAIL_SETTINGS.documentsExpiring,
    compose: composeForFirm(documentsExpiringPlan),
  }),
];
