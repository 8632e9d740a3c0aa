/**
 * The local stand-in for S3: s3rver, in-process, on 127.0.0.1, its objects under the data directory,
 * with the documents bucket and its CORS rule (the portal's origin may PUT and GET) as in AWS. It
 * checks expiry and CORS but not signatures nor POST policies, so the API re-checks every upload.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export const LOCAL_DOCUMENTS_BUCKET = 'portal-documents';
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

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

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startLocalS3(options: { port: number; directory: string; origins: readonly string[] }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: LOCAL_DOCUMENTS_BUCKET, configs: [corsConfiguration(options.origins)] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: LOCAL_DOCUMENTS_BUCKET,
    stop: () => server.close().then(() => undefined),
  };
}
