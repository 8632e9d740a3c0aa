/**
 * The signatures feature's kinds of e-mail as the mail sender sends them: the one-time code, to the
 * signer who asked for it (an active user of the firm), whatever their notification settings; the
 * daily reminder, to a client whose e-mail notifications and requests are on, of the documents still
 * waiting on their signature (as the requests are when it is sent: nothing when none is).
 */
import * as z from 'zod/mini';
import { isDiscreetCase } from '../../../shared/cases/discretion';
import { SIGNATURE_CODE_DIGITS, SIGNATURE_LIMITS } from '../../../shared/signatures/limits';
import { getCaseById } from '../../cases';
import { type FirmContext, type MailPlan, NOTHING, defineMailKind, mailEach, mailEventId } from '../../mail';
import { composeForFirm } from '../../orgs';
import { getUserById, mailRecipient, mayBeMailed, recipientWhenOn } from '../../users';
import { statusOf } from '../domain/status';
import { listSignatureRequestsOfCase, waitsOnClient } from '../repository/signature-requests';
import { MAX_SIGNATURE_REMINDER_CASES, SIGNATURE_MAIL_SETTINGS, type SignatureMailEvent } from './events';
import { type SignatureReminderCase, renderSignatureCode, renderSignatureReminder } from './templates';

type Event = Extract<SignatureMailEvent, { kind: 'signatureCode' }>;
type ReminderEvent = Extract<SignatureMailEvent, { kind: 'signatureReminder' }>;

const id = mailEventId();

async function signatureCodePlan(event: Event, context: FirmContext): Promise<MailPlan> {
  // A code past its time is not worth sending (a queue that delivered it late).
  if (Date.parse(event.expiresAt) <= Date.now()) return NOTHING;
  const signer = await getUserById(event.userId);
  if (!mayBeMailed(signer, event.orgId)) return NOTHING;
  const audience = signer.userType === 'admin' ? 'staff' : 'client';
  return {
    mails: mailEach([mailRecipient(signer, audience)], context, (written, recipient) =>
      renderSignatureCode(written, { recipientName: recipient.name, audience, caseId: event.caseId, code: event.code, minutes: SIGNATURE_LIMITS.codeMinutes }),
    ),
  };
}

/** The reminder as the requests are now: those of its cases still waiting on the client and not expired, soonest due first. */
async function signatureReminderPlan(event: ReminderEvent, context: FirmContext): Promise<MailPlan> {
  const recipients = recipientWhenOn(await getUserById(event.clientId), event.orgId, 'client', SIGNATURE_MAIL_SETTINGS.signatureReminder);
  if (recipients.length === 0) return NOTHING;
  const now = new Date();
  const cases = await Promise.all(
    event.caseIds.map(async (caseId): Promise<SignatureReminderCase | undefined> => {
      const [found, records] = await Promise.all([getCaseById(caseId), listSignatureRequestsOfCase(caseId)]);
      if (!found || found.orgId !== event.orgId || found.clientId !== event.clientId) return undefined;
      const items = records
        .filter((record) => waitsOnClient(record) && statusOf(record, now) !== 'expired')
        .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'))
        .map((record) => ({ documentId: record.documentId, name: record.documentName, ...(record.dueDate ? { dueDate: record.dueDate } : {}) }));
      return items.length > 0 ? { caseId, caseName: found.caseName, items, discreet: isDiscreetCase(found, context) } : undefined;
    }),
  );
  const reminded = cases.filter((reminderCase): reminderCase is SignatureReminderCase => reminderCase !== undefined);
  if (reminded.length === 0) return NOTHING;
  return { mails: mailEach(recipients, context, (written, recipient) => renderSignatureReminder(written, { recipientName: recipient.name, cases: reminded })) };
}

export const signatureMailKinds = [
  defineMailKind<Event>({
    kind: 'signatureCode',
    schema: z.object({
      kind: z.literal('signatureCode'),
      eventId: id,
      orgId: id,
      caseId: id,
      signatureRequestId: id,
      userId: id,
      code: z.string().check(z.regex(new RegExp(`^\\d{${SIGNATURE_CODE_DIGITS}}$`))),
      expiresAt: z.string().check(z.maxLength(40)),
    }),
    silencedBy: SIGNATURE_MAIL_SETTINGS.signatureCode,
    compose: composeForFirm(signatureCodePlan),
  }),
  defineMailKind<ReminderEvent>({
    kind: 'signatureReminder',
    schema: z.object({
      kind: z.literal('signatureReminder'),
      eventId: id,
      orgId: id,
      clientId: id,
      caseIds: z.array(id).check(z.minLength(1), z.maxLength(MAX_SIGNATURE_REMINDER_CASES)),
    }),
    silencedBy: SIGNATURE_MAIL_SETTINGS.signatureReminder,
    compose: composeForFirm(signatureReminderPlan),
  }),
];
