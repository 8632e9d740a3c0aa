/**
 * Scheduled jobs (shared/core/jobs.ts): one function per job of the deployment's document store, run
 * by an EventBridge schedule, with what the job declares bound and nothing else (a job that reaches
 * the documents reads the OneDrive secret or, with S3, reads and deletes the documents bucket's objects;
 * the reminders job the table and the mail queue; no user pool). The table's item actions bound to a
 * job are not denied on ACTIVITY# keys (bindActivityLog binds route functions only): the retention job
 * removes a destroyed case's chain.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { jobsFor } from '../shared/core/jobs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { bindDocuments, bindOneDriveSecret, bindTable } from './bind';
import type { Documents } from './documents';
import type { Mail } from './mail';
import { createHandlerFunction } from './handler-function';

/** Every job function's description starts with this. */
export const JOB_FUNCTION_DESCRIPTION_PREFIX = 'Portal job ';

export interface ScheduledJobsProps {
  readonly documents: Documents;
  readonly table: ITable;
  readonly mail: Mail;
}

export class ScheduledJobs extends Construct {
  /** Job name → its function. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const functions = new Map<string, NodejsFunction>();
    for (const job of jobsFor(props.documents.storage)) {
      const fn = createHandlerFunction(this, job.name, {
        handler: job.handler,
        description: `${JOB_FUNCTION_DESCRIPTION_PREFIX}${job.name}: ${job.description}`.slice(0, 256),
        // A run may page through a large staging folder; Graph's retries wait up to 10 s per call.
        timeout: Duration.minutes(5),
        documentStorage: props.documents.storage,
      });
      if (job.usesDocuments && props.documents.onedriveSecret) bindOneDriveSecret(fn, props.documents.onedriveSecret);
      if (job.usesDocuments && props.documents.bucket) bindDocuments(fn, props.documents.bucket, 'readWrite');
      if (job.table) bindTable(fn, props.table, job.table);
      if (job.publishesMail) props.mail.allowPublishing(fn);
      new Rule(this, `${job.name}Schedule`, {
        description: `Runs the ${job.name} job every ${job.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        // A missed run is made up by the next one: no retries piling up.
        targets: [new LambdaTarget(fn, { retryAttempts: 0 })],
      });
      functions.set(job.name, fn);
    }
    this.functions = functions;
  }
}
