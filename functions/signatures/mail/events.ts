/**
 * The signatures feature's e-mail, as its route publishes it: the one-time code that confirms a
 * signer's identity at the moment they sign. Not a notification: no setting silences it (the signer
 * asked for it). The code is in the event because the e-mail must carry it; the table keeps its hash only.
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface SignatureMails {
  signatureCode: { orgId: string; caseId: string; signatureRequestId: string; userId: string; code: string; expiresAt: string };
}

export type SignatureMailEvent = MailEventsOf<SignatureMails>;

export const SIGNATURE_MAIL_SETTINGS = {
  signatureCode: [],
} as const satisfies Record<keyof SignatureMails, readonly NotificationSetting[]>;

export const publishSignatureMail = mailPublisher<SignatureMails>();
