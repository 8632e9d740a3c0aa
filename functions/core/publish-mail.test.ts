import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { newMailEventId, publishMailEvent } from './publish-mail';

const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
const event = { kind: 'caseOpened', eventId: 'ev-1', orgId: 'org-1', caseId: 'case-1' };

/** The EMF metric lines written while `act` runs. */
async function metricsWrittenBy(act: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await act();
  } finally {
    spy.mockRestore();
    stderr.mockRestore();
  }
  return written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => '_aws' in line);
}

beforeEach(() => {
  sqs.reset();
  process.env.MAIL_QUEUE_URL = QUEUE_URL;
  process.env.LOG_LEVEL = 'silent';
});

afterAll(() => {
  sqs.restore();
  delete process.env.MAIL_QUEUE_URL;
});

describe('publishMailEvent', () => {
  it('sends the event as JSON to the mail queue', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    await publishMailEvent(event);
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input)).toEqual([{ QueueUrl: QUEUE_URL, MessageBody: JSON.stringify(event) }]);
  });

  it('holds a message back for the delay asked (an upload digest\'s reminder)', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-2' });
    await publishMailEvent({ kind: 'uploadDigestDue', eventId: 'documents-uploaded:b1' }, { delaySeconds: 300 });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input)).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ kind: 'uploadDigestDue', eventId: 'documents-uploaded:b1' }), DelaySeconds: 300 },
    ]);
  });

  it('does nothing without a mail queue', async () => {
    delete process.env.MAIL_QUEUE_URL;
    await publishMailEvent(event);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('never throws when the queue refuses, and counts the event as not queued', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('Service unavailable'));
    process.env.LOG_LEVEL = 'info';
    const metrics = await metricsWrittenBy(() => expect(publishMailEvent(event)).resolves.toBe(false));
    expect(metrics).toEqual([expect.objectContaining({ MailEventsNotQueued: 1, Kind: 'caseOpened' })]);
  });
});

describe('newMailEventId', () => {
  it('gives a new id each time', () => {
    expect(newMailEventId()).not.toBe(newMailEventId());
  });
});
