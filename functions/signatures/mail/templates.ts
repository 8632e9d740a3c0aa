/** The signatures feature's e-mail: the signer's one-time code. It names neither the case nor the document (a discreet case stays so). */
import { i18nOf } from '../../core/i18n';
import { type MailContext, type RenderedMail, caseLink, portalOrigin, renderLayout, type MailAudience } from '../../mail';

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
