/**
 * A sliver of the Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`), so cognito-local
 * can run the Cognito trigger handlers in-process (synchronous), and the build route can start the
 * packaging worker (`X-Amz-Invocation-Type: Event`: answered 202 at once, the handler run after, as
 * Lambda's asynchronous invocation does), through the same path as in AWS.
 */
import { randomUUID } from 'node:crypto';
import { type LambdaHandler, invokeHandler, loadHandler } from './handler-loader';
import { type HttpResponse, jsonResponse } from './http-api-result';
import { createLambdaContext } from './lambda-context';
import { PACKAGE_WORKER } from '../shared/packages/worker';
import { type LocalTrigger, findTrigger } from './triggers';

/** The functions invoked by the portal's own code (not cognito-local): the packaging worker. */
const WORKERS = [{ trigger: 'worker', functionName: PACKAGE_WORKER.name, handler: PACKAGE_WORKER.handler, timeoutMs: PACKAGE_WORKER.timeoutSeconds * 1000 }] as const;

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** Trigger functions get the default Lambda timeout of the CDK stack. */
const TRIGGER_TIMEOUT_MS = 30_000;


/** The function name in an Invoke path (a name, or an ARN ending in `:function:<name>`), if it is one. */
export function invokedFunctionName(method: string, pathname: string): string | undefined {
  if (method !== 'POST') return undefined;
  const match = INVOKE_PATH.exec(pathname);
  if (!match?.[1]) return undefined;
  const name = decodeURIComponent(match[1]);
  return name.includes(':function:') ? (name.split(':function:')[1]?.split(':')[0] ?? name) : name;
}

export async function invokeFunction(
  functionName: string,
  payload: Buffer,
  triggers: readonly LocalTrigger[],
  log: (line: string) => void,
  invocationType = 'RequestResponse',
): Promise<HttpResponse> {
  const worker = WORKERS.find((entry) => entry.functionName === functionName);
  if (worker && invocationType === 'Event') {
    const requestId = randomUUID();
    void (async () => {
      try {
        const event: unknown = payload.length > 0 ? JSON.parse(payload.toString('utf8')) : {};
        const handler = await loadHandler(worker.handler, functionName);
        const context = createLambdaContext({ functionName, timeoutMs: worker.timeoutMs, awsRequestId: requestId });
        const result = await invokeHandler(handler, event, context, worker.timeoutMs);
        log(`[lambda] ${functionName} (event) ${JSON.stringify(result)}`);
      } catch (error) {
        console.error(`[lambda] ${functionName} (event) failed:`, error);
      }
    })();
    return { statusCode: 202, headers: { 'x-amzn-requestid': requestId }, cookies: [], body: Buffer.alloc(0) };
  }
  const trigger = worker ?? findTrigger(functionName, triggers);
  if (!trigger) {
    return jsonResponse(
      404,
      { Type: 'User', Message: `Function not found: ${functionName}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
  }
  const requestId = randomUUID();
  const headers = { 'x-amzn-requestid': requestId, 'x-amz-executed-version': '$LATEST' };
  let handler: LambdaHandler;
  let event: unknown;
  try {
    event = payload.length > 0 ? (JSON.parse(payload.toString('utf8')) as unknown) : {};
    handler = await loadHandler(trigger.handler, functionName);
    const context = createLambdaContext({ functionName, timeoutMs: TRIGGER_TIMEOUT_MS, awsRequestId: requestId });
    const result = await invokeHandler(handler, event, context, TRIGGER_TIMEOUT_MS);
    log(`[lambda] ${functionName} (${trigger.trigger}) ok`);
    return jsonResponse(200, result ?? null, headers);
  } catch (error) {
    console.error(`[lambda] ${functionName} (${trigger.trigger}) failed:`, error);
    const err = error instanceof Error ? error : new Error(String(error));
    return jsonResponse(
      200,
      { errorType: err.name, errorMessage: err.message, trace: (err.stack ?? '').split('\n') },
      { ...headers, 'x-amz-function-error': 'Unhandled' },
    );
  }
}
