/** The exports feature's e-mails (the parts they share with others' are functions/mail's): a client's request for a copy of their information, to the firm, and its approval, to the client. */
import { i18nOf } from '../../core/i18n';
import { type MailContext, type RenderedMail, accountLink, mailDate, portalOrigin, renderLayout, staffClientLink } from '../../mail';

/**
 * To the firm's admins: a client asked for a copy of their information. Names the client
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
