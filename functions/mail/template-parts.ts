/**
 * What the features' e-mail templates share (functions/<feature>/mail/templates.ts): the context every
 * e-mail is written in, dates in the reader's words, and the few phrases several e-mails say. Each
 * template returns `{ subject, text, html }` in the recipient's language (texts in
 * functions/core/locales/, docs/i18n.md) through the one layout (mail-layout.ts), whose text rules
 * escape every value. E-mail is not a secure channel: they name the firm and the case, link into the
 * portal, and say nothing more of the case (no document content, no description, no case number).
 */
import type { Language } from '../../shared/settings/language';
import type { I18n } from '../core/i18n';
import type { RenderedMail } from './mail-layout';
import type { ComposedMail, MailRecipient } from './mail-kind';

/** What every e-mail needs: who sends it, where the portal is, and the language the recipient reads. */
export interface MailContext {
  firmName: string;
  portalUrl: string;
  language: Language;
}

/** What every e-mail of an event shares (each recipient's language is added per e-mail). */
export type FirmContext = Omit<MailContext, 'language'>;

/** One e-mail to each recipient, each rendered in the recipient's language. */
export function mailEach(
  recipients: readonly MailRecipient[],
  context: FirmContext,
  render: (context: MailContext, recipient: MailRecipient) => RenderedMail,
): ComposedMail[] {
  return recipients.map((recipient) => ({ recipient, mail: render({ ...context, language: recipient.language }, recipient) }));
}

/** The person an e-mail about a case greets, and the case. */
export interface AboutCase {
  recipientName: string;
  caseId: string;
  caseName: string;
}

/** A date written YYYY-MM-DD, in the reader's words ('March 5, 2026', '5 mars 2026'); a UTC day. */
export function mailDate(language: Language, day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The last line of a list cut short: how many more it holds. */
export const andMore = (i18n: I18n, more: number) => i18n._({ id: 'mail.files.more', message: 'and {more} more', values: { more } });

/** The action of a client's e-mail about their case. */
export const viewYourCase = (i18n: I18n) => i18n._({ id: 'mail.action.viewCase', message: 'View your case' });

/** The action of a staff e-mail about a case. */
export const openTheCase = (i18n: I18n) => i18n._({ id: 'mail.action.openCase', message: 'Open the case' });

/** The action of an e-mail about several cases. */
export const openThePortal = (i18n: I18n) => i18n._({ id: 'mail.action.openPortal', message: 'Open the portal' });
