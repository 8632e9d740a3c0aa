/**
 * Where direct uploads wait until their batch is completed. The browser PUTs under this prefix; the
 * completion checks the bytes and copies them to the document's own key (`cases/…`), so a presigned
 * URL can never change a recorded document. What is never completed expires: a lifecycle rule in
 * AWS, the local S3's timer locally.
 */
export const UPLOAD_STAGING_PREFIX = 'uploads/';

/** Uncompleted uploads are deleted after this many days (S3 lifecycle rules count whole days). */
export const UPLOAD_STAGING_EXPIRY_DAYS = 1;

/** The staging key of one file of a batch. */
export const uploadStagingKey = (batchId: string, documentId: string): string => `${UPLOAD_STAGING_PREFIX}${batchId}/${documentId}`;
