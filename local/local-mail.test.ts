/**
 * The local mail wiring (local/local-mail.ts): the queue runs the very sending function CDK
 * deploys, with the same redrive limit, and the stack's options read their ports from the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runSendMailFunction, startLocalMail } from './local-mail';
import { stackOptionsFromEnv } from './local-stack';

jest.setTimeout(30_000);

it('hands an SQS event to the bundled sending function and returns its batch response', async () => {
  process.env.LOG_LEVEL = 'silent';
  const record = {
    messageId: 'm-1',
    receiptHandle: 'r',
    body: 'not a mail event',
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1', SenderId: 's', ApproximateFirstReceiveTimestamp: '1' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:portal-mail',
    awsRegion: 'us-east-1',
  };

  // A body that is not a mail event is dropped (logged), not retried.
  await expect(runSendMailFunction({ Records: [record] })).resolves.toEqual({ batchItemFailures: [] });
});

it('starts the catcher and the queue on loopback, and stops both', async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'local-mail-'));
  try {
    const mail = await startLocalMail({ directory, region: 'us-east-1', log: () => undefined });

    expect(mail.catcher.listening.smtp.address).toBe('127.0.0.1');
    expect(mail.catcher.listening.web.address).toBe('127.0.0.1');
    expect(mail.queue.listening.address).toBe('127.0.0.1');
    expect(mail.queue.queueUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/000000000000\/portal-mail$/);

    await mail.stop();
    await expect(fetch(`${mail.catcher.apiUrl}/messages`)).rejects.toThrow();
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

it('reads the mail ports from SMTP_PORT, MAIL_INBOX_PORT and SQS_PORT', () => {
  expect(stackOptionsFromEnv({ SMTP_PORT: '2525', MAIL_INBOX_PORT: '2580', SQS_PORT: '2590' })).toMatchObject({ smtpPort: 2525, mailInboxPort: 2580, sqsPort: 2590 });
  expect(stackOptionsFromEnv({})).toMatchObject({ smtpPort: undefined, mailInboxPort: undefined, sqsPort: undefined });
});
