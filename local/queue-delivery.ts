/**
 * What an SQS queue with a Lambda event source mapping does, in memory: messages are handed to a
 * `deliver` callback as SQS events (never inside the request that sent them), one batch at a time;
 * the records a callback reports in `batchItemFailures` (all of them when it throws or reports an id
 * that is not in the batch, as Lambda does) come back after a short backoff, and a message received
 * `maxReceives` times without success moves to the dead-letter list, as a redrive policy moves it to
 * a dead-letter queue.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';

export const DEFAULT_MAX_RECEIVES = 3;
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_BATCH_SIZE = 10;
/** How long a stopping queue waits for the batch under way. */
const STOP_GRACE_MS = 5000;

/** A handler may return nothing, as SQSHandler allows. */
export type DeliverSqsEvent = (event: SQSEvent) => Promise<SQSBatchResponse | void> | SQSBatchResponse | void;

export interface NewQueueMessage {
  body: string;
  md5OfBody: string;
  messageAttributes?: SQSMessageAttributes;
  md5OfMessageAttributes?: string;
  /** Not received before this many ms (SendMessage's DelaySeconds). */
  delayMs?: number;
}

export interface DeadLetter {
  messageId: string;
  body: string;
  receiveCount: number;
  /** Why the last receive failed. */
  reason: string;
  deadLetteredAt: string;
}

export interface QueueDeliveryOptions {
  deliver: DeliverSqsEvent;
  queueArn: string;
  region: string;
  maxReceives?: number;
  /** A failed message comes back after `retryDelayMs × its receive count`. */
  retryDelayMs?: number;
  batchSize?: number;
  /** A batch waits this long after its first message is ready, for others to join (Lambda's MaximumBatchingWindow); default 0. */
  batchWindowMs?: number;
  log?: (line: string) => void;
}

export interface QueueDelivery {
  /** Queues a message and returns its id; delivery starts later, on a timer. */
  enqueue(message: NewQueueMessage): string;
  /** Messages moved aside after `maxReceives` failed receives (oldest first). */
  readonly deadLetters: readonly DeadLetter[];
  /** Messages waiting or under way. */
  pending(): number;
  /** Resolves once no message is waiting or under way. */
  drained(): Promise<void>;
  /** No more deliveries; waits (briefly) for the batch under way. Waiting messages are dropped. */
  stop(): Promise<void>;
}

interface QueuedMessage extends NewQueueMessage {
  messageId: string;
  sentTimestamp: number;
  firstReceiveTimestamp?: number;
  receiveCount: number;
  visibleAt: number;
}

/** The ids a batch response marks as failed: all when the answer names an id not in the batch. */
export function failedMessageIds(result: unknown, batch: readonly { messageId: string }[]): Set<string> {
  const all = new Set(batch.map((message) => message.messageId));
  const failures = (result as Partial<SQSBatchResponse> | null | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

export function createQueueDelivery(options: QueueDeliveryOptions): QueueDelivery {
  const maxReceives = options.maxReceives ?? DEFAULT_MAX_RECEIVES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const batchWindowMs = options.batchWindowMs ?? 0;
  const log = options.log ?? ((line: string) => console.log(line));
  const queueName = options.queueArn.split(':').pop() ?? options.queueArn;

  const messages: QueuedMessage[] = [];
  const deadLetters: DeadLetter[] = [];
  const drainWaiters: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const toRecord = (message: QueuedMessage): SQSRecord => ({
    messageId: message.messageId,
    receiptHandle: randomBytes(48).toString('base64'),
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentTimestamp),
      SenderId: 'AIDALOCALSTACKSENDER',
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveTimestamp ?? Date.now()),
    },
    messageAttributes: message.messageAttributes ?? {},
    md5OfBody: message.md5OfBody,
    ...(message.md5OfMessageAttributes ? { md5OfMessageAttributes: message.md5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: options.queueArn,
    awsRegion: options.region,
  });

  const notifyIfDrained = () => {
    if (messages.length > 0 || running) return;
    for (const resolve of drainWaiters.splice(0)) resolve();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || running) return;
    const next = Math.min(...messages.map((message) => message.visibleAt));
    if (!Number.isFinite(next)) return;
    timer = setTimeout(() => {
      running = deliverBatch().finally(() => {
        running = undefined;
        schedule();
        notifyIfDrained();
      });
    }, Math.max(0, next + batchWindowMs - Date.now()));
  };

  const settle = (message: QueuedMessage, failed: boolean, reason: string) => {
    if (!failed) {
      messages.splice(messages.indexOf(message), 1);
      return;
    }
    if (message.receiveCount >= maxReceives) {
      messages.splice(messages.indexOf(message), 1);
      deadLetters.push({ messageId: message.messageId, body: message.body, receiveCount: message.receiveCount, reason, deadLetteredAt: new Date().toISOString() });
      log(`[queue] ${queueName}: message ${message.messageId} failed ${message.receiveCount} times and moved to the dead-letter list (${reason})`);
      return;
    }
    const delay = retryDelayMs * message.receiveCount;
    message.visibleAt = Date.now() + delay;
    log(`[queue] ${queueName}: message ${message.messageId} failed (receive ${message.receiveCount} of ${maxReceives}), retrying in ${delay} ms (${reason})`);
  };

  async function deliverBatch(): Promise<void> {
    const now = Date.now();
    const batch = messages.filter((message) => message.visibleAt <= now).slice(0, batchSize);
    if (batch.length === 0) return;
    for (const message of batch) {
      message.receiveCount += 1;
      message.firstReceiveTimestamp ??= now;
      // In flight: invisible until the callback has answered.
      message.visibleAt = Number.POSITIVE_INFINITY;
    }
    let failed: Set<string>;
    let reason = 'reported in batchItemFailures';
    try {
      const result = await options.deliver({ Records: batch.map(toRecord) });
      failed = failedMessageIds(result, batch);
      if (failed.size === batch.length && batch.length > 1) reason = 'the batch response failed the whole batch';
    } catch (error) {
      failed = new Set(batch.map((message) => message.messageId));
      reason = `the handler threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (const message of batch) settle(message, failed.has(message.messageId), reason);
  }

  return {
    enqueue(message) {
      if (stopped) throw new Error(`The local queue ${queueName} is stopped`);
      const messageId = randomUUID();
      const now = Date.now();
      messages.push({ ...message, messageId, sentTimestamp: now, receiveCount: 0, visibleAt: now + (message.delayMs ?? 0) });
      if (!running) schedule();
      return messageId;
    },
    deadLetters,
    pending: () => messages.length,
    drained() {
      return new Promise((resolve) => {
        drainWaiters.push(resolve);
        notifyIfDrained();
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(grace);
      if (messages.length > 0) log(`[queue] ${queueName}: stopped with ${messages.length} message(s) undelivered`);
      messages.splice(0);
      for (const resolve of drainWaiters.splice(0)) resolve();
    },
  };
}
