/**
 * The signatures feature's kind of e-mail as the mail sender sends it: the one-time code, to the
 * signer who asked for it (an active user of the firm), whatever their notification settings.
 */
import * as z from 'zod/mini';
import { SIGNATURE_CODE_DIGITS, SIGNATURE_LIMITS } from '../../../shared/signatures/limits';
import { type FirmContext, type MailPlan, NOTHING, defineMailKind, mailEach, mailEventId } from '../../mail';
import { composeForFirm } from '../../orgs';
import { getUserById, mailRecipient, mayBeMailed } from '../../users';
import { SIGNATURE_MAIL_SETTINGS, type SignatureMailEvent } from './events';
import { renderSignatureCode } from './templates';

type Event = Extract<SignatureMailEvent, { kind: 'signatureCode' }>;

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
];
