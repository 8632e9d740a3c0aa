/**
 * A client's notice window (functions/mail/notice-windows.ts): what the firm asks of or gives a client
 * within a few minutes, on any of their cases, joins their open window; its end sends one e-mail.
 * Its items (shared/core/table.ts, docs/data-model.md): the client's pointer to their window, the
 * window listing its notices, one item per event taken.
 */
import { keys } from '../../../shared/core/table';
import type { NoticeWindowKind } from '../../mail';
import type { ClientNotice } from '../notice-kinds';
import type { ClientNoticeMailEvent } from './events';

export type ClientNotices = Extract<ClientNoticeMailEvent, { kind: 'clientNotices' }>;

type ClientHeader = { orgId: string; clientId: string };

/** A window takes notices up to this many; an event beyond opens the next window (an item stays far below DynamoDB's 400 KB). */
export const MAX_WINDOW_NOTICES = 200;

export const CLIENT_NOTICES: NoticeWindowKind<ClientHeader> = {
  name: 'client notices',
  dueKind: 'clientNoticesDue',
  entities: { current: 'ClientNotices', window: 'ClientNoticeWindow', joined: 'ClientNoticeEvent' },
  keys: {
    current: (header) => keys.clientNotices(header.clientId),
    window: (windowId) => keys.clientNoticeWindow(windowId),
    joined: (eventId) => keys.clientNoticeEvent(eventId),
  },
  headerFields: ['orgId', 'clientId'],
  entriesAttribute: 'notices',
  eventsAttribute: 'events',
  maxEntries: MAX_WINDOW_NOTICES,
};

/** An event as the client's window takes it. */
export function noticeWindowEvent(event: ClientNotices) {
  return { eventId: event.eventId, header: { orgId: event.orgId, clientId: event.clientId }, entries: event.notices };
}

/** The window's one e-mail, as the one event of all its notices (the first event's id: e-mailed once). */
export function windowNotices(window: { windowId: string; header: ClientHeader; entries: ClientNotice[] }): ClientNotices {
  return { kind: 'clientNotices', eventId: window.windowId, orgId: window.header.orgId, clientId: window.header.clientId, notices: window.entries };
}
