/**
 * Puts a mail event on the mail queue. Called by request handlers AFTER their transaction committed,
 * so it must never undo or delay their answer: it never throws (a failure is logged with the event's
 * kind and id and counted as MailEventsNotQueued), and without a queue configured it does nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { METRICS } from '../../shared/core/observability';
import { config } from './config';
import { describeError, logger } from './logger';
import { countMetric } from './metrics';
import type { MailQueueMessage } from './mail-events';

let client: Promise<SQSClient> | undefined;

/**
 * The SQS client, created once per runtime (the local queue's endpoint when one is set). Loaded on
 * first use: many routes that may publish (case reads share the case module) never do, and their cold
 * start should not pay for the SQS client.
 */
function queueClient(): Promise<SQSClient> {
  // Few attempts and short timeouts: a caller's answer waits for this, and a loss is logged and counted.
  client ??= import('@aws-sdk/client-sqs').then(
    ({ SQSClient: Client }) =>
      new Client({
        region: config.region,
        endpoint: config.sqsEndpoint,
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
      }),
  );
  return client;
}

/** A new event id: the sending function e-mails each recipient at most once per id. */
export function newMailEventId(): string {
  return randomUUID();
}

/**
 * Queues the event; answers whether it was queued (never throws). `delaySeconds` (at most SQS's 900)
 * holds it back that long: an upload digest's reminder at the end of its window.
 */
export async function publishMailEvent(event: MailQueueMessage, options: { delaySeconds?: number } = {}): Promise<boolean> {
  const queueUrl = config.mailQueueUrl;
  if (!queueUrl) {
    logger.debug('No mail queue: mail event not sent', { kind: event.kind, eventId: event.eventId });
    return false;
  }
  try {
    const { SendMessageCommand } = await import('@aws-sdk/client-sqs');
    const delay = options.delaySeconds ? { DelaySeconds: options.delaySeconds } : {};
    await (await queueClient()).send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(event), ...delay }));
    logger.info('Mail event queued', { kind: event.kind, eventId: event.eventId, ...delay });
    return true;
  } catch (error) {
    logger.error('Mail event not queued', { kind: event.kind, eventId: event.eventId, ...describeError(error) });
    countMetric(METRICS.mailEventsNotQueued, 1, { Kind: event.kind });
    return false;
  }
}
