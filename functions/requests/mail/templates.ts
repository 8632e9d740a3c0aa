/**
 * The document requests feature's e-mails (the parts they share with others' are functions/mail's): a
 * client's reminder of the documents still asked of them, and staff's notice of accepted documents
 * about to expire, in the reader's language.
 */
import type { Language } from '../../../shared/settings/language';
import { type I18n, i18nOf } from '../../core/i18n';
import { type MailContext, type RenderedMail, andMore, caseLink, clientItemLink, mailDate, openTheCase, openThePortal, portalOrigin, renderCaseLayout, renderLayout, settingsLink, viewYourCase } from '../../mail';

/** One requested document in a reminder: its id (its link opens it), its title and its due date (YYYY-MM-DD) when it has one. */
export interface ReminderItem {
  requestId: string;
  title: string;
  dueDate?: string;
}

/** The items still asked of a client on one of their cases. */
export interface ReminderCase {
  caseId: string;
  caseName: string;
  items: ReminderItem[];
  /** A discreet case (isDiscreetCase): the reminder then names no case, category nor document. */
  discreet?: boolean;
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
 * rejected), per case, with their due dates, a link to each case and to each item on it. `today`
 * (YYYY-MM-DD, UTC) says which are overdue. When one of the cases is discreet, the whole reminder is
 * (its subject is shared): it only says documents are still needed, the documents' titles (which can
 * tell the category) too are left to the portal.
 */
export function renderDocumentReminder(context: MailContext, mail: { recipientName: string; today: string; cases: readonly ReminderCase[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const count = mail.cases.reduce((total, reminderCase) => total + reminderCase.items.length, 0);
  const values = { firmName: context.firmName, count };
  const blocks = mail.cases.flatMap((reminderCase) => {
    const lines = reminderCase.items.slice(0, MAX_LISTED_ITEMS).map((item) => ({
      label: reminderLine(i18n, context.language, item, mail.today),
      url: clientItemLink(context.portalUrl, reminderCase.caseId, item.requestId),
    }));
    const more = reminderCase.items.length - MAX_LISTED_ITEMS;
    return [
      {
        kind: 'paragraph' as const,
        text: i18n._({
          id: 'mail.documentReminder.case',
          message: 'For your case {caseName} ({url}):',
          values: { caseName: reminderCase.caseName, url: caseLink(context.portalUrl, 'client', reminderCase.caseId) },
        }),
      },
      { kind: 'links' as const, items: lines },
      ...(more > 0 ? [{ kind: 'list' as const, items: [andMore(i18n, more)] }] : []),
    ];
  });
  const [onlyCase] = mail.cases;
  const discreet = mail.cases.some((reminderCase) => reminderCase.discreet === true);
  return renderCaseLayout(discreet, {
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
        : { label: openThePortal(i18n), url: portalOrigin(context.portalUrl) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  }, 'documents');
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
    if (more > 0) lines.push(andMore(i18n, more));
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
        ? { label: openTheCase(i18n), url: caseLink(context.portalUrl, 'staff', onlyCase) }
        : { label: openThePortal(i18n), url: portalOrigin(context.portalUrl) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'staff'),
  });
}
