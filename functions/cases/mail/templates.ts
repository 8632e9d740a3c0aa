/**
 * The cases feature's e-mails (the parts they share with others' are functions/mail's): to the client
 * about their case, in their language.
 */
import { caseStatusMessage } from '../../../shared/cases/status-labels';
import { type I18n, i18nOf } from '../../core/i18n';
import { type AboutCase, type MailContext, type RenderedMail, caseLink, discreetSubject, portalOrigin, renderCaseLayout, renderLayout, settingsLink, viewYourCase } from '../../mail';

/** A status in the reader's words; an unknown value as it is, 'N/A' when there is none. */
function statusLabel(i18n: I18n, status: string): string {
  const descriptor = caseStatusMessage(status);
  return descriptor ? i18n._(descriptor) : status || i18n._({ id: 'case.status.none', message: 'N/A' });
}

/** To the client: a case was opened for them. */
export function renderCaseOpened(context: MailContext, mail: AboutCase): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName };
  return renderCaseLayout(mail.discreet, {
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
  return renderCaseLayout(mail.discreet, {
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
  return renderCaseLayout(mail.discreet, {
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
 * A direct message, not a notification: no unsubscribe line. About a discreet case, the frame names
 * neither the case nor its category (what the admin wrote is theirs to word).
 */
export function renderCaseEmail(
  context: MailContext,
  mail: AboutCase & { senderName: string; message: string; signature: string },
): RenderedMail {
  const i18n = i18nOf(context.language);
  const values = { firmName: context.firmName, caseName: mail.caseName, senderName: mail.senderName };
  return renderLayout({
    language: context.language,
    subject: mail.discreet ? discreetSubject(i18n, context.firmName) : i18n._({ id: 'mail.caseEmail.subject', message: '{firmName}: a message about your case {caseName}', values }),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: mail.discreet
          ? i18n._({ id: 'mail.caseEmail.introDiscreet', message: '{senderName} of {firmName} sent you a message:', values })
          : i18n._({ id: 'mail.caseEmail.intro', message: '{senderName} of {firmName} sent you a message about your case {caseName}:', values }),
      },
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
