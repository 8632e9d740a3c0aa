/** The stack's local document store (S3 in AWS), read from its files: one JSON record per folder. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { dataPaths } from '../../../infra/local/data-dir';
import type { StoredItem } from '../../../shared/types';
import { stack } from './stack';

type StoredFolder = StoredItem & { parentId: string | null };

function foldersDir(): string {
  return path.join(dataPaths(stack().dataDir).documents, 'folders');
}

/** The folder with this id, or undefined when the store has none. */
export function readFolder(folderId: string): StoredFolder | undefined {
  const file = path.join(foldersDir(), `${folderId}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredFolder) : undefined;
}

/** Every folder of the store with this name. */
export function foldersNamed(name: string): StoredFolder[] {
  if (!existsSync(foldersDir())) return [];
  return readdirSync(foldersDir())
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFolder(file.slice(0, -'.json'.length)))
    .filter((folder): folder is StoredFolder => folder?.name === name);
}
