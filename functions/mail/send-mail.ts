/**
 * The mail queue → this function: each message is a mail event (functions/core/mail-events.ts),
 * or the reminder that closes an upload digest (upload-digests.ts), delivered on its own, so one failing message is redelivered without the others (`batchItemFailures`);
 * after three receives the queue moves it to the dead-letter queue, which raises an alarm. A body that
 * is not a mail event is logged and dropped. Log lines carry the event id as their correlation id.
 */
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { METRICS } from '../../shared/core/observability';
import { describeError, logger, setRequestId } from '../core/logger';
import { MailEventNotDelivered, deliverMailQueueMessage } from './deliver-mail-event';
import { parseMailEvent } from './mail-event-schema';
import { mailTransport } from './transport';
import { countMetric } from '../core/metrics';

/** True when the record was dealt with (sent, nothing to send, or dropped); false to have it redelivered. */
async function handleRecord(record: SQSRecord, requestId: string): Promise<boolean> {
  const event = parseMailEvent(record.body);
  if (!event) {
    setRequestId(requestId, record.messageId);
    logger.error('Mail queue message is not a mail event: dropped', { messageId: record.messageId, bodyLength: record.body.length });
    countMetric(METRICS.mailEventsDropped);
    return true;
  }
  setRequestId(requestId, event.eventId);
  try {
    await deliverMailQueueMessage(event, mailTransport);
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

async function sendMail(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    if (!(await handleRecord(record, context.awsRequestId))) batchItemFailures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures };
}

export const handler = middy<SQSEvent, SQSBatchResponse>().handler(sendMail);
