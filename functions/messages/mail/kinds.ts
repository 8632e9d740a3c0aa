/**
 * The messages feature's e-mail as the mail sender sends it: the notice of a new message on a case's
 * thread, to the other side, worked out from the records as they are now.
 */
import * as z from 'zod/mini';
import { isDiscreetCase } from '../../../shared/cases/discretion';
import type { Case } from '../../../shared/cases/types';
import { composeAboutCase } from '../../cases';
import { type FirmContext, type MailPlan, defineMailKind, mailEach, mailEventId } from '../../mail';
import { getUserById, listAdminsOfOrg } from '../../users';
import { MESSAGE_MAIL_SETTINGS, type MessageMailEvent } from './events';
import { messageNoticeRecipients } from './recipients';
import { renderMessageNotice } from './templates';

type MessageNotice = Extract<MessageMailEvent, { kind: 'messageNotice' }>;

const id = mailEventId();

/** A new message on the case's thread: a notice (no text) to the other side, in each recipient's language. */
async function messageNoticePlan(event: MessageNotice, found: Case, context: FirmContext): Promise<MailPlan> {
  const [client, admins] = await Promise.all([
    event.to === 'client' ? getUserById(found.clientId) : Promise.resolve(undefined),
    event.to === 'firm' ? listAdminsOfOrg(event.orgId) : Promise.resolve([]),
  ]);
  const attorney = event.to === 'firm' ? (admins.find((admin) => admin.userId === found.attorneyId) ?? (await getUserById(found.attorneyId))) : undefined;
  const recipients = messageNoticeRecipients({ orgId: event.orgId, to: event.to, senderId: event.senderId, client, attorney, admins });
  return {
    mails: mailEach(recipients, context, (written, recipient) =>
      renderMessageNotice(written, {
        recipientName: recipient.name,
        caseId: found.caseId,
        caseName: found.caseName,
        discreet: isDiscreetCase(found, context),
        audience: recipient.audience,
      }),
    ),
  };
}

export const messageMailKinds = [
  defineMailKind<MessageNotice>({
    kind: 'messageNotice',
    schema: z.object({ kind: z.literal('messageNotice'), eventId: id, orgId: id, caseId: id, senderId: id, to: z.enum(['client', 'firm']) }),
    silencedBy: MESSAGE_MAIL_SETTINGS.messageNotice,
    compose: composeAboutCase(messageNoticePlan),
  }),
];
