/**
 * Upload sessions (createUploadSession, then PUTs of byte ranges to the upload URL), with the rules
 * Graph documents: fragments in order, each but the last a multiple of 320 KiB, at most 60 MiB;
 * the session lasts an hour from its last fragment; an unknown, cancelled, finished or expired
 * session is 404. A session created with `item.fileSize` takes that many bytes and no more (a
 * Content-Range past it is 416, another total 400): Graph documents `fileSize` as a quota check of
 * OneDrive Personal, so the fake is stricter here than SharePoint may be (docs/local-stack.md). Sessions live in memory only: a restarted stack has none open.
 */
import type { ConflictBehavior } from './conflict-behavior';
import { graphErrors } from './graph-error';
import { graphTimestamp } from './graph-timestamp';
import { randomToken } from './identifiers';
import type { ByteRange } from './byte-ranges';

export const UPLOAD_PATH_PREFIX = '/up/';
export const FRAGMENT_MULTIPLE = 320 * 1024;
export const MAX_FRAGMENT_BYTES = 60 * 1024 * 1024;
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** Where the file goes when its last byte arrives. */
export interface UploadDestination {
  parentId: string;
  name: string;
  conflict: ConflictBehavior;
}

export interface UploadSessionStatus {
  expirationDateTime: string;
  nextExpectedRanges: string[];
}

interface Session {
  destination: UploadDestination;
  /** The size announced at creation (`item.fileSize`), when one was. */
  declaredSize?: number;
  expiresAt: number;
  fragments: Buffer[];
  nextByte: number;
  total?: number;
}

export type FragmentResult =
  | { complete: false; status: UploadSessionStatus }
  | { complete: true; destination: UploadDestination; bytes: Buffer };

const sessionNotFound = () => graphErrors.itemNotFound('The upload session was not found or has expired.');

export class UploadSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly origin: string,
    private readonly now: () => number = Date.now,
  ) {}

  create(destination: UploadDestination, declaredSize?: number): UploadSessionStatus & { uploadUrl: string } {
    const token = randomToken();
    const session: Session = { destination, declaredSize, expiresAt: this.now() + SESSION_LIFETIME_MS, fragments: [], nextByte: 0 };
    this.sessions.set(token, session);
    return { uploadUrl: `${this.origin}${UPLOAD_PATH_PREFIX}${token}`, ...statusOf(session) };
  }

  status(token: string): UploadSessionStatus {
    return statusOf(this.open(token));
  }

  /** Takes the next fragment; the last one ends the session and hands back the whole file. */
  append(token: string, range: ByteRange & { total: number }, bytes: Buffer): FragmentResult {
    const session = this.open(token);
    if (range.first !== session.nextByte) {
      throw graphErrors.invalidRange(`The fragment starts at byte ${range.first}; the next expected byte is ${session.nextByte}.`);
    }
    if (session.declaredSize !== undefined && range.total !== session.declaredSize) {
      const message = `The fragment declares a file of ${range.total} bytes; the session was created for ${session.declaredSize}.`;
      throw range.last >= session.declaredSize ? graphErrors.invalidRange(message) : graphErrors.invalidRequest(message);
    }
    if (session.total !== undefined && range.total !== session.total) {
      throw graphErrors.invalidRequest(`The declared total size ${range.total} differs from the session's ${session.total}.`);
    }
    const length = range.last - range.first + 1;
    if (bytes.length !== length) throw graphErrors.invalidRequest('Declared fragment length does not match the provided number of bytes.');
    if (length > MAX_FRAGMENT_BYTES) throw graphErrors.tooLarge(`A fragment may not exceed ${MAX_FRAGMENT_BYTES} bytes.`);
    const isLast = range.last + 1 === range.total;
    if (!isLast && length % FRAGMENT_MULTIPLE !== 0) {
      throw graphErrors.invalidRequest(`Every fragment but the last must be a multiple of 320 KiB (${FRAGMENT_MULTIPLE} bytes).`);
    }
    session.fragments.push(bytes);
    session.nextByte = range.last + 1;
    session.total = range.total;
    session.expiresAt = this.now() + SESSION_LIFETIME_MS;
    if (!isLast) return { complete: false, status: statusOf(session) };
    this.sessions.delete(token);
    return { complete: true, destination: session.destination, bytes: Buffer.concat(session.fragments, range.total) };
  }

  cancel(token: string): void {
    this.open(token);
    this.sessions.delete(token);
  }

  /** Every open session answers 404 from now on. */
  expireAll(): void {
    this.sessions.clear();
  }

  private open(token: string): Session {
    const session = this.sessions.get(token);
    if (!session) throw sessionNotFound();
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      throw sessionNotFound();
    }
    return session;
  }
}

function statusOf(session: Session): UploadSessionStatus {
  return { expirationDateTime: graphTimestamp(new Date(session.expiresAt)), nextExpectedRanges: [`${session.nextByte}-`] };
}
