/**
 * The portal's e-mail on one machine, as in AWS but with local stand-ins: request handlers put mail
 * events on the local queue (SQS-compatible, local-queue.ts) at `MAIL_QUEUE_URL`; the queue runs the
 * very sending function CDK deploys (`functions/send-mail.ts`, bundled and loaded like the
 * gateway's handlers) with SQS events, retrying what it reports in `batchItemFailures` up to three
 * receives before the dead-letter list; the function sends over SMTP to the mail catcher
 * (mail-catcher.ts), whose web inbox shows what was sent.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { MAIL_MAX_RECEIVES, SEND_MAIL_HANDLER, SEND_MAIL_TIMEOUT_SECONDS } from '../shared/mail/queue';
import { invokeHandler, loadHandler } from './handler-loader';
import { createLambdaContext } from './lambda-context';
import { type LocalQueue, startLocalQueue } from './local-queue';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

/** As infra/mail.ts deploys it (both from shared/mail-queue.ts): the entry, receives before the dead letters, timeout. */
export const SEND_MAIL_FUNCTION = {
  functionName: 'sendMail',
  handler: SEND_MAIL_HANDLER,
  maxReceives: MAIL_MAX_RECEIVES,
  timeoutMs: SEND_MAIL_TIMEOUT_SECONDS * 1000,
} as const;
export const LOCAL_MAIL_QUEUE_NAME = 'portal-mail';

export interface LocalMailOptions {
  /** Preferred ports (0 or absent: any free port). */
  smtpPort?: number;
  inboxPort?: number;
  sqsPort?: number;
  /** Where the inbox is kept across restarts. */
  directory: string;
  region: string;
  log: (line: string) => void;
}

export interface LocalMail {
  catcher: MailCatcher;
  queue: LocalQueue;
  stop(): Promise<void>;
}

/** Runs the sending function in this process with an SQS event, as Lambda's event source mapping does. */
export async function runSendMailFunction(event: SQSEvent): Promise<SQSBatchResponse | undefined> {
  const { functionName, handler: entry, timeoutMs } = SEND_MAIL_FUNCTION;
  const handler = await loadHandler(entry, functionName);
  const context = createLambdaContext({ functionName, timeoutMs });
  // Through JSON, as Lambda passes events and results.
  const result = await invokeHandler(handler, JSON.parse(JSON.stringify(event)) as SQSEvent, context, timeoutMs);
  return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as SQSBatchResponse);
}

export async function startLocalMail(options: LocalMailOptions): Promise<LocalMail> {
  const catcher = await startMailCatcher({ smtpPort: options.smtpPort, webPort: options.inboxPort, directory: options.directory, log: options.log });
  let queue: LocalQueue;
  try {
    queue = await startLocalQueue({
      port: options.sqsPort,
      queueName: LOCAL_MAIL_QUEUE_NAME,
      region: options.region,
      maxReceives: SEND_MAIL_FUNCTION.maxReceives,
      deliver: runSendMailFunction,
      log: options.log,
    });
  } catch (error) {
    await catcher.stop();
    throw error;
  }
  return {
    catcher,
    queue,
    // The queue first: a batch under way still reaches the catcher, which stops after it.
    stop: async () => {
      await queue.stop();
      await catcher.stop();
    },
  };
}
