/**
 * The portal's own e-mails, one renderer per mail event kind → `{ subject, text, html }`, in the
 * recipient's language (texts in functions/core/locales/, docs/i18n.md). E-mail is not a secure
 * channel: they name the firm and the case, link into the portal, and say nothing more of the case
 * (no document content, no description, no case number). Escaping and single-line rules are the
 * layout's (mail-layout.ts).
 */
import { caseStatusMessage } from '../../shared/cases/status-labels';
import type { Language } from '../../shared/settings/language';
import { type I18n, i18nOf } from '../core/i18n';
import { type RenderedMail, renderLayout } from './mail-layout';
import { type MailAudience, accountLink, caseLink, messagesLink, portalOrigin, settingsLink, staffClientLink } from './portal-links';

export type { RenderedMail } from './mail-layout';

/** What every e-mail needs: who sends it, where the portal is, and the language the recipient reads. */
export interface MailContext {
  firmName: string;
  portalUrl: string;
  language: Language;
}

interface AboutCase {
  recipientName: string;
  caseId: string;
  caseName: string;
}

/** A batch lists at most this many file names; the rest are counted. */
export const MAX_LISTED_FILES = 20;

function listedFiles(i18n: I18n, fileNames: readonly string[]): string[] {
  if (fileNames.length <= MAX_LISTED_FILES) return [...fileNames];
  const more = fileNames.length - MAX_LISTED_FILES;
  return [...fileNames.slice(0, MAX_LISTED_FILES), i18n._({ id: 'mail.files.more', message: 'and {more} more', values: { more } })];
}

/** A status in the reader's words; an unknown value as it is, 'N/A' when there is none. */
function statusLabel(i18n: I18n, status: string): string {
  const descriptor = caseStatusMessage(status);
  return descriptor ? i18n._(descriptor) : status || i18n._({ id: 'case.status.none', message: 'N/A' });
}

/** To the case's attorney and staff who asked: a client uploaded documents (one e-mail per batch). */
export function renderDocumentsUploaded(context: MailContext, mail: AboutCase & { uploaderName: string; fileNames: readonly string[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName, uploaderName: mail.uploaderName, count: mail.fileNames.length };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.documentsUploaded.subject', message: '{firmName}: new documents on {caseName}', values }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.documentsUploaded.intro',
          message: '{uploaderName} uploaded {count, plural, one {a document} other {# documents}} to the case {caseName}:',
          values,
        }),
      },
      { kind: 'list', items: listedFiles(i18n, mail.fileNames) },
    ],
    action: { label: i18n._({ id: 'mail.action.openCase', message: 'Open the case' }), url: caseLink(context.portalUrl, 'staff', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'staff'),
  });
}

const viewYourCase = (i18n: I18n) => i18n._({ id: 'mail.action.viewCase', message: 'View your case' });

/** To the client: a case was opened for them. */
export function renderCaseOpened(context: MailContext, mail: AboutCase): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.caseOpened.subject', message: '{firmName}: your case {caseName} is open', values }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.caseOpened.intro',
          message: '{firmName} has opened the case {caseName} for you on its client portal, where you can follow it and share documents.',
          values,
        }),
      },
    ],
    action: { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/** To the client: their case's status changed (shown with its label, in their language). */
export function renderCaseStatusChanged(context: MailContext, mail: AboutCase & { status: string }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName, status: statusLabel(i18n, mail.status) };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.caseStatusChanged.subject', message: '{firmName}: your case {caseName} is now {status}', values }),
    recipientName: mail.recipientName,
    blocks: [{ kind: 'paragraph', text: i18n._({ id: 'mail.caseStatusChanged.intro', message: 'The status of your case {caseName} is now: {status}.', values }) }],
    action: { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/** To the client: their case moved to another stage (its name only, in their language). */
export function renderCaseStageChanged(context: MailContext, mail: AboutCase & { stageName: string }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName, stage: mail.stageName };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.caseStageChanged.subject', message: '{firmName}: your case {caseName} has reached a new stage', values }),
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: i18n._({ id: 'mail.caseStageChanged.intro', message: 'Your case {caseName} is now at the stage: {stage}.', values }) },
      { kind: 'paragraph', text: i18n._({ id: 'mail.caseStageChanged.more', message: 'Sign in to the portal to see where your case stands and what the firm needs from you.' }) },
    ],
    action: { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/**
 * To the case's client: an admin's 'Send Email Regarding Case' message, with the admin's signature.
 * The frame is in the client's language; the admin's own words and signature are sent as written.
 * A direct message, not a notification: no unsubscribe line.
 */
export function renderCaseEmail(
  context: MailContext,
  mail: AboutCase & { senderName: string; message: string; signature: string },
): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName, senderName: mail.senderName };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.caseEmail.subject', message: '{firmName}: a message about your case {caseName}', values }),
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: i18n._({ id: 'mail.caseEmail.intro', message: '{senderName} of {firmName} sent you a message about your case {caseName}:', values }) },
      { kind: 'message', text: mail.message },
      { kind: 'message', text: mail.signature },
      {
        kind: 'paragraph',
        text: i18n._({ id: 'mail.caseEmail.reply', message: 'You can reply to this e-mail. To share documents, use the portal rather than e-mail attachments.' }),
      },
    ],
    action: { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
  });
}

/** A date written YYYY-MM-DD, in the reader's words ('March 5, 2026', '5 mars 2026'); a UTC day. */
export function mailDate(language: Language, day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** One requested document in a reminder: its title and its due date (YYYY-MM-DD) when it has one. */
export interface ReminderItem {
  title: string;
  dueDate?: string;
}

/** The items still asked of a client on one of their cases. */
export interface ReminderCase {
  caseId: string;
  caseName: string;
  items: ReminderItem[];
}

/** A case lists at most this many items; the rest are counted. */
export const MAX_LISTED_ITEMS = 30;

function reminderLine(i18n: I18n, language: Language, item: ReminderItem, today: string): string {
  if (!item.dueDate) return item.title;
  const values = { title: item.title, date: mailDate(language, item.dueDate) };
  if (item.dueDate < today) return i18n._({ id: 'mail.documentReminder.overdue', message: '{title}: was due {date} (overdue)', values });
  if (item.dueDate === today) return i18n._({ id: 'mail.documentReminder.dueToday', message: '{title}: due today, {date}', values });
  return i18n._({ id: 'mail.documentReminder.due', message: '{title}: due {date}', values });
}

/**
 * To a client, at most once a day: the documents their firm still asks of them (requested or
 * rejected), per case, with their due dates and a link to each case. `today` (YYYY-MM-DD, UTC) says
 * which are overdue.
 */
export function renderDocumentReminder(context: MailContext, mail: { recipientName: string; today: string; cases: readonly ReminderCase[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const count = mail.cases.reduce((total, reminderCase) => total + reminderCase.items.length, 0);
  const values = { firmName: context.firmName, count };
  const blocks = mail.cases.flatMap((reminderCase) => {
    const lines = reminderCase.items.slice(0, MAX_LISTED_ITEMS).map((item) => reminderLine(i18n, context.language, item, mail.today));
    const more = reminderCase.items.length - MAX_LISTED_ITEMS;
    if (more > 0) lines.push(i18n._({ id: 'mail.files.more', message: 'and {more} more', values: { more } }));
    return [
      {
        kind: 'paragraph' as const,
        text: i18n._({
          id: 'mail.documentReminder.case',
          message: 'For your case {caseName} ({url}):',
          values: { caseName: reminderCase.caseName, url: caseLink(context.portalUrl, 'client', reminderCase.caseId) },
        }),
      },
      { kind: 'list' as const, items: lines },
    ];
  });
  const [onlyCase] = mail.cases;
  return renderLayout({
    language: context.language,
    subject: i18n._({
      id: 'mail.documentReminder.subject',
      message: '{firmName}: {count, plural, one {a document is} other {# documents are}} still needed',
      values,
    }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.documentReminder.intro',
          message: '{firmName} is still waiting for {count, plural, one {this document} other {these documents}} from you. You can upload them on the portal.',
          values,
        }),
      },
      ...blocks,
    ],
    action:
      mail.cases.length === 1 && onlyCase
        ? { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', onlyCase.caseId) }
        : { label: i18n._({ id: 'mail.action.openPortal', message: 'Open the portal' }), url: portalOrigin(context.portalUrl) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/** One accepted document about to expire, in a staff notice. */
export interface ExpiringItem {
  caseId: string;
  caseName: string;
  clientName: string;
  title: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

/** To one of the firm's staff, at most once a day: accepted documents that expire in 180, 90 or 30 days, per case, soonest first. */
export function renderDocumentsExpiring(context: MailContext, mail: { recipientName: string; items: readonly ExpiringItem[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, count: mail.items.length };
  const byCase = new Map<string, ExpiringItem[]>();
  for (const item of mail.items) byCase.set(item.caseId, [...(byCase.get(item.caseId) ?? []), item]);
  const blocks = [...byCase.values()].flatMap(([first, ...rest]) => {
    if (!first) return [];
    const lines = [first, ...rest]
      .slice(0, MAX_LISTED_ITEMS)
      .map((item) =>
        i18n._({ id: 'mail.documentsExpiring.item', message: '{title}: expires {date}', values: { title: item.title, date: mailDate(context.language, item.expiresOn) } }),
      );
    const more = rest.length + 1 - MAX_LISTED_ITEMS;
    if (more > 0) lines.push(i18n._({ id: 'mail.files.more', message: 'and {more} more', values: { more } }));
    return [
      {
        kind: 'paragraph' as const,
        text: i18n._({
          id: 'mail.documentsExpiring.case',
          message: '{clientName}, case {caseName} ({url}):',
          values: { clientName: first.clientName, caseName: first.caseName, url: caseLink(context.portalUrl, 'staff', first.caseId) },
        }),
      },
      { kind: 'list' as const, items: lines },
    ];
  });
  const [onlyCase] = byCase.keys();
  return renderLayout({
    language: context.language,
    subject: i18n._({
      id: 'mail.documentsExpiring.subject',
      message: '{firmName}: {count, plural, one {a client document expires} other {# client documents expire}} soon',
      values,
    }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.documentsExpiring.intro',
          message: '{count, plural, one {This accepted document expires} other {These accepted documents expire}} in 180, 90 or 30 days:',
          values,
        }),
      },
      ...blocks,
    ],
    action:
      byCase.size === 1 && onlyCase
        ? { label: i18n._({ id: 'mail.action.openCase', message: 'Open the case' }), url: caseLink(context.portalUrl, 'staff', onlyCase) }
        : { label: i18n._({ id: 'mail.action.openPortal', message: 'Open the portal' }), url: portalOrigin(context.portalUrl) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'staff'),
  });
}

/**
 * To the other side of a case's thread: a new message is waiting (issue 23). Never the message's
 * text nor its documents' names: e-mail is not the secure channel, the portal is.
 */
export function renderMessageNotice(context: MailContext, mail: AboutCase & { audience: MailAudience }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.messageNotice.subject', message: '{firmName}: a new message about case {caseName}', values }),
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: i18n._({ id: 'mail.messageNotice.intro', message: 'You have a new message about case {caseName}.', values }) },
      {
        kind: 'paragraph',
        text: i18n._({ id: 'mail.messageNotice.privacy', message: 'For your privacy, messages are only shown on the portal. Sign in to read it and reply.' }),
      },
    ],
    action: { label: i18n._({ id: 'mail.action.readMessage', message: 'Read the message' }), url: messagesLink(context.portalUrl, mail.audience, mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, mail.audience),
  });
}

/**
 * To the firm's admins: a client asked for a copy of their information (issue 24). Names the client
 * and nothing more of them; the admin reviews and approves it on the client's page.
 */
export function renderExportRequested(context: MailContext, mail: { recipientName: string; clientId: string; clientName: string }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, clientName: mail.clientName };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.exportRequested.subject', message: '{firmName}: {clientName} asked for a copy of their information', values }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.exportRequested.intro',
          message: '{clientName} asked, on the client portal, for a copy of the information {firmName} holds about them.',
          values,
        }),
      },
      {
        kind: 'paragraph',
        text: i18n._({ id: 'mail.exportRequested.next', message: "Review the request and approve it on the client's page; they will be told by e-mail." }),
      },
    ],
    action: { label: i18n._({ id: 'mail.action.openClient', message: "Open the client's page" }), url: staffClientLink(context.portalUrl, mail.clientId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
  });
}

/** To the client: the firm approved their request; they download their copy from their account page until `availableUntil` (YYYY-MM-DD). */
export function renderExportApproved(context: MailContext, mail: { recipientName: string; availableUntil: string }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, date: mailDate(context.language, mail.availableUntil) };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.exportApproved.subject', message: '{firmName}: your copy of your information is ready', values }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.exportApproved.intro',
          message: '{firmName} approved your request for a copy of your information. You can download it from your account page on the portal until {date}.',
          values,
        }),
      },
    ],
    action: { label: i18n._({ id: 'mail.action.openAccount', message: 'Open your account' }), url: accountLink(context.portalUrl, 'client') },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
  });
}
