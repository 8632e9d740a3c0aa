/** The documents feature's e-mail: to the firm's staff, of a client's upload (the parts it shares with others' are functions/mail's). */
import { type I18n, i18nOf } from '../../core/i18n';
import { type AboutCase, type MailContext, type RenderedMail, andMore, caseLink, openTheCase, portalOrigin, renderLayout, settingsLink } from '../../mail';

/** A batch lists at most this many file names; the rest are counted. */
export const MAX_LISTED_FILES = 20;

function listedFiles(i18n: I18n, fileNames: readonly string[]): string[] {
  if (fileNames.length <= MAX_LISTED_FILES) return [...fileNames];
  const more = fileNames.length - MAX_LISTED_FILES;
  return [...fileNames.slice(0, MAX_LISTED_FILES), andMore(i18n, more)];
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
    action: { label: openTheCase(i18n), url: caseLink(context.portalUrl, 'staff', mail.caseId) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'staff'),
  });
}
