/**
 * The kinds of client notices: what the firm asks of a client or gives them, each told in the client's
 * window e-mail (mail/). A kind says which of the client's switches silences it (Settings →
 * Notifications; `emailNotifications` silences them all), what its link opens on the client's case page
 * (the item asked for, or the document), and its words in the reader's language: a heading that counts
 * its notices and names nothing (all a discreet case's e-mail says), and a line naming each one.
 *
 * A new kind is one entry here (with its texts), in the order the e-mail lists them; the feature that
 * tells it publishes `clientNotices` with it (index.ts).
 */
import type { Language } from '../../shared/settings/language';
import type { I18n } from '../core/i18n';
import { type NotificationSetting, mailDate } from '../mail';

/** One thing the firm asked of a client or gave them, as the window keeps it. */
export interface ClientNotice {
  kind: ClientNoticeKind;
  caseId: string;
  /** What the link opens: the requested item's id (`opens: 'item'`) or the document's (`opens: 'document'`). */
  targetId: string;
  /** The item's title or the document's name, as the client reads it on the portal. */
  name: string;
  /** YYYY-MM-DD: the item's due date, when it has one. */
  dueDate?: string;
}

export interface NoticeKind {
  /** The client's switch that silences it (besides `emailNotifications`). */
  readonly setting: NotificationSetting;
  readonly opens: 'item' | 'document';
  /** How many of it there are, naming nothing: 'A document needs your attention:'. */
  heading(i18n: I18n, count: number): string;
  /** One of it, named: 'Passport (due May 7, 2026)'. */
  line(i18n: I18n, language: Language, notice: ClientNotice): string;
}

const named = (_i18n: I18n, _language: Language, notice: ClientNotice) => notice.name;

const dueLine = (i18n: I18n, language: Language, notice: ClientNotice) =>
  notice.dueDate ? i18n._({ id: 'mail.clientNotices.due', message: '{name} (due {date})', values: { name: notice.name, date: mailDate(language, notice.dueDate) } }) : notice.name;

const nowDueLine = (i18n: I18n, language: Language, notice: ClientNotice) =>
  notice.dueDate
    ? i18n._({ id: 'mail.clientNotices.nowDue', message: '{name} (now due {date})', values: { name: notice.name, date: mailDate(language, notice.dueDate) } })
    : notice.name;

const rejected: NoticeKind = {
  setting: 'requests',
  opens: 'item',
  heading: (i18n, count) =>
    i18n._({
      id: 'mail.clientNotices.rejected',
      message: '{count, plural, one {A document needs your attention:} other {# documents need your attention:}}',
      values: { count },
    }),
  // The firm's reason stays on the portal: the e-mail only says which item to look at.
  line: named,
};

const requested: NoticeKind = {
  setting: 'requests',
  opens: 'item',
  heading: (i18n, count) =>
    i18n._({ id: 'mail.clientNotices.requested', message: '{count, plural, one {# document requested:} other {# documents requested:}}', values: { count } }),
  line: dueLine,
};

const changed: NoticeKind = {
  setting: 'requests',
  opens: 'item',
  heading: (i18n, count) =>
    i18n._({ id: 'mail.clientNotices.changed', message: '{count, plural, one {# request changed:} other {# requests changed:}}', values: { count } }),
  line: nowDueLine,
};

const accepted: NoticeKind = {
  setting: 'requests',
  opens: 'item',
  heading: (i18n, count) =>
    i18n._({ id: 'mail.clientNotices.accepted', message: '{count, plural, one {# document accepted:} other {# documents accepted:}}', values: { count } }),
  line: named,
};

const documentShared: NoticeKind = {
  setting: 'documents',
  opens: 'document',
  heading: (i18n, count) =>
    i18n._({
      id: 'mail.clientNotices.documentShared',
      message: '{count, plural, one {A document was shared with you:} other {# documents were shared with you:}}',
      values: { count },
    }),
  line: named,
};

/** Every kind, in the order the e-mail lists them: what needs the client first. */
export const CLIENT_NOTICE_KINDS = { rejected, requested, changed, accepted, documentShared } as const satisfies Record<string, NoticeKind>;

export type ClientNoticeKind = keyof typeof CLIENT_NOTICE_KINDS;

export const CLIENT_NOTICE_KIND_NAMES = Object.keys(CLIENT_NOTICE_KINDS) as ClientNoticeKind[];
