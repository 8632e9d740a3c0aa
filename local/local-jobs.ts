/**
 * The scheduled jobs on one machine (shared/jobs.ts): the local stack runs each job of its document
 * store on a timer, as EventBridge does in AWS, with the very handler CDK deploys (bundled and loaded
 * like the gateway's); `npm run invoke -- <jobName>` runs one at once. A run that is still going when
 * the next is due is not started twice.
 */
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { type JobDefinition, jobsFor } from '../shared/core/jobs';
import { invokeHandler, loadHandler } from './handler-loader';
import { createLambdaContext } from './lambda-context';
import type { LocalStorage } from './local-onedrive';

/** As infra/jobs.ts deploys them. */
export const JOB_TIMEOUT_MS = 5 * 60 * 1000;

/** The event EventBridge sends a scheduled target. */
export function scheduledEvent(job: JobDefinition, now = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: process.env.AWS_REGION ?? 'ca-central-1',
    resources: [`arn:aws:events:local:000000000000:rule/${job.name}Schedule`],
    detail: {},
  };
}

/** Runs a job's handler in this process with a scheduled event; answers what the handler returned. */
export async function runJob(job: JobDefinition): Promise<unknown> {
  const handler = await loadHandler(job.handler, job.name);
  const context = createLambdaContext({ functionName: job.name, timeoutMs: JOB_TIMEOUT_MS });
  // Through JSON, as Lambda passes events and results.
  const result = await invokeHandler(handler, JSON.parse(JSON.stringify(scheduledEvent(job))) as ScheduledEvent, context, JOB_TIMEOUT_MS);
  return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
}

export interface LocalJobs {
  stop(): void;
}

/** Starts a timer per job of this store (every `everyMinutes`, or every `intervalMs` when given). */
export function startLocalJobs(options: { storage: LocalStorage; intervalMs?: number; log: (line: string) => void }): LocalJobs {
  const timers = jobsFor(options.storage).map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runJob(job)
        .then((result) => options.log(`[jobs] ${job.name}: ${JSON.stringify(result)}`))
        .catch((error: unknown) => options.log(`[jobs] ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          running = false;
        });
    }, options.intervalMs ?? job.everyMinutes * 60 * 1000);
    // The timers never keep the process alive on their own.
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
