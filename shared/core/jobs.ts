/**
 * The scheduled jobs, one entry each: EventBridge runs them in AWS (infra/jobs.ts), the local stack
 * on a timer, and `npm run invoke -- <jobName>` runs one now. A job is a handler like a route's,
 * called with a scheduled event; it answers a summary of what it did.
 */

/** Where a deployment keeps documents (infra/bundling.ts `DocumentStorage`). */
type DocumentStorage = 's3' | 'onedrive';

export interface JobDefinition {
  /** The job's name: its function's id, and what `npm run invoke -- <name>` takes. */
  readonly name: string;
  /** Handler entry file relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly description: string;
  /** How often it runs, in minutes (an EventBridge `rate(n minutes)`; locally a timer). */
  readonly everyMinutes: number;
  /** Deployed only with these document stores (every store when absent). */
  readonly storage?: readonly DocumentStorage[];
  /** Reaches the document store (the OneDrive secret is bound to it; with S3, the documents bucket read/write). */
  readonly usesDocuments: boolean;
  /** Reads (or writes) the table (absent: not bound to it). */
  readonly table?: 'read' | 'readWrite';
  /** Puts mail events on the mail queue. */
  readonly publishesMail?: boolean;
}

/** A day, for the daily jobs (EventBridge `rate(1 day)`). */
const DAILY = 24 * 60;

export const jobs = [
  {
    name: 'cleanUploadStaging',
    handler: 'functions/jobs/clean-upload-staging.ts',
    description:
      'Ends the upload sessions of expired batches and deletes uploads never completed, older than UPLOAD_STAGING_EXPIRY_DAYS, from the OneDrive staging folder (S3 has a lifecycle rule for this)',
    // Upload sessions live as long as Graph decides: this bounds how long one outlives its batch.
    everyMinutes: 15,
    storage: ['onedrive'],
    usesDocuments: true,
  },
  {
    name: 'sendDocumentReminders',
    handler: 'functions/jobs/send-document-reminders.ts',
    description:
      "E-mails clients the documents still asked of them (due in the firm's daysBefore days, due today, overdue every overdueEveryDays days) and staff the accepted documents that expire in 180, 90 or 30 days; at most once a day per person",
    // Reminders count in days: a daily run; a second run the same (UTC) day e-mails nobody twice.
    everyMinutes: DAILY,
    usesDocuments: false,
    // The once-a-day guards are written; items, cases, users and orgs are read.
    table: 'readWrite',
    publishesMail: true,
  },
  {
    name: 'destroyExpiredCases',
    handler: 'functions/jobs/destroy-expired-cases.ts',
    description:
      "Destroys closed cases past their firm's retention (retentionYears after closedAt, 7 by default) and not under legal hold: documents in the store, records, messages, e-mails, the case's activity chain; leaves a case.destroyed record in the firm's chain",
    // Retention counts in years: a daily run; at most 25 cases a run, the rest the next day.
    everyMinutes: DAILY,
    // Deletes the case's objects (S3) or its folder (OneDrive).
    usesDocuments: true,
    // Deletes the case's items, its activity chain (no route may: bindActivityLog) and appends to the firm's chain.
    table: 'readWrite',
  },
] as const satisfies readonly JobDefinition[];

export type JobName = (typeof jobs)[number]['name'];

/** The jobs a deployment (or local stack) with this document store runs. */
export function jobsFor(storage: DocumentStorage): JobDefinition[] {
  return jobs.filter((job: JobDefinition) => job.storage === undefined || job.storage.includes(storage));
}

export function findJob(name: string | undefined): JobDefinition | undefined {
  return jobs.find((job: JobDefinition) => job.name === name);
}
