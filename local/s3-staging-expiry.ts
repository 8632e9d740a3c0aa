/**
 * The documents bucket's lifecycle rule, locally: uploads left under the staging prefix (never
 * completed, see shared/upload-staging.ts) are deleted once older than the expiry, on a timer. In
 * AWS the rule counts whole days and S3 runs it about once a day; here the age is exact and the
 * sweep runs every quarter of it (at most hourly), so a test can shorten the age to seconds.
 */
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { AwsCredentialIdentity } from '@smithy/types';
import { UPLOAD_STAGING_EXPIRY_DAYS, UPLOAD_STAGING_PREFIX } from '../shared/documents/upload-staging';

export const DEFAULT_STAGING_EXPIRY_MS = UPLOAD_STAGING_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
const MAX_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const MIN_SWEEP_INTERVAL_MS = 100;

export interface StagingExpiryOptions {
  /** The S3-compatible server itself (not the verifying front). */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: AwsCredentialIdentity;
  /** Staged objects older than this are deleted (default: UPLOAD_STAGING_EXPIRY_DAYS). */
  maxAgeMs?: number;
  log?: (line: string) => void;
}

export interface StagingExpiry {
  readonly maxAgeMs: number;
  /** Deletes what has expired by `now` and answers the keys deleted. */
  sweep(now?: Date): Promise<string[]>;
  /** Stops the timer, after the sweep under way if any. */
  stop(): Promise<void>;
}

export function startStagingExpiry(options: StagingExpiryOptions): StagingExpiry {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_STAGING_EXPIRY_MS;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const sweepOnce = async (now: Date): Promise<string[]> => {
    const expired: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: UPLOAD_STAGING_PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && now.getTime() - object.LastModified.getTime() >= maxAgeMs) expired.push(object.Key);
      }
      token = page.NextContinuationToken;
    } while (token);
    for (const key of expired) await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    return expired;
  };

  // One sweep at a time: a slow one is not overtaken by the next tick.
  let running: Promise<string[]> | undefined;
  const sweep = async (now = new Date()): Promise<string[]> => {
    while (running) await running.catch(() => undefined);
    const current = sweepOnce(now).finally(() => {
      running = undefined;
    });
    running = current;
    return current;
  };
  const tick = () => {
    sweep().then(
      (keys) => {
        if (keys.length > 0) options.log?.(`[s3] deleted ${keys.length} upload(s) left in ${UPLOAD_STAGING_PREFIX} for longer than ${maxAgeMs / 1000} s`);
      },
      (error: unknown) => options.log?.(`[s3] staging expiry failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const timer = setInterval(tick, Math.min(MAX_SWEEP_INTERVAL_MS, Math.max(MIN_SWEEP_INTERVAL_MS, maxAgeMs / 4)));
  timer.unref();
  tick();
  return {
    maxAgeMs,
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
      client.destroy();
    },
  };
}
