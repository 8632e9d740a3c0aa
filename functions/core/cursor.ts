/**
 * Opaque pagination cursors. A DynamoDB `LastEvaluatedKey` is encrypted and authenticated
 * (AES-256-GCM) and bound to the caller and the list it came from, so a client cannot read, forge,
 * tamper with or replay another caller's cursor: any of those answers 400 "Invalid cursor".
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { cursorSecret } from './secrets';
import { refusal } from './errors';
import { PAGINATION } from '../../shared/core/pagination';

const IV_BYTES = 12;
const TAG_BYTES = 16;

async function key(): Promise<Buffer> {
  return createHash('sha256').update(await cursorSecret()).digest();
}

/** What a cursor is bound to: who asked and for which list (e.g. `cases:ORG#org-1`). */
export interface CursorScope {
  callerId: string;
  list: string;
}

function associatedData(scope: CursorScope): Buffer {
  return Buffer.from(`${scope.callerId}\u0000${scope.list}`, 'utf8');
}

export async function encodeCursor(
  lastEvaluatedKey: Record<string, unknown> | undefined,
  scope: CursorScope,
): Promise<string | undefined> {
  if (!lastEvaluatedKey) return undefined;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  cipher.setAAD(associatedData(scope));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(lastEvaluatedKey), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export async function decodeCursor(
  cursor: string | undefined,
  scope: CursorScope,
): Promise<Record<string, unknown> | undefined> {
  if (cursor === undefined) return undefined;
  const raw = Buffer.from(cursor, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw refusal(PAGINATION.INVALID_CURSOR);
  try {
    const decipher = createDecipheriv('aes-256-gcm', await key(), raw.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(scope));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const value = JSON.parse(plain.toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a key');
    return value as Record<string, unknown>;
  } catch {
    throw refusal(PAGINATION.INVALID_CURSOR);
  }
}
