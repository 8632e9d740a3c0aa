/**
 * The signatures feature's e-mails: the signer's one-time code (it names neither the case nor the
 * document: a discreet case stays so), and a client's reminder of the documents still to sign.
 */
import { i18nOf } from '../../core/i18n';
import {
  type MailAudience,
  type MailContext,
  type RenderedMail,
  caseLink,
  clientDocumentLink,
  mailDate,
  openThePortal,
  portalOrigin,
  renderCaseLayout,
  renderLayout,
  settingsLink,
  viewYourCase,
} from '../../mail';

export function renderSignatureCode(
  context: MailContext,
  mail: { recipientName: string; audience: MailAudience; caseId: string; code: string; minutes: number },
): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, code: mail.code, minutes: mail.minutes };
  return renderLayout({
    language: context.language,
    subject: i18n._({ id: 'mail.signatureCode.subject', message: '{firmName}: your code to sign a document', values }),
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: i18n._({ id: 'mail.signatureCode.intro', message: 'Your code to sign a document on the {firmName} portal is: {code}', values }) },
      {
        kind: 'paragraph',
        text: i18n._({
          id: 'mail.signatureCode.expiry',
          message: 'It works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask to sign a document, ignore this e-mail and tell your firm.',
          values,
        }),
      },
    ],
    action: { label: i18n._({ id: 'mail.signatureCode.action', message: 'Back to the document' }), url: caseLink(context.portalUrl, mail.audience, mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
  });
}

/** A document still to sign in a reminder: its link opens the signing screen on it. */
export interface SignatureReminderItem {
  documentId: string;
  name: string;
  /** YYYY-MM-DD: the request expires after that day. */
  dueDate?: string;
}

export interface SignatureReminderCase {
  caseId: string;
  caseName: string;
  items: SignatureReminderItem[];
  /** A discreet case: the reminder then names no case nor document. */
  discreet?: boolean;
}

/**
 * To a client, at most once a day: the documents their firm still asks them to sign, per case, each
 * with the day after which it can no longer be signed and a link to its signing screen. When one of
 * the cases is discreet the whole reminder is (its subject is shared): it names no case nor document.
 */
export function renderSignatureReminder(context: MailContext, mail: { recipientName: string; cases: readonly SignatureReminderCase[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const count = mail.cases.reduce((total, reminderCase) => total + reminderCase.items.length, 0);
  const values = { firmName: context.firmName, count };
  const blocks = mail.cases.flatMap((reminderCase) => [
    {
      kind: 'paragraph' as const,
      text: i18n._({ id: 'mail.signatureReminder.case', message: 'For your case {caseName}:', values: { caseName: reminderCase.caseName } }),
    },
    {
      kind: 'links' as const,
      items: reminderCase.items.map((item) => ({
        label: item.dueDate
          ? i18n._({ id: 'mail.signatureReminder.due', message: '{name}: to sign by {date}', values: { name: item.name, date: mailDate(context.language, item.dueDate) } })
          : item.name,
        url: clientDocumentLink(context.portalUrl, reminderCase.caseId, item.documentId),
      })),
    },
  ]);
  const [onlyCase] = mail.cases;
  const onlyItem = mail.cases.length === 1 && onlyCase?.items.length === 1 ? onlyCase.items[0] : undefined;
  const discreet = mail.cases.some((reminderCase) => reminderCase.discreet === true);
  return renderCaseLayout(
    discreet,
    {
      language: context.language,
      subject: i18n._({ id: 'mail.signatureReminder.subject', message: '{firmName}: {count, plural, one {a document is} other {# documents are}} waiting for your signature', values }),
      recipientName: mail.recipientName,
      blocks: [
        {
          kind: 'paragraph',
          text: i18n._({
            id: 'mail.signatureReminder.intro',
            message: '{firmName} is waiting for your signature on {count, plural, one {this document} other {these documents}}. Read and sign on the portal, with a code we e-mail you then.',
            values,
          }),
        },
        ...blocks,
      ],
      action: onlyCase
        ? onlyItem
          ? { label: i18n._({ id: 'mail.signatureReminder.action', message: 'Read and sign' }), url: clientDocumentLink(context.portalUrl, onlyCase.caseId, onlyItem.documentId) }
          : mail.cases.length === 1
            ? { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', onlyCase.caseId) }
            : { label: openThePortal(i18n), url: portalOrigin(context.portalUrl) }
        : { label: openThePortal(i18n), url: portalOrigin(context.portalUrl) },
      firmName: context.firmName,
      portalUrl: portalOrigin(context.portalUrl),
      unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
    },
    'update',
  );
}
