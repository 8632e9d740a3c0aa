/**
 * The portal's own e-mails, one renderer per mail event kind → `{ subject, text, html }`. E-mail is
 * not a secure channel: they name the firm and the case, link into the portal, and say nothing more
 * of the case (no document content, no description, no case number). Escaping and single-line rules
 * are the layout's (mail-layout.ts).
 */
import { caseStatusLabel } from '../../shared/cases/status-labels';
import { type RenderedMail, renderLayout } from './mail-layout';
import { caseLink, portalOrigin, settingsLink } from './portal-links';

export type { RenderedMail } from './mail-layout';

/** What every e-mail needs: who sends it and where the portal is. */
export interface MailContext {
  firmName: string;
  portalUrl: string;
}

interface AboutCase {
  recipientName: string;
  caseId: string;
  caseName: string;
}

/** A batch lists at most this many file names; the rest are counted. */
export const MAX_LISTED_FILES = 20;

function listedFiles(fileNames: readonly string[]): string[] {
  if (fileNames.length <= MAX_LISTED_FILES) return [...fileNames];
  return [...fileNames.slice(0, MAX_LISTED_FILES), `and ${fileNames.length - MAX_LISTED_FILES} more`];
}

/** To the case's attorney and staff who asked: a client uploaded documents (one e-mail per batch). */
export function renderDocumentsUploaded(context: MailContext, mail: AboutCase & { uploaderName: string; fileNames: readonly string[] }): RenderedMail {
  const count = mail.fileNames.length;
  const uploaded = `${mail.uploaderName} uploaded ${count === 1 ? 'a document' : `${count} documents`}`;
  return renderLayout({
    subject: `${context.firmName}: new documents on ${mail.caseName}`,
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: `${uploaded} to the case ${mail.caseName}:` },
      { kind: 'list', items: listedFiles(mail.fileNames) },
    ],
    action: { label: 'Open the case', url: caseLink(context.portalUrl, 'staff', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'staff'),
  });
}

/** To the client: a case was opened for them. */
export function renderCaseOpened(context: MailContext, mail: AboutCase): RenderedMail {
  return renderLayout({
    subject: `${context.firmName}: your case ${mail.caseName} is open`,
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: `${context.firmName} has opened the case ${mail.caseName} for you on its client portal, where you can follow it and share documents.`,
      },
    ],
    action: { label: 'View your case', url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/** To the client: their case's status changed (shown with its label). */
export function renderCaseStatusChanged(context: MailContext, mail: AboutCase & { status: string }): RenderedMail {
  return renderLayout({
    subject: `${context.firmName}: your case ${mail.caseName} is now ${caseStatusLabel(mail.status)}`,
    recipientName: mail.recipientName,
    blocks: [{ kind: 'paragraph', text: `The status of your case ${mail.caseName} is now: ${caseStatusLabel(mail.status)}.` }],
    action: { label: 'View your case', url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}

/**
 * To the case's client: an admin's 'Send Email Regarding Case' message, with the admin's signature.
 * A direct message, not a notification: no unsubscribe line.
 */
export function renderCaseMessage(
  context: MailContext,
  mail: AboutCase & { senderName: string; message: string; signature: string },
): RenderedMail {
  return renderLayout({
    subject: `${context.firmName}: a message about your case ${mail.caseName}`,
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: `${mail.senderName} of ${context.firmName} sent you a message about your case ${mail.caseName}:` },
      { kind: 'message', text: mail.message },
      { kind: 'message', text: mail.signature },
      { kind: 'paragraph', text: 'You can reply to this e-mail. To share documents, use the portal rather than e-mail attachments.' },
    ],
    action: { label: 'View your case', url: caseLink(context.portalUrl, 'client', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
  });
}
