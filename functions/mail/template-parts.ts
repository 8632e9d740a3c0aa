/**
 * What the features' e-mail templates share (functions/<feature>/mail/templates.ts): the context every
 * e-mail is written in, dates in the reader's words, and the few phrases several e-mails say. Each
 * template returns `{ subject, text, html }` in the recipient's language (texts in
 * functions/core/locales/, docs/i18n.md) through the one layout (mail-layout.ts), whose text rules
 * escape every value. E-mail is not a secure channel: they name the firm and the case, link into the
 * portal, and say nothing more of the case (no document content, no description, no case number).
 * A client's e-mail about a discreet case (shared/cases/discretion.ts) names not even the case: its
 * template renders through `renderCaseLayout`, which hands the layout to `discreetly`.
 */
import type { Language } from '../../shared/settings/language';
import { type I18n, i18nOf } from '../core/i18n';
import { type MailLayout, type RenderedMail, renderLayout } from './mail-layout';
import type { ComposedMail, MailRecipient } from './mail-kind';

/** What every e-mail needs: who sends it, where the portal is, and the language the recipient reads. */
export interface MailContext {
  firmName: string;
  portalUrl: string;
  language: Language;
}

/** What every e-mail of an event shares (each recipient's language is added per e-mail). */
export type FirmContext = Omit<MailContext, 'language'> & {
  /** The firm's setting that makes every case discreet (shared/cases/discretion.ts). */
  discreetCases?: boolean;
};

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
  /** A client's e-mail about a discreet case (isDiscreetCase): it names neither the case nor its category. */
  discreet?: boolean;
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

/** What a discreet e-mail says it is about, without the case: a new message, documents still asked, or any other update. */
export type DiscreetTopic = 'update' | 'message' | 'documents';

/** The subject of every e-mail about a discreet case: the firm's portal, nothing of the case. */
export const discreetSubject = (i18n: I18n, firmName: string) =>
  i18n._({ id: 'mail.discreet.subject', message: 'You have an update on your {firmName} portal', values: { firmName } });

function discreetLead(i18n: I18n, topic: DiscreetTopic, firmName: string): string {
  const values = { firmName };
  switch (topic) {
    case 'message':
      return i18n._({ id: 'mail.discreet.message', message: 'You have a new message on your {firmName} portal. Sign in to read it and reply.', values });
    case 'documents':
      return i18n._({ id: 'mail.discreet.documents', message: '{firmName} is still waiting for documents from you. Sign in to see which ones and upload them.', values });
    case 'update':
      return i18n._({ id: 'mail.discreet.update', message: 'There is something new for you on your {firmName} portal. Sign in to see what changed.', values });
  }
}

/**
 * A client's e-mail about a discreet case, from the layout its template wrote: the subject and every
 * block are replaced by words that name neither the case nor its category (nor its stage, status or
 * documents, which can tell the category); the greeting, the action and its link (ids only), the firm
 * and the unsubscribe line are kept. One function for every template, so none can leak the case.
 */
export function discreetly(layout: MailLayout, topic: DiscreetTopic = 'update'): MailLayout {
  const i18n = i18nOf(layout.language);
  return {
    ...layout,
    subject: discreetSubject(i18n, layout.firmName),
    blocks: [
      { kind: 'paragraph', text: discreetLead(i18n, topic, layout.firmName) },
      { kind: 'paragraph', text: i18n._({ id: 'mail.discreet.privacy', message: 'For your privacy, this e-mail does not name your case.' }) },
    ],
  };
}

/** An e-mail about a case to its client: its layout as written, or `discreetly` when the case is discreet. */
export function renderCaseLayout(discreet: boolean | undefined, layout: MailLayout, topic: DiscreetTopic = 'update'): RenderedMail {
  return renderLayout(discreet === true ? discreetly(layout, topic) : layout);
}
