/** A Lambda-like `context` for handlers run in-process by the local gateway (and `npm run invoke`). */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_REGION_DEFAULT = 'us-east-1';

export function createLambdaContext(options: {
  functionName: string;
  timeoutMs: number;
  awsRequestId?: string;
  region?: string;
  memoryLimitInMB?: number;
}): Context {
  const deadline = Date.now() + options.timeoutMs;
  const region = options.region ?? process.env.AWS_REGION ?? LOCAL_REGION_DEFAULT;
  const unsupported = () => {
    throw new Error('Callback-style completion (done/succeed/fail) is not supported: return or throw instead');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${options.functionName}`,
    memoryLimitInMB: String(options.memoryLimitInMB ?? 1024),
    awsRequestId: options.awsRequestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
