/** The messages feature's e-mail: a notice of a new message, to the other side of a case's thread (the parts it shares with others' are functions/mail's). */
import { i18nOf } from '../../core/i18n';
import { type AboutCase, type MailAudience, type MailContext, type RenderedMail, messagesLink, portalOrigin, renderCaseLayout, settingsLink } from '../../mail';

/**
 * To the other side of a case's thread: a new message is waiting. Never the message's
 * text nor its documents' names: e-mail is not the secure channel, the portal is. To the client of
 * a discreet case, not even the case (staff are told as usual).
 */
export function renderMessageNotice(context: MailContext, mail: AboutCase & { audience: MailAudience }): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName };
  return renderCaseLayout(mail.audience === 'client' && mail.discreet, {
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
  }, 'message');
}
