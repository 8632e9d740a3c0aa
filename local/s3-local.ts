/**
 * The local stand-in for S3: s3rver, in-process, its objects under the data directory, with the
 * documents bucket and its CORS rule (the portal's origin may PUT and GET) as in AWS — behind a
 * verifying front (s3-verifying-front.ts) that refuses what Amazon S3 refuses, since s3rver itself
 * checks expiry and CORS only:
 *
 *   S3 endpoint (127.0.0.1:S3_PORT) ── verifying front ── s3rver (127.0.0.1, a port of its own)
 *
 * The front checks SigV4 signatures of header-signed and presigned requests (key, signed headers,
 * expiry, region, unknown keys; anonymous requests are refused), the body's checksums and payload
 * hash, and PutObject's / CopyObject's conditions. A timer emulates the bucket's lifecycle rule on
 * the upload staging prefix (s3-staging-expiry.ts). docs/local-stack.md lists what it still does
 * not check.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { type StagingExpiry, startStagingExpiry } from './s3-staging-expiry';
import { startVerifyingFront } from './s3-verifying-front';

export const LOCAL_DOCUMENTS_BUCKET = 'portal-documents';
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
/** The local stack's region (the signing scope the front expects unless told another). */
const DEFAULT_REGION = 'us-east-1';
/** Overrides the staging expiry, in seconds (tests; default UPLOAD_STAGING_EXPIRY_DAYS). */
export const STAGING_EXPIRY_ENV = 'LOCAL_S3_STAGING_EXPIRY_SECONDS';

/** The bucket's CORS rule: what the browser of these origins may do with presigned URLs. */
export function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${allowed}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>` +
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

export interface LocalS3Options {
  /** The S3 endpoint's preferred port (taken when free, else any; 0 or absent: any). */
  port?: number;
  directory: string;
  origins: readonly string[];
  /** The signing region requests must name (default us-east-1, the local stack's). */
  region?: string;
  /** Uploads left under the staging prefix longer than this are deleted (default: env STAGING_EXPIRY_ENV, else the shared constant). */
  stagingExpiryMs?: number;
  /** Faults of the front and the staging expiry's deletions (default: console.log, as the stack's output). */
  log?: (line: string) => void;
}

export interface LocalS3 {
  /** The S3 endpoint: the verifying front. */
  endpoint: string;
  bucket: string;
  /** The bucket's lifecycle rule on the staging prefix (its `sweep` runs it now). */
  stagingExpiry: StagingExpiry;
  stop(): Promise<void>;
}

function stagingExpiryFromEnv(): number | undefined {
  const text = process.env[STAGING_EXPIRY_ENV];
  if (text === undefined || text === '') return undefined;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${STAGING_EXPIRY_ENV} must be a number of seconds above 0, not "${text}"`);
  return seconds * 1000;
}

export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const region = options.region ?? DEFAULT_REGION;
  const stagingExpiryMs = options.stagingExpiryMs ?? stagingExpiryFromEnv();
  const log = options.log ?? ((line: string) => console.log(line));
  const server = new S3rver({
    address: '127.0.0.1',
    // Only the front talks to it: any free loopback port.
    port: 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: LOCAL_DOCUMENTS_BUCKET, configs: [corsConfiguration(options.origins)] }],
  });
  const inner = (await server.run()) as AddressInfo;
  let front;
  try {
    front = await startVerifyingFront({
      upstream: { host: '127.0.0.1', port: inner.port },
      port: options.port,
      origins: options.origins,
      credentials: [LOCAL_S3_CREDENTIALS],
      region,
      log,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  const stagingExpiry = startStagingExpiry({
    endpoint: `http://127.0.0.1:${inner.port}`,
    bucket: LOCAL_DOCUMENTS_BUCKET,
    region,
    credentials: LOCAL_S3_CREDENTIALS,
    maxAgeMs: stagingExpiryMs,
    log,
  });
  return {
    endpoint: `http://127.0.0.1:${front.address.port}`,
    bucket: LOCAL_DOCUMENTS_BUCKET,
    stagingExpiry,
    stop: async () => {
      await stagingExpiry.stop();
      await front.close();
      await server.close();
    },
  };
}
