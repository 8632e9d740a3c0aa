/**
 * `@microsoft.graph.downloadUrl`: a pre-authenticated URL on the fake's origin, shaped like
 * SharePoint's (`/download.aspx?UniqueId=…&tempauth=…`), valid for an hour, that needs no
 * Authorization header. Signed rather than stored, so it survives a restart of the local stack.
 */
import { GraphError } from './graph-error';
import type { Signer } from './signer';

export const DOWNLOAD_PATH = '/download.aspx';
const LIFETIME_MS = 60 * 60 * 1000;

const urlExpired = () => new GraphError(401, 'unauthenticated', 'The download URL is invalid or has expired.');

export class DownloadUrls {
  constructor(
    private readonly origin: string,
    private readonly signer: Signer,
    private readonly now: () => number = Date.now,
  ) {}

  urlFor(itemId: string): string {
    const expiresAt = this.now() + LIFETIME_MS;
    const tempauth = `${expiresAt}.${this.signer.sign(`download:${itemId}:${expiresAt}`)}`;
    return `${this.origin}${DOWNLOAD_PATH}?UniqueId=${encodeURIComponent(itemId)}&tempauth=${tempauth}`;
  }

  /** The item a download URL names; 401 when it was not issued by this drive or has expired. */
  itemIdOf(url: URL): string {
    const itemId = url.searchParams.get('UniqueId') ?? '';
    const [expiresAt = '', signature = ''] = (url.searchParams.get('tempauth') ?? '').split('.');
    if (!this.signer.verify(`download:${itemId}:${expiresAt}`, signature) || Number(expiresAt) <= this.now()) throw urlExpired();
    return itemId;
  }
}
