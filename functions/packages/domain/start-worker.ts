/**
 * Starts the packaging worker with an asynchronous invocation (InvocationType Event): Lambda takes
 * the event and answers 202 at once, so the build route never waits for the build. Locally the
 * local stack's Invoke API answers the same way (LAMBDA_ENDPOINT, signed with the key it answers).
 */
import type { LambdaClient } from '@aws-sdk/client-lambda';
import { PACKAGE_ENV, type PackageBuildEvent } from '../../../shared/packages/worker';
import { config } from '../../core/config';

const setting = (name: string) => process.env[name] || undefined;

let client: Promise<LambdaClient> | undefined;

function lambdaClient(): Promise<LambdaClient> {
  client ??= import('@aws-sdk/client-lambda').then(({ LambdaClient: Client }) => {
    const endpoint = setting(PACKAGE_ENV.lambdaEndpoint);
    const accessKeyId = setting(PACKAGE_ENV.lambdaAccessKeyId);
    return new Client({
      region: config.region,
      maxAttempts: 2,
      ...(endpoint ? { endpoint } : {}),
      ...(endpoint && accessKeyId ? { credentials: { accessKeyId, secretAccessKey: 'local' } } : {}),
    });
  });
  return client;
}

/** Answers whether Lambda took the event. */
export async function startPackageWorker(event: PackageBuildEvent): Promise<boolean> {
  const functionName = setting(PACKAGE_ENV.workerFunction);
  if (!functionName) throw new Error(`Missing environment variable ${PACKAGE_ENV.workerFunction}`);
  const { InvokeCommand } = await import('@aws-sdk/client-lambda');
  const answer = await (await lambdaClient()).send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(event)) }),
  );
  return answer.StatusCode === 202;
}
