/**
 * The public shapes of the fake Microsoft Graph: its options, the app credentials it accepts, the
 * driveItem JSON it answers (Graph v1.0's own field names) and the handle a test or the local stack
 * holds while it runs.
 */
import type { GraphFault } from './faults';

export interface FakeGraphOptions {
  /** Preferred port, taken when free (else, or when 0 or undefined: any free port). */
  port?: number;
  /** When set, items and bytes persist there (JSON index + files), so a restarted local stack keeps them. */
  directory?: string;
  /** Default page size of children listings (default 200; `$top` lowers it). */
  pageSize?: number;
  /** Lifetime of issued access tokens (default 3599). */
  tokenLifetimeSeconds?: number;
}

/** What the app registration and the drive would be in Entra ID and SharePoint. */
export interface FakeGraphCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  driveId: string;
  rootFolderId: string;
}

/** Graph's identitySet, as far as the portal reads it. */
export interface IdentitySet {
  user?: { displayName: string; email?: string };
  application?: { id: string; displayName: string };
}

/** A driveItem as Graph v1.0 answers it (the fields the portal uses). */
export interface DriveItem {
  id: string;
  name: string;
  size: number;
  eTag: string;
  cTag: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy: IdentitySet;
  lastModifiedBy: IdentitySet;
  webUrl: string;
  /** Absent on the drive's root. */
  parentReference?: { driveId: string; driveType: 'business'; id: string; path: string };
  folder?: { childCount: number };
  file?: { mimeType: string };
  /** The drive's root folder only. */
  root?: Record<string, never>;
  /** Files only: a short-lived, pre-authenticated URL that needs no Authorization header. */
  '@microsoft.graph.downloadUrl'?: string;
}

/** A running fake. */
export interface FakeGraph {
  /** e.g. http://127.0.0.1:PORT/v1.0 */
  graphBaseUrl: string;
  /** e.g. http://127.0.0.1:PORT (token endpoint: `${loginUrl}/${tenantId}/oauth2/v2.0/token`). */
  loginUrl: string;
  /** Stable across restarts when `directory` is set; the root folder exists. */
  credentials: FakeGraphCredentials;
  /** The next `count` Graph requests (not token, not upload-URL PUTs) answer `status` with `Retry-After: retryAfterSeconds`. */
  throttleNext(count: number, status?: 429 | 503, retryAfterSeconds?: number): void;
  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void;
  /** Every open upload session answers 404 from now on. */
  expireUploadSessions(): void;
  /** Sets the fault switch (faults.ts; undefined: off); tests in another process use `PUT /fake/faults`. */
  setFault(fault: GraphFault | undefined): void;
  /** How many tokens were issued (token caching tests). */
  readonly tokensIssued: number;
  /** Every request seen: method and path (with query). */
  readonly requests: ReadonlyArray<{ method: string; path: string }>;
  /** Puts a file as if someone dropped it into OneDrive directly; returns the driveItem. */
  addFile(parentId: string, name: string, bytes: Uint8Array, mimeType?: string): DriveItem;
  /** The item by id (tests inspect placement and content). */
  item(id: string): DriveItem | undefined;
  bytes(id: string): Uint8Array | undefined;
  stop(): Promise<void>;
}
