/**
 * The notice windows on their own, with a window kind of the test's: what any kind that gathers its
 * events gets (the upload digest and the client notices are tested through the sending function).
 * DynamoDB's conditional writes are evaluated by the fake table (test/unit/support/conditional-writes.ts).
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { givenConditionalWrites } from '../../test/unit/support/conditional-writes';
import { useHarness } from '../../test/unit/support/harness';
import { type NoticeWindowKind, type WindowEvent, closeNoticeWindow, collectIntoWindow, gatherIntoWindow, windowOfEvent } from './notice-windows';

const aws = useHarness();
const sqs = mockClient(SQSClient);

type Reader = { orgId: string; readerId: string };

const TEST_WINDOW: NoticeWindowKind<Reader> = {
  name: 'test window',
  dueKind: 'testWindowDue',
  entities: { current: 'TestPointer', window: 'TestWindow', joined: 'TestJoined' },
  keys: {
    current: (header) => ({ PK: `TEST#READER#${header.readerId}`, SK: 'CURRENT' }),
    window: (windowId) => ({ PK: `TEST#${windowId}`, SK: 'WINDOW' }),
    joined: (eventId) => ({ PK: `TEST#${eventId}`, SK: 'JOINED' }),
  },
  headerFields: ['orgId', 'readerId'],
  entriesAttribute: 'things',
  eventsAttribute: 'count',
  maxEntries: 3,
};

const event = (eventId: string, entries: string[], readerId = 'reader-1'): WindowEvent<Reader, string> => ({ eventId, header: { orgId: 'org-1', readerId }, entries });
const queued = () => sqs.commandCalls(SendMessageCommand).map((call) => ({ body: JSON.parse(call.args[0].input.MessageBody ?? '{}') as unknown, delay: call.args[0].input.DelaySeconds }));

beforeAll(() => {
  process.env.MAIL_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
});

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'sqs-1' });
  givenConditionalWrites(aws);
});

afterAll(() => {
  sqs.restore();
  delete process.env.MAIL_QUEUE_URL;
});

describe('collecting events into a window', () => {
  it('opens a window with the first event and adds the next ones to it, in order', async () => {
    expect(await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60)).toEqual({ outcome: 'opened', windowId: 'e1' });
    expect(await collectIntoWindow(TEST_WINDOW, event('e2', ['b', 'c']), 60)).toEqual({ outcome: 'joined', windowId: 'e1' });

    expect(aws.table.get({ PK: 'TEST#e1', SK: 'WINDOW' })).toMatchObject({ entity: 'TestWindow', orgId: 'org-1', readerId: 'reader-1', things: ['a', 'b', 'c'], count: 2, state: 'open' });
    expect(await windowOfEvent(TEST_WINDOW, 'e2')).toBe('e1');
  });

  it('takes an event once, however often it comes', async () => {
    await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60);
    await collectIntoWindow(TEST_WINDOW, event('e2', ['b']), 60);

    expect(await collectIntoWindow(TEST_WINDOW, event('e2', ['b']), 60)).toEqual({ outcome: 'seen', windowId: 'e1' });
    expect(aws.table.get({ PK: 'TEST#e1', SK: 'WINDOW' })).toMatchObject({ things: ['a', 'b'], count: 2 });
  });

  it('answers the opener again as opening while its window is open (its reminder may not have been queued), as seen once it is closed', async () => {
    await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60);
    expect(await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60)).toEqual({ outcome: 'opened', windowId: 'e1' });

    await closeNoticeWindow(TEST_WINDOW, 'e1');

    expect(await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60)).toEqual({ outcome: 'seen', windowId: 'e1' });
  });

  it('keeps each reader in a window of their own', async () => {
    await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60);

    expect(await collectIntoWindow(TEST_WINDOW, event('e2', ['b'], 'reader-2'), 60)).toEqual({ outcome: 'opened', windowId: 'e2' });
  });

  it('opens the next window once one is closed, full, or left open long past its end', async () => {
    await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60);
    await closeNoticeWindow(TEST_WINDOW, 'e1');
    expect(await collectIntoWindow(TEST_WINDOW, event('e2', ['b', 'c', 'd']), 60)).toEqual({ outcome: 'opened', windowId: 'e2' });
    expect(await collectIntoWindow(TEST_WINDOW, event('e3', ['e']), 60)).toEqual({ outcome: 'opened', windowId: 'e3' });

    const longAgo = () => new Date(Date.now() - 60 * 60_000);
    await collectIntoWindow(TEST_WINDOW, event('e4', ['f'], 'reader-3'), 60, longAgo);
    expect(await collectIntoWindow(TEST_WINDOW, event('e5', ['g'], 'reader-3'), 60)).toEqual({ outcome: 'opened', windowId: 'e5' });
  });
});

describe('closing a window', () => {
  it('answers everything its events brought, closed; the same on a second call; nothing for a window never opened', async () => {
    await collectIntoWindow(TEST_WINDOW, event('e1', ['a']), 60);
    await collectIntoWindow(TEST_WINDOW, event('e2', ['b']), 60);

    const closed = await closeNoticeWindow<Reader, string>(TEST_WINDOW, 'e1');
    expect(closed).toMatchObject({ windowId: 'e1', header: { orgId: 'org-1', readerId: 'reader-1' }, entries: ['a', 'b'], events: 2, state: 'closed', closedAt: expect.any(String) });
    expect(await closeNoticeWindow(TEST_WINDOW, 'e1')).toEqual(closed);
    expect(await closeNoticeWindow(TEST_WINDOW, 'never')).toBeUndefined();
  });
});

describe('gathering a kind’s events', () => {
  it('queues the window’s reminder, held back for its length, when an event opens it, and nothing when one joins', async () => {
    const deliverNow = jest.fn(async () => undefined);

    await gatherIntoWindow(TEST_WINDOW, event('e1', ['a']), 45, deliverNow);
    await gatherIntoWindow(TEST_WINDOW, event('e2', ['b']), 45, deliverNow);

    expect(queued()).toEqual([{ body: { kind: 'testWindowDue', eventId: 'e1' }, delay: 45 }]);
    expect(deliverNow).not.toHaveBeenCalled();
  });

  it('fails (for the queue to deliver the event again) when the reminder cannot be queued', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('Service unavailable'));

    await expect(gatherIntoWindow(TEST_WINDOW, event('e1', ['a']), 45, async () => undefined)).rejects.toThrow(/reminder/);
  });

  it.each([
    ['the window is 0', event('e1', ['a']), 0],
    ['the event brings nothing', event('e1', []), 45],
  ])('delivers at once when %s', async (_why, taken, seconds) => {
    const deliverNow = jest.fn(async () => undefined);

    await gatherIntoWindow(TEST_WINDOW, taken, seconds, deliverNow);

    expect(deliverNow).toHaveBeenCalledTimes(1);
    expect(queued()).toEqual([]);
  });

  it('delivers at once without a queue to hold the reminder', async () => {
    delete process.env.MAIL_QUEUE_URL;
    const deliverNow = jest.fn(async () => undefined);
    try {
      await gatherIntoWindow(TEST_WINDOW, event('e1', ['a']), 45, deliverNow);
    } finally {
      process.env.MAIL_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
    }

    expect(deliverNow).toHaveBeenCalledTimes(1);
  });
});
