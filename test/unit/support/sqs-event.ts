/** The SQS event Lambda hands the sending function: one record per body, ids `m-1`, `m-2`, … in order. */
import type { SQSEvent } from 'aws-lambda';

export function sqsEvent(...bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, index) => ({
      messageId: `m-${index + 1}`,
      receiptHandle: `r-${index + 1}`,
      body,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'x', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:ca-central-1:111122223333:mail-events',
      awsRegion: 'ca-central-1',
    })),
  };
}
