/**
 * The local stack's SQS stand-in (local/local-queue.ts): the AWS SDK v3 client sends to it,
 * and its consumer delivers Lambda-shaped SQS events with retries and a dead-letter list. Runs its own
 * server on a free loopback port.
 */
import { createHash } from 'node:crypto';
import { GetQueueUrlCommand, QueueDoesNotExist, ReceiveMessageCommand, SQSClient, SendMessageCommand, UnsupportedOperation } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type LocalQueue, startLocalQueue } from './local-queue';
import type { DeliverSqsEvent } from './queue-delivery';

// Local code runs on Node 20 on purpose (TOOLCHAIN.md): not the SDK's reminder in every run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const quiet = () => undefined;
let queue: LocalQueue | undefined;
let sqs: SQSClient;

async function startQueue(deliver: DeliverSqsEvent, options: { batchWindowMs?: number } = {}): Promise<LocalQueue> {
  queue = await startLocalQueue({ queueName: 'portal-mail', deliver, retryDelayMs: 5, log: quiet, ...options });
  sqs = new SQSClient({ endpoint: queue.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return queue;
}

async function send(body: string): Promise<string> {
  const { MessageId } = await sqs.send(new SendMessageCommand({ QueueUrl: queue?.queueUrl, MessageBody: body }));
  return MessageId ?? '';
}

/** Records events as they come; the returned answer comes from `answer`. */
function recorder(answer: (event: SQSEvent, call: number) => SQSBatchResponse | undefined = () => undefined) {
  const events: SQSEvent[] = [];
  const deliver: DeliverSqsEvent = async (event) => {
    events.push(event);
    return answer(event, events.length);
  };
  return { events, deliver };
}

afterEach(async () => {
  sqs?.destroy();
  await queue?.stop();
  queue = undefined;
});

it('accepts a SendMessage from the SDK (the MD5 of the body checks out) and delivers it as an SQS event', async () => {
  const { events, deliver } = recorder();
  const started = await startQueue(deliver);

  const messageId = await send('{"kind":"caseOpened","eventId":"e-1"}');
  await started.drained();

  expect(events).toHaveLength(1);
  expect(events[0]?.Records).toEqual([
    {
      messageId,
      receiptHandle: expect.any(String),
      body: '{"kind":"caseOpened","eventId":"e-1"}',
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d+$/),
        SenderId: expect.any(String),
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update('{"kind":"caseOpened","eventId":"e-1"}').digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:portal-mail',
      awsRegion: 'us-east-1',
    },
  ]);
});

it('answers SendMessage without waiting for the delivery, never inside the request', async () => {
  // The delivery is held until the sender has its answer: a queue that delivered inside the request would never answer.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let deliveries = 0;
  const started = await startQueue(async () => {
    deliveries += 1;
    await held;
  });

  await send('later');
  release();
  await started.drained();

  expect(deliveries).toBe(1);
});

it('carries message attributes to the event, with the MD5 the SDK accepts', async () => {
  const { events, deliver } = recorder();
  const started = await startQueue(deliver);

  const answer = await sqs.send(
    new SendMessageCommand({ QueueUrl: started.queueUrl, MessageBody: 'with attributes', MessageAttributes: { kind: { DataType: 'String', StringValue: 'caseOpened' } } }),
  );
  await started.drained();

  expect(answer.MD5OfMessageAttributes).toMatch(/^[0-9a-f]{32}$/);
  expect(events[0]?.Records[0]).toMatchObject({
    messageAttributes: { kind: { dataType: 'String', stringValue: 'caseOpened' } },
    md5OfMessageAttributes: answer.MD5OfMessageAttributes,
  });
});

it('retries a callback that throws up to 3 receives, then moves the message to the dead-letter list', async () => {
  const counts: string[] = [];
  const started = await startQueue(async (event) => {
    counts.push(event.Records[0]?.attributes.ApproximateReceiveCount ?? '');
    throw new Error('SMTP is down');
  });

  const messageId = await send('never sent');
  await started.drained();

  expect(counts).toEqual(['1', '2', '3']);
  expect(started.deadLetters).toEqual([
    { messageId, body: 'never sent', receiveCount: 3, reason: 'the handler threw: SMTP is down', deadLetteredAt: expect.any(String) },
  ]);
});

it('retries only the records named in batchItemFailures', async () => {
  let failId = '';
  const { events, deliver } = recorder((event, call) => (call === 1 ? { batchItemFailures: [{ itemIdentifier: failId }] } : { batchItemFailures: [] }));
  const started = await startQueue(deliver, { batchWindowMs: 300 });

  const [first, second] = await Promise.all([send('first'), send('second')]);
  failId = second;
  await started.drained();

  expect(events.map((event) => event.Records.map((record) => record.messageId))).toEqual([[first, second], [second]]);
  expect(events[1]?.Records[0]?.attributes.ApproximateReceiveCount).toBe('2');
  expect(started.deadLetters).toEqual([]);
});

it('fails the whole batch when batchItemFailures names a message not in it, as Lambda does', async () => {
  const { events, deliver } = recorder((_, call) => (call === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] } : undefined));
  const started = await startQueue(deliver);

  await send('again');
  await started.drained();

  expect(events).toHaveLength(2);
});

it('holds a message sent with DelaySeconds back: one sent after it without a delay is delivered first', async () => {
  const { events, deliver } = recorder();
  const started = await startQueue(deliver);

  await sqs.send(new SendMessageCommand({ QueueUrl: started.queueUrl, MessageBody: 'reminder', DelaySeconds: 1 }));
  await send('now');
  await started.drained();

  expect(events.flatMap((event) => event.Records.map((record) => record.body))).toEqual(['now', 'reminder']);
});

it.each([901, -1, 1.5])('refuses DelaySeconds %p as SQS does (a whole number from 0 to 900)', async (delaySeconds) => {
  const started = await startQueue(async () => undefined);

  const sending = sqs.send(new SendMessageCommand({ QueueUrl: started.queueUrl, MessageBody: 'x', DelaySeconds: delaySeconds }));

  await expect(sending).rejects.toMatchObject({ name: 'InvalidParameterValue' });
  expect(started.pending()).toBe(0);
});

it('answers a queue URL it does not serve with QueueDoesNotExist', async () => {
  const started = await startQueue(async () => undefined);

  const sending = sqs.send(new SendMessageCommand({ QueueUrl: `${started.endpoint}/000000000000/other`, MessageBody: 'x' }));

  await expect(sending).rejects.toBeInstanceOf(QueueDoesNotExist);
});

it('answers an operation it does not implement with UnsupportedOperation', async () => {
  const started = await startQueue(async () => undefined);

  const receiving = sqs.send(new ReceiveMessageCommand({ QueueUrl: started.queueUrl }));

  await expect(receiving).rejects.toBeInstanceOf(UnsupportedOperation);
});

it('answers GetQueueUrl for its queue', async () => {
  const started = await startQueue(async () => undefined);

  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: 'portal-mail' }));

  expect(QueueUrl).toBe(started.queueUrl);
});

it('listens on 127.0.0.1 only', async () => {
  const started = await startQueue(async () => undefined);

  expect(started.listening.address).toBe('127.0.0.1');
  expect(started.queueUrl).toBe(`http://127.0.0.1:${started.listening.port}/000000000000/portal-mail`);
});
