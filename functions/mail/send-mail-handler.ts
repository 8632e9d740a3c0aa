/**
 * The mail queue → the sending function, made of the features' mail kinds (functions/send-mail.ts
 * hands them over): each message is an event of one of those kinds, or a signal of one (the reminder
 * that closes an upload digest), delivered on its own, so one failing message is redelivered without
 * the others (`batchItemFailures`); after three receives the queue moves it to the dead-letter queue,
 * which raises an alarm. A body that is no event of a known kind is logged and dropped. Log lines
 * carry the event id as their correlation id.
 */
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { METRICS } from '../../shared/core/observability';
import { describeError, logger, setRequestId } from '../core/logger';
import { countMetric } from '../core/metrics';
import { MailEventNotDelivered } from './deliver-mail-event';
import type { MailQueueEntry } from './mail-kind';
import { type MailRegistry, mailRegistry } from './registry';
import { mailTransport } from './transport';

/** True when the record was dealt with (sent, nothing to send, or dropped); false to have it redelivered. */
async function handleRecord(registry: MailRegistry, record: SQSRecord, requestId: string): Promise<boolean> {
  const event = registry.parse(record.body);
  if (!event) {
    setRequestId(requestId, record.messageId);
    logger.error('Mail queue message is not a mail event: dropped', { messageId: record.messageId, bodyLength: record.body.length });
    countMetric(METRICS.mailEventsDropped);
    return true;
  }
  setRequestId(requestId, event.eventId);
  try {
    await registry.receive(event, mailTransport);
    return true;
  } catch (error) {
    if (error instanceof MailEventNotDelivered && !error.retryable) {
      // Recorded as failed; retrying would fail the same way and only fill the dead-letter queue.
      logger.warn('Mail event not delivered, not retried: no sender configured', { kind: event.kind, eventId: event.eventId });
      return true;
    }
    logger.error('Mail event not delivered: the queue retries it', {
      messageId: record.messageId,
      kind: event.kind,
      eventId: event.eventId,
      receiveCount: record.attributes?.ApproximateReceiveCount,
      ...describeError(error),
    });
    return false;
  }
}

/** The sending function's handler, for these kinds. */
export function sendMailHandler(entries: readonly MailQueueEntry[]) {
  const registry = mailRegistry(entries);
  async function sendMail(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      if (!(await handleRecord(registry, record, context.awsRequestId))) batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  }
  return middy<SQSEvent, SQSBatchResponse>().handler(sendMail);
}
