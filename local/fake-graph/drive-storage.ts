/**
 * Where the fake drive keeps its state: in memory (unit tests) or in a directory (the local stack),
 * as `index.json` (credentials, signing key, item records) and one file per item's bytes under
 * `content/`, each written to a temporary file and renamed so a stopped process leaves no torn file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FakeGraphCredentials, IdentitySet } from './types';

/** One item as the fake keeps it (the driveItem JSON is derived from it). */
export interface ItemRecord {
  id: string;
  name: string;
  /** null for the drive's root. */
  parentId: string | null;
  kind: 'folder' | 'file';
  /** Files only. */
  mimeType?: string;
  size: number;
  version: number;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy: IdentitySet;
  lastModifiedBy: IdentitySet;
}

export interface DriveState {
  credentials: FakeGraphCredentials;
  /** The drive's root ("root" in Graph's addressing). */
  driveRootId: string;
  /** Signs access tokens and download URLs, so they stay valid across a restart. */
  signingKey: string;
  items: ItemRecord[];
}

export interface DriveStorage {
  load(): DriveState | undefined;
  save(state: DriveState): void;
  readBytes(id: string): Buffer | undefined;
  writeBytes(id: string, bytes: Buffer): void;
  deleteBytes(id: string): void;
}

export function memoryStorage(): DriveStorage {
  const contents = new Map<string, Buffer>();
  return {
    load: () => undefined,
    save: () => undefined,
    readBytes: (id) => contents.get(id),
    writeBytes: (id, bytes) => void contents.set(id, bytes),
    deleteBytes: (id) => void contents.delete(id),
  };
}

function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export function directoryStorage(directory: string): DriveStorage {
  const indexFile = path.join(directory, 'index.json');
  const contentDirectory = path.join(directory, 'content');
  mkdirSync(contentDirectory, { recursive: true });
  // Item ids are base32, but never let a stored name leave the content directory.
  const contentFile = (id: string) => path.join(contentDirectory, path.basename(id));
  return {
    load: () => (existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as DriveState) : undefined),
    save: (state) => writeAtomically(indexFile, JSON.stringify(state, null, 1)),
    readBytes: (id) => (existsSync(contentFile(id)) ? readFileSync(contentFile(id)) : undefined),
    writeBytes: (id, bytes) => writeAtomically(contentFile(id), bytes),
    deleteBytes: (id) => rmSync(contentFile(id), { force: true }),
  };
}
