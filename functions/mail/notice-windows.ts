/**
 * Notice windows: what several mail events tell one reader within a few minutes made into ONE e-mail
 * (40 upload batches in 30 s once sent 40 e-mails). The sending function takes each event into its
 * reader's open window; the event that opens a window puts a reminder on the mail queue, held back for
 * the window's length; when the queue delivers it, the window is closed and its one e-mail — everything
 * its events brought — is sent under the first event's id. A kind that gathers its events declares a
 * window (`NoticeWindowKind`: its keys, what it is gathered by, the list its events add to) and receives
 * its events with `gatherIntoWindow`; its close signal calls `closeNoticeWindow`.
 *
 * Three kinds of items per window kind (shared/core/table.ts, docs/data-model.md), every write conditional:
 *   - the reader's current pointer (e.g. a client's digest on a case): which window their next event joins;
 *   - a window: its events' entries, `open` → `closed`;
 *   - one item per event taken into a window, written with it: an event joins one window once,
 *     however often the queue delivers it.
 * Closing is one conditional update that answers the window as closed, so a reminder delivered twice
 * (or retried after an e-mail failed) sends nothing twice: the e-mails themselves are sent once per
 * recipient by the delivery records (mail-delivery.ts), keyed by the window's id.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '../../shared/core/table';
import { config } from '../core/config';
import { cancellationReasons, documentClient, isConditionFailure } from '../core/dynamodb';
import { logger } from '../core/logger';
import { publishMailEvent } from '../core/publish-mail';

interface TableKey {
  PK: string;
  SK: string;
}

/** What gathers a window's events: its fields (ids), stored on the window. */
export type WindowHeader = Record<string, string>;

/** A kind of window, as the kind of e-mail that gathers its events declares it. */
export interface NoticeWindowKind<Header extends WindowHeader> {
  /** What the logs call it ('upload digest'). */
  readonly name: string;
  /** The mail queue's signal that ends a window (its `eventId` is the window's id). */
  readonly dueKind: string;
  /** The `entity` of its three items. */
  readonly entities: { readonly current: string; readonly window: string; readonly joined: string };
  readonly keys: {
    /** The reader's pointer to the window their next event joins. */
    current(header: Header): TableKey;
    window(windowId: string): TableKey;
    /** The item that says an event joined a window. */
    joined(eventId: string): TableKey;
  };
  /** The header's fields, as stored on the window. */
  readonly headerFields: readonly (keyof Header & string)[];
  /** The window's attribute listing its events' entries in the order they joined, and the one counting its events. */
  readonly entriesAttribute: string;
  readonly eventsAttribute: string;
  /** A window takes entries up to this many; an event beyond opens the next window (an item stays far below DynamoDB's 400 KB). */
  readonly maxEntries: number;
}

/** An event as a window takes it: its id, what gathers it, and what it adds. */
export interface WindowEvent<Header extends WindowHeader, Entry> {
  eventId: string;
  header: Header;
  entries: readonly Entry[];
}

export interface NoticeWindow<Header extends WindowHeader, Entry> {
  /** The first event's mail event id: the window's e-mail carries it. */
  windowId: string;
  header: Header;
  /** What its events brought, in the order they joined. */
  entries: Entry[];
  events: number;
  state: 'open' | 'closed';
  openedAt: string;
  closedAt?: string;
}

/** What taking an event did: opened a window (whose reminder must be queued), joined the open one, or nothing (it had joined one before). */
export type Collected = { outcome: 'opened'; windowId: string } | { outcome: 'joined'; windowId: string } | { outcome: 'seen'; windowId: string };

/** Window items outlive their window by far: the e-mail is sent (or retried) within minutes. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;
/** Tries of an event racing others for the same window; then the queue delivers it again. */
const MAX_TRIES = 5;

const tableName = () => config.tableName;
const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_SECONDS;

async function read(key: TableKey): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

function toWindow<Header extends WindowHeader, Entry>(kind: NoticeWindowKind<Header>, tableItem: Record<string, unknown>): NoticeWindow<Header, Entry> {
  const entries = tableItem[kind.entriesAttribute];
  const events = tableItem[kind.eventsAttribute];
  return {
    windowId: String(tableItem.windowId),
    header: Object.fromEntries(kind.headerFields.map((field) => [field, String(tableItem[field])])) as Header,
    entries: Array.isArray(entries) ? (entries as Entry[]) : [],
    events: typeof events === 'number' ? events : 0,
    state: tableItem.state === 'closed' ? 'closed' : 'open',
    openedAt: String(tableItem.openedAt),
    ...(typeof tableItem.closedAt === 'string' ? { closedAt: tableItem.closedAt } : {}),
  };
}

/** The item that says the event joined `windowId`; written only once. */
function eventJoined<Header extends WindowHeader>(kind: NoticeWindowKind<Header>, eventId: string, windowId: string, now: Date) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...kind.keys.joined(eventId), entity: kind.entities.joined, windowId, [TTL_ATTRIBUTE]: expiresAt(now) },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A window still open this long after it opened will not be closed by its reminder: its retries are spent. */
const staleAfterMs = (windowSeconds: number) => (2 * windowSeconds + 15 * 60) * 1000;

/** Adds the event's entries to the open window `windowId` (refused when it is closed, full or stale). */
async function joinWindow<Header extends WindowHeader, Entry>(
  kind: NoticeWindowKind<Header>,
  event: WindowEvent<Header, Entry>,
  windowId: string,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: kind.keys.window(windowId),
            // A window open far longer than its length lost its reminder (dead-lettered): the next event opens another.
            ConditionExpression: '#state = :open AND size(#entries) < :max AND #openedAt > :staleBefore',
            UpdateExpression: 'SET #entries = list_append(#entries, :entries), #events = #events + :one',
            ExpressionAttributeNames: { '#state': 'state', '#entries': kind.entriesAttribute, '#events': kind.eventsAttribute, '#openedAt': 'openedAt' },
            ExpressionAttributeValues: {
              ':open': 'open',
              ':max': kind.maxEntries,
              ':entries': event.entries,
              ':one': 1,
              ':staleBefore': new Date(now.getTime() - staleAfterMs(windowSeconds)).toISOString(),
            },
          },
        },
        eventJoined(kind, event.eventId, windowId, now),
      ],
    }),
  );
}

/** Opens a window with this event and points the reader's pointer at it, unless the pointer moved on since it was read (`previous`). */
async function openWindow<Header extends WindowHeader, Entry>(kind: NoticeWindowKind<Header>, event: WindowEvent<Header, Entry>, previous: string | undefined, now: Date): Promise<void> {
  const windowId = event.eventId;
  const header = Object.fromEntries(kind.headerFields.map((field) => [field, event.header[field]]));
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...kind.keys.window(windowId),
              entity: kind.entities.window,
              windowId,
              ...header,
              [kind.entriesAttribute]: event.entries,
              [kind.eventsAttribute]: 1,
              state: 'open',
              openedAt: now.toISOString(),
              [TTL_ATTRIBUTE]: expiresAt(now),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...kind.keys.current(event.header), entity: kind.entities.current, windowId, [TTL_ATTRIBUTE]: expiresAt(now) },
            ...(previous
              ? { ConditionExpression: '#window = :previous', ExpressionAttributeNames: { '#window': 'windowId' }, ExpressionAttributeValues: { ':previous': previous } }
              : { ConditionExpression: 'attribute_not_exists(PK)' }),
          },
        },
        eventJoined(kind, windowId, windowId, now),
      ],
    }),
  );
}

/** The window an event joined, if it joined one. */
export async function windowOfEvent<Header extends WindowHeader>(kind: NoticeWindowKind<Header>, eventId: string): Promise<string | undefined> {
  const joined = await read(kind.keys.joined(eventId));
  return typeof joined?.windowId === 'string' ? joined.windowId : undefined;
}

/** The event joined a window before (the queue delivered it again): which, and whether it opened it and the window is still open. */
async function seenBefore<Header extends WindowHeader>(kind: NoticeWindowKind<Header>, eventId: string): Promise<Collected | undefined> {
  const windowId = await windowOfEvent(kind, eventId);
  if (!windowId) return undefined;
  if (windowId !== eventId) return { outcome: 'seen', windowId };
  // It opened the window: its reminder may never have been queued (the first try died after the write).
  const window = await read(kind.keys.window(windowId));
  return window && window.state !== 'closed' ? { outcome: 'opened', windowId } : { outcome: 'seen', windowId };
}

/**
 * Takes an event into its reader's window: joins the open window, or opens one (windows last
 * `windowSeconds`). Throws when others kept winning the race (the queue delivers the event again).
 */
export async function collectIntoWindow<Header extends WindowHeader, Entry>(
  kind: NoticeWindowKind<Header>,
  event: WindowEvent<Header, Entry>,
  windowSeconds: number,
  now: () => Date = () => new Date(),
): Promise<Collected> {
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const seen = await seenBefore(kind, event.eventId);
    if (seen) return seen;
    const pointer = await read(kind.keys.current(event.header));
    const current = typeof pointer?.windowId === 'string' ? pointer.windowId : undefined;
    if (current) {
      try {
        await joinWindow(kind, event, current, windowSeconds, now());
        return { outcome: 'joined', windowId: current };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // The event joined meanwhile (a parallel delivery): the next round says where.
        if (cancellationReasons(error)[1] === 'ConditionalCheckFailed') continue;
        // The window is closed (or full): this event opens the next.
      }
    }
    try {
      await openWindow(kind, event, current, now());
      return { outcome: 'opened', windowId: event.eventId };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Another event opened a window first, or this one was taken meanwhile: look again.
    }
  }
  throw new Error(`Mail event ${event.eventId} lost ${MAX_TRIES} races for its ${kind.name}: the queue retries it`);
}

/**
 * Closes the window (no event joins it from then on) and answers it as closed, with everything its
 * events brought; the same on a second call. Undefined when there is no such window (expired, or never opened).
 */
export async function closeNoticeWindow<Header extends WindowHeader, Entry>(
  kind: NoticeWindowKind<Header>,
  windowId: string,
  now: () => Date = () => new Date(),
): Promise<NoticeWindow<Header, Entry> | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: kind.keys.window(windowId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'SET #state = :closed, #closedAt = if_not_exists(#closedAt, :now)',
        ExpressionAttributeNames: { '#state': 'state', '#closedAt': 'closedAt' },
        ExpressionAttributeValues: { ':closed': 'closed', ':now': now().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toWindow<Header, Entry>(kind, Attributes) : undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('Window not found: nothing to send', { window: kind.name, windowId });
    return undefined;
  }
}

/**
 * How a kind that gathers its events receives one: into its reader's window when the window has a
 * length and a queue can hold its reminder (the event that opens a window queues the reminder, which
 * comes back as `kind.dueKind` when the window ends); at once (`deliverNow`) otherwise, or when the
 * event brings nothing.
 */
export async function gatherIntoWindow<Header extends WindowHeader, Entry>(
  kind: NoticeWindowKind<Header>,
  event: WindowEvent<Header, Entry>,
  windowSeconds: number,
  deliverNow: () => Promise<void>,
): Promise<void> {
  if (event.entries.length === 0 || windowSeconds <= 0 || !config.mailQueueUrl) {
    await deliverNow();
    return;
  }
  const collected = await collectIntoWindow(kind, event, windowSeconds);
  logger.info(`Mail event ${collected.outcome} by its window`, { window: kind.name, eventId: event.eventId, windowId: collected.windowId });
  if (collected.outcome !== 'opened') return;
  const queued = await publishMailEvent({ kind: kind.dueKind, eventId: collected.windowId }, { delaySeconds: windowSeconds });
  if (!queued) throw new Error(`The reminder of window ${collected.windowId} was not queued`);
}
