/**
 * Puts a mail event on the mail queue. Called by request handlers AFTER their transaction committed,
 * so it must never undo or delay their answer: it never throws (a failure is logged with the event's
 * kind and id and counted as MailEventsNotQueued), and without a queue configured it does nothing.
 *
 * A feature publishes only the kinds it declares: `export const publishCaseMail = mailPublisher<CaseMails>()`
 * beside its registry type (functions/<feature>/mail/events.ts), which the compiler holds its calls to.
 */
import { randomUUID } from 'node:crypto';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { METRICS } from '../../shared/core/observability';
import { config } from './config';
import { describeError, logger } from './logger';
import { countMetric } from './metrics';
import type { MailEventEnvelope, MailEventsOf, MailKindRegistry } from './mail-events';

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

export interface PublishOptions {
  /** Holds the event back this long (at most SQS's 900 seconds): an upload digest's reminder at the end of its window. */
  delaySeconds?: number;
}

/** Queues the event; answers whether it was queued (never throws). */
export async function publishMailEvent(event: MailEventEnvelope, options: PublishOptions = {}): Promise<boolean> {
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

/** Queues one of a feature's events (publishMailEvent, typed by the feature's registry). */
export type MailPublisher<Kinds extends MailKindRegistry<Kinds>> = (event: MailEventsOf<Kinds>, options?: PublishOptions) => Promise<boolean>;

/** The publisher of a feature's mail kinds: takes only the events its registry type declares. */
export function mailPublisher<Kinds extends MailKindRegistry<Kinds>>(): MailPublisher<Kinds> {
  return publishMailEvent;
}
