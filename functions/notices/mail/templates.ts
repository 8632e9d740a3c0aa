/**
 * The client's notices e-mail: what the firm asked of them or gave them within the window, case by
 * case and kind by kind, each item a link to the exact place on their case page. A discreet case
 * (shared/cases/discretion.ts) is never named, nor its items: its part only counts what changed, and
 * an e-mail with such a case (or several cases) says in its subject only that the firm's portal has
 * something new. A rejected upload's reason is never in it: the client reads it once signed in.
 */
import type { Language } from '../../../shared/settings/language';
import { type I18n, i18nOf } from '../../core/i18n';
import {
  type MailBlock,
  type MailContext,
  type RenderedMail,
  andMore,
  caseLink,
  clientDocumentLink,
  clientItemLink,
  mailDate,
  openThePortal,
  portalOrigin,
  renderLayout,
  settingsLink,
  viewYourCase,
} from '../../mail';
import { CLIENT_NOTICE_KINDS, CLIENT_NOTICE_KIND_NAMES, type ClientNotice, type ClientNoticeKind } from '../notice-kinds';

/** One case's notices, and whether the e-mail may name it. */
export interface NoticeGroup {
  caseId: string;
  caseName: string;
  discreet: boolean;
  notices: ClientNotice[];
}

/** A kind lists at most this many items of a case; the rest are counted. */
export const MAX_LISTED_NOTICES = 20;

function linkOf(portalUrl: string, notice: ClientNotice): string {
  return CLIENT_NOTICE_KINDS[notice.kind].opens === 'document'
    ? clientDocumentLink(portalUrl, notice.caseId, notice.targetId)
    : clientItemLink(portalUrl, notice.caseId, notice.targetId);
}

const openInThePortal = (i18n: I18n) => i18n._({ id: 'mail.clientNotices.open', message: 'Open in the portal' });

/** A kind's heading, counting its notices (its descriptor is extracted from notice-kinds.ts). */
function headingOf(i18n: I18n, kind: ClientNoticeKind, count: number): string {
  const descriptor = { ...CLIENT_NOTICE_KINDS[kind].heading, values: { count } };
  return i18n._(descriptor);
}

/** A notice named: its title in the client's language (else its one name), with its due date when its kind says it. */
function named(i18n: I18n, language: Language, notice: ClientNotice): string {
  const name = notice.names?.[language] || notice.name;
  if (!CLIENT_NOTICE_KINDS[notice.kind].dated || !notice.dueDate) return name;
  return i18n._({ id: 'mail.clientNotices.due', message: '{name} (due {date})', values: { name, date: mailDate(language, notice.dueDate) } });
}

/** A case's notices, kind after kind: a heading counting them, then a link to each (named unless the case is discreet). */
function groupBlocks(i18n: I18n, language: Language, portalUrl: string, group: NoticeGroup): MailBlock[] {
  return CLIENT_NOTICE_KIND_NAMES.flatMap((kind) => {
    const notices = group.notices.filter((notice) => notice.kind === kind);
    if (notices.length === 0) return [];
    const listed = notices.slice(0, MAX_LISTED_NOTICES).map((notice) => ({
      label: group.discreet ? openInThePortal(i18n) : named(i18n, language, notice),
      url: linkOf(portalUrl, notice),
    }));
    const more = notices.length - listed.length;
    return [
      { kind: 'paragraph', text: headingOf(i18n, kind, notices.length) },
      { kind: 'links', items: listed },
      ...(more > 0 ? [{ kind: 'list' as const, items: [andMore(i18n, more)] }] : []),
    ];
  });
}

/** To a client: what their firm asked of them or gave them since the window opened. */
export function renderClientNotices(context: MailContext, mail: { recipientName: string; groups: readonly NoticeGroup[] }): RenderedMail {
  const i18n = i18nOf(context.language);
  const [onlyGroup] = mail.groups;
  const oneCase = mail.groups.length === 1 ? onlyGroup : undefined;
  const named = oneCase && !oneCase.discreet ? oneCase : undefined;
  const values = { firmName: context.firmName, caseName: named?.caseName ?? '' };
  const subject = named
    ? i18n._({ id: 'mail.clientNotices.subject', message: '{firmName}: news on your case {caseName}', values })
    : i18n._({ id: 'mail.clientNotices.subjectDiscreet', message: 'You have an update on your {firmName} portal', values });
  // Naming nothing, the subject is the whole news: the body says it again.
  const intro = named ? i18n._({ id: 'mail.clientNotices.intro', message: 'Here is what is new on your case {caseName}.', values }) : `${subject}.`;
  // Several cases: each named case under its name; a discreet one first, under none.
  const ordered = [...mail.groups.filter((group) => group.discreet), ...mail.groups.filter((group) => !group.discreet)];
  const blocks: MailBlock[] = ordered.flatMap((group) => [
    ...(oneCase || group.discreet
      ? []
      : [{ kind: 'paragraph' as const, text: i18n._({ id: 'mail.clientNotices.case', message: 'Your case {caseName}:', values: { caseName: group.caseName } }) }]),
    ...groupBlocks(i18n, context.language, context.portalUrl, group),
  ]);
  return renderLayout({
    language: context.language,
    subject,
    recipientName: mail.recipientName,
    blocks: [{ kind: 'paragraph', text: intro }, ...blocks],
    action: oneCase
      ? { label: viewYourCase(i18n), url: caseLink(context.portalUrl, 'client', oneCase.caseId) }
      : { label: openThePortal(i18n), url: portalOrigin(context.portalUrl) },
    firmName: context.firmName,
    portalUrl: portalOrigin(context.portalUrl),
    unsubscribeUrl: settingsLink(context.portalUrl, 'client'),
  });
}
