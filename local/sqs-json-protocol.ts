/**
 * The slice of SQS's JSON protocol (awsJson1_0, as the AWS SDK v3 client speaks it) that the local
 * queue answers: `POST /` with `X-Amz-Target: AmazonSQS.<Operation>` and a JSON body; results as
 * JSON; errors as `{ __type, message }` with the `x-amzn-query-error` header, from which the SDK
 * (query-compatible for SQS) builds its typed exceptions (`QueueDoesNotExist`, …). The SDK checks
 * `MD5OfMessageBody` against the body it sent, so the MD5 digests are computed as SQS computes them.
 */
import { createHash } from 'node:crypto';

export const SQS_TARGET_PREFIX = 'AmazonSQS.';
export const SQS_CONTENT_TYPE = 'application/x-amz-json-1.0';

export type SqsErrorCode = 'QueueDoesNotExist' | 'UnsupportedOperation' | 'InvalidParameterValue' | 'MissingParameter' | 'InvalidMessageContents';

export interface SqsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What SendMessage carries in its `MessageAttributes` (binary values base64 in JSON). */
export interface SqsMessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

export function md5Hex(data: string | Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

/**
 * MD5OfMessageAttributes as SQS defines it: attributes sorted by name, each as length-prefixed
 * name, data type, a transport byte (1 string, 2 binary) and length-prefixed value.
 */
export function md5OfMessageAttributes(attributes: Record<string, SqsMessageAttributeValue>): string {
  const hash = createHash('md5');
  const lengthPrefixed = (value: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(value.length);
    hash.update(length);
    hash.update(value);
  };
  for (const name of Object.keys(attributes).sort()) {
    const attribute = attributes[name];
    if (!attribute) continue;
    lengthPrefixed(Buffer.from(name, 'utf8'));
    lengthPrefixed(Buffer.from(attribute.DataType, 'utf8'));
    const binary = attribute.BinaryValue !== undefined;
    hash.update(Buffer.from([binary ? 2 : 1]));
    lengthPrefixed(binary ? Buffer.from(attribute.BinaryValue ?? '', 'base64') : Buffer.from(attribute.StringValue ?? '', 'utf8'));
  }
  return hash.digest('hex');
}

/** The operation named by `X-Amz-Target` (`AmazonSQS.SendMessage` → `SendMessage`), if it is SQS's. */
export function sqsOperation(target: string | undefined): string | undefined {
  return target?.startsWith(SQS_TARGET_PREFIX) ? target.slice(SQS_TARGET_PREFIX.length) : undefined;
}

export function sqsResult(value: unknown, requestId: string): SqsAnswer {
  return { status: 200, headers: { 'content-type': SQS_CONTENT_TYPE, 'x-amzn-requestid': requestId }, body: JSON.stringify(value) };
}

export function sqsError(code: SqsErrorCode, message: string, requestId: string, status = 400): SqsAnswer {
  return {
    status,
    headers: {
      'content-type': SQS_CONTENT_TYPE,
      'x-amzn-requestid': requestId,
      'x-amzn-query-error': `${code};Sender`,
    },
    body: JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message }),
  };
}
