/**
 * The kinds of client notices: what the firm asks of a client or gives them, each told in the client's
 * window e-mail (mail/). A kind says which of the client's switches silences it (Settings →
 * Notifications; `emailNotifications` silences them all), what its link opens on the client's case page
 * (the item asked for, or the document), and its heading, which counts its notices and names nothing
 * (all a discreet case's e-mail says of them; each notice is named under it otherwise, with its due
 * date when the kind is `dated`). Headings are message descriptors (`/*i18n*\/`, docs/i18n.md).
 *
 * A new kind is one entry here (its heading's French in functions/core/locales/fr.po), in the order the
 * e-mail lists them; the feature that tells it calls `tellClient` with it (index.ts).
 */
import type { Language } from '../../shared/settings/language';
import type { NotificationSetting } from '../mail';

export interface NoticeKind {
  /** The client's switch that silences it (besides `emailNotifications`). */
  readonly setting: NotificationSetting;
  readonly opens: 'item' | 'document';
  /** How many of it there are (`{count}`), naming nothing: 'A document needs your attention:'. */
  readonly heading: { readonly id: string; readonly message: string };
  /** Its items are named with their due date. */
  readonly dated?: boolean;
}

/** Every kind, in the order the e-mail lists them: what needs the client first. The firm's reason for a rejection stays on the portal. */
const KINDS = {
  rejected: {
    setting: 'requests',
    opens: 'item',
    heading: /*i18n*/ { id: 'mail.clientNotices.rejected', message: '{count, plural, one {A document needs your attention:} other {# documents need your attention:}}' },
  },
  signatureRequested: {
    setting: 'documents',
    opens: 'document',
    dated: true,
    heading: /*i18n*/ { id: 'mail.clientNotices.signatureRequested', message: '{count, plural, one {A document to sign:} other {# documents to sign:}}' },
  },
  requested: {
    setting: 'requests',
    opens: 'item',
    dated: true,
    heading: /*i18n*/ { id: 'mail.clientNotices.requested', message: '{count, plural, one {# document requested:} other {# documents requested:}}' },
  },
  changed: {
    setting: 'requests',
    opens: 'item',
    dated: true,
    heading: /*i18n*/ { id: 'mail.clientNotices.changed', message: '{count, plural, one {# request changed:} other {# requests changed:}}' },
  },
  accepted: {
    setting: 'requests',
    opens: 'item',
    heading: /*i18n*/ { id: 'mail.clientNotices.accepted', message: '{count, plural, one {# document accepted:} other {# documents accepted:}}' },
  },
  documentShared: {
    setting: 'documents',
    opens: 'document',
    heading: /*i18n*/ { id: 'mail.clientNotices.documentShared', message: '{count, plural, one {A document was shared with you:} other {# documents were shared with you:}}' },
  },
} as const satisfies Record<string, NoticeKind>;

export type ClientNoticeKind = keyof typeof KINDS;

export const CLIENT_NOTICE_KINDS: Readonly<Record<ClientNoticeKind, NoticeKind>> = KINDS;

export const CLIENT_NOTICE_KIND_NAMES = Object.keys(CLIENT_NOTICE_KINDS) as ClientNoticeKind[];

/** One thing the firm asked of a client or gave them, as the window keeps it. */
export interface ClientNotice {
  kind: ClientNoticeKind;
  caseId: string;
  /** What the link opens: the requested item's id (`opens: 'item'`) or the document's (`opens: 'document'`). */
  targetId: string;
  /** The item's title or the document's name, as the client reads it on the portal. */
  name: string;
  /** The item's title per language, when the firm gave it in both: the e-mail names it in the client's. */
  names?: Partial<Record<Language, string>>;
  /** YYYY-MM-DD: the item's due date, when it has one. */
  dueDate?: string;
}
