/**
 * Scheduled job cleanUploadStaging (shared/jobs.ts): the OneDrive store's staging folder, cleaned like
 * the S3 store's upload prefix (whose lifecycle rule needs no job). Ends the upload sessions of
 * expired batches, so no bytes arrive after a batch is over, and deletes uploads that were never
 * completed once they are UPLOAD_STAGING_EXPIRY_DAYS old. Run every 15 minutes by EventBridge in AWS,
 * on a timer by the local stack, at once by `npm run invoke -- cleanUploadStaging`.
 */
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { documentStore } from '../documents';
import { logger } from '../core/logger';

export interface StagingCleanupResult {
  /** False when the store needs no job (S3: its lifecycle rule expires the staging prefix). */
  ran: boolean;
  sessionsEnded: number;
  itemsDeleted: number;
}

async function cleanUploadStaging(): Promise<StagingCleanupResult> {
  const result = await documentStore().cleanStaging(Date.now());
  if (!result) {
    logger.info('The document store expires its staged uploads itself: nothing to clean');
    return { ran: false, sessionsEnded: 0, itemsDeleted: 0 };
  }
  logger.info('Staged uploads cleaned', { ...result });
  return { ran: true, ...result };
}

export const handler = middy<ScheduledEvent | undefined, StagingCleanupResult>().handler(cleanUploadStaging);
