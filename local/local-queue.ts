/**
 * A minimal SQS-compatible endpoint on 127.0.0.1 for the AWS SDK v3 SQS client: one queue, the
 * `SendMessage` (with `DelaySeconds`, 0–900 as SQS takes it) and `GetQueueUrl` operations of the
 * JSON protocol (sqs-json-protocol.ts), and a
 * consumer that hands the messages to `deliver` as Lambda's SQS event source would, with retries
 * and a dead-letter list (queue-delivery.ts). Anything else is answered `UnsupportedOperation`.
 *
 *   const queue = await startLocalQueue({ queueName: 'portal-mail', deliver: (event) => handler(event, context) });
 *   new SQSClient({ endpoint: queue.endpoint }).send(new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody }));
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSMessageAttributes } from 'aws-lambda';
import { listenOnPreferredPort } from './free-port';
import { MAX_DELAY_SECONDS } from '../shared/mail/queue';
import { LOCAL_ACCOUNT_ID } from './lambda-context';
import { type DeadLetter, type DeliverSqsEvent, type QueueDelivery, createQueueDelivery } from './queue-delivery';
import {
  type SqsAnswer,
  type SqsMessageAttributeValue,
  md5Hex,
  md5OfMessageAttributes,
  sqsError,
  sqsOperation,
  sqsResult,
} from './sqs-json-protocol';

export const LOCAL_QUEUE_HOST = '127.0.0.1';
/** SQS's classic limit on a message (body and attributes). */
export const MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_REQUEST_BYTES = 2 * MAX_MESSAGE_BYTES;

export interface LocalQueueOptions {
  /** Preferred port, taken when free (else, or when 0 or absent: any free port). */
  port?: number;
  queueName: string;
  region?: string;
  deliver: DeliverSqsEvent;
  maxReceives?: number;
  retryDelayMs?: number;
  batchWindowMs?: number;
  log?: (line: string) => void;
}

export interface LocalQueue {
  /** The SQS endpoint (SQS_ENDPOINT): `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** The queue's URL (MAIL_QUEUE_URL for the mail queue): `<endpoint>/000000000000/<name>`. */
  queueUrl: string;
  queueArn: string;
  listening: AddressInfo;
  /** Messages that failed every receive. */
  readonly deadLetters: readonly DeadLetter[];
  pending(): number;
  drained(): Promise<void>;
  stop(): Promise<void>;
}

interface SendMessageInput {
  QueueUrl?: unknown;
  MessageBody?: unknown;
  DelaySeconds?: unknown;
  MessageAttributes?: Record<string, SqsMessageAttributeValue>;
}

/** SendMessage's attributes as the Lambda event carries them. */
function recordAttributes(attributes: Record<string, SqsMessageAttributeValue>): SQSMessageAttributes {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      {
        dataType: value.DataType,
        ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
        ...(value.BinaryValue !== undefined ? { binaryValue: value.BinaryValue } : {}),
        stringListValues: [],
        binaryListValues: [],
      },
    ]),
  );
}

function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= MAX_REQUEST_BYTES ? Buffer.concat(chunks) : undefined));
    request.on('error', reject);
  });
}

export async function startLocalQueue(options: LocalQueueOptions): Promise<LocalQueue> {
  const region = options.region ?? 'us-east-1';
  const queueArn = `arn:aws:sqs:${region}:${LOCAL_ACCOUNT_ID}:${options.queueName}`;
  const queuePath = `/${LOCAL_ACCOUNT_ID}/${options.queueName}`;
  const delivery: QueueDelivery = createQueueDelivery({
    deliver: options.deliver,
    queueArn,
    region,
    maxReceives: options.maxReceives,
    retryDelayMs: options.retryDelayMs,
    batchWindowMs: options.batchWindowMs,
    log: options.log,
  });
  let queueUrl = '';

  const isThisQueue = (value: unknown) => {
    if (typeof value !== 'string') return false;
    try {
      return new URL(value).pathname === queuePath;
    } catch {
      return false;
    }
  };

  const sendMessage = (input: SendMessageInput, requestId: string): SqsAnswer => {
    if (!isThisQueue(input.QueueUrl)) return sqsError('QueueDoesNotExist', 'The specified queue does not exist.', requestId);
    if (typeof input.MessageBody !== 'string' || input.MessageBody === '') {
      return sqsError('MissingParameter', 'The request must contain the parameter MessageBody.', requestId);
    }
    if (Buffer.byteLength(input.MessageBody) > MAX_MESSAGE_BYTES) {
      return sqsError('InvalidParameterValue', `The message is longer than ${MAX_MESSAGE_BYTES} bytes.`, requestId);
    }
    // As SQS: a whole number of seconds up to 15 minutes, else the message is refused.
    const delaySeconds = input.DelaySeconds ?? 0;
    if (typeof delaySeconds !== 'number' || !Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > MAX_DELAY_SECONDS) {
      return sqsError('InvalidParameterValue', `Value ${String(delaySeconds)} for parameter DelaySeconds is invalid. Reason: must be >= 0 and <= ${MAX_DELAY_SECONDS}.`, requestId);
    }
    const attributes = input.MessageAttributes && Object.keys(input.MessageAttributes).length > 0 ? input.MessageAttributes : undefined;
    const md5OfBody = md5Hex(input.MessageBody);
    const attributesMd5 = attributes ? md5OfMessageAttributes(attributes) : undefined;
    const messageId = delivery.enqueue({
      body: input.MessageBody,
      md5OfBody,
      ...(attributes ? { messageAttributes: recordAttributes(attributes), md5OfMessageAttributes: attributesMd5 } : {}),
      delayMs: delaySeconds * 1000,
    });
    return sqsResult({ MessageId: messageId, MD5OfMessageBody: md5OfBody, ...(attributesMd5 ? { MD5OfMessageAttributes: attributesMd5 } : {}) }, requestId);
  };

  const answer = async (request: http.IncomingMessage): Promise<SqsAnswer> => {
    const requestId = randomUUID();
    const operation = sqsOperation(request.headers['x-amz-target'] as string | undefined);
    const body = await readBody(request);
    if (request.method !== 'POST' || operation === undefined) {
      return sqsError('UnsupportedOperation', 'The local queue speaks the SQS JSON protocol only (POST / with X-Amz-Target).', requestId);
    }
    if (body === undefined) return sqsError('InvalidParameterValue', 'The request is too large.', requestId, 413);
    let input: Record<string, unknown>;
    try {
      input = body.length > 0 ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return sqsError('InvalidParameterValue', 'The request body is not JSON.', requestId);
    }
    switch (operation) {
      case 'SendMessage':
        return sendMessage(input as SendMessageInput, requestId);
      case 'GetQueueUrl':
        return input.QueueName === options.queueName
          ? sqsResult({ QueueUrl: queueUrl }, requestId)
          : sqsError('QueueDoesNotExist', 'The specified queue does not exist.', requestId);
      default:
        return sqsError('UnsupportedOperation', `The local queue does not support ${operation}.`, requestId);
    }
  };

  const server = http.createServer((request, response) => {
    answer(request).then(
      (result) => {
        response.writeHead(result.status, { ...result.headers, 'content-length': Buffer.byteLength(result.body) });
        response.end(result.body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  const listening = await listenOnPreferredPort(server, LOCAL_QUEUE_HOST, options.port);
  const endpoint = `http://${LOCAL_QUEUE_HOST}:${listening.port}`;
  queueUrl = `${endpoint}${queuePath}`;

  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    queueUrl,
    queueArn,
    listening,
    deadLetters: delivery.deadLetters,
    pending: () => delivery.pending(),
    drained: () => delivery.drained(),
    stop() {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        delivery.stop(),
      ]).then(() => undefined);
      return stopped;
    },
  };
}
