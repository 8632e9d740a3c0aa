/**
 * The SendMail function's entry (shared/mail/queue.ts): the mail sender (functions/mail/) made of the
 * kinds of e-mail every feature declares in its mail/ folder. This list is the one place that knows
 * which features send e-mail. It sits outside functions/mail so that the mail sender imports no
 * feature, and outside every feature so that none imports another's e-mails; a feature's new kind
 * joins its own list (its mail/kinds.ts) and never this one, which changes only when a feature sends
 * its first e-mail. Only the features' mail modules are imported, so the function's bundle holds what
 * they read, not the features' routes.
 */
import type { CaseMailEvent } from './cases/mail/events';
import { caseMailKinds } from './cases/mail/kinds';
import type { DocumentMailEvent } from './documents/mail/events';
import { documentMailKinds } from './documents/mail/kinds';
import type { ExportMailEvent } from './exports/mail/events';
import { exportMailKinds } from './exports/mail/kinds';
import { sendMailHandler } from './mail/send-mail-handler';
import type { MessageMailEvent } from './messages/mail/events';
import { messageMailKinds } from './messages/mail/kinds';
import type { ClientNoticeMailEvent } from './notices/mail/events';
import { noticeMailKinds } from './notices/mail/kinds';
import type { RequestMailEvent } from './requests/mail/events';
import { requestMailKinds } from './requests/mail/kinds';
import type { SignatureMailEvent } from './signatures/mail/events';
import { signatureMailKinds } from './signatures/mail/kinds';

export const MAIL_KINDS = [...caseMailKinds, ...documentMailKinds, ...messageMailKinds, ...requestMailKinds, ...exportMailKinds, ...noticeMailKinds, ...signatureMailKinds];

/** Every message the mail queue carries (for tests and tools that put one there). */
export type MailEvent = CaseMailEvent | DocumentMailEvent | MessageMailEvent | RequestMailEvent | ExportMailEvent | ClientNoticeMailEvent | SignatureMailEvent;

export const handler = sendMailHandler(MAIL_KINDS);
