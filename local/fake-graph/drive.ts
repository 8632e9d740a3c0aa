/**
 * The drive: a tree of folders and files with OneDrive's naming rules (case-insensitive names,
 * conflict behaviours), persisted through a DriveStorage after every change. Items keep their id when
 * renamed, moved or given new content, as in OneDrive.
 */
import { randomBytes } from 'node:crypto';
import type { ConflictBehavior } from './conflict-behavior';
import type { DriveState, DriveStorage, ItemRecord } from './drive-storage';
import { GraphError, graphErrors } from './graph-error';
import { graphTimestamp } from './graph-timestamp';
import { newCredentialsIds, newDriveId, newItemId } from './identifiers';
import { assertValidItemName, freeName, nameKey } from './item-names';
import type { FakeGraphCredentials, IdentitySet } from './types';

export const ROOT_FOLDER_NAME = 'Portal cases';

/** The order of a folder's children: by name (case-insensitive), ties by id, so pages are stable. */
export function childOrder(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return nameKey(a.name).localeCompare(nameKey(b.name)) || a.id.localeCompare(b.id);
}

const SYSTEM: IdentitySet = { user: { displayName: 'System Account' } };

function newRecord(parentId: string | null, name: string, kind: ItemRecord['kind'], actor: IdentitySet): ItemRecord {
  const now = graphTimestamp();
  return {
    id: newItemId(),
    name,
    parentId,
    kind,
    size: 0,
    version: 1,
    createdDateTime: now,
    lastModifiedDateTime: now,
    createdBy: actor,
    lastModifiedBy: actor,
  };
}

function initialState(): DriveState {
  const driveRoot = newRecord(null, 'root', 'folder', SYSTEM);
  const rootFolder = newRecord(driveRoot.id, ROOT_FOLDER_NAME, 'folder', SYSTEM);
  return {
    credentials: { ...newCredentialsIds(), driveId: newDriveId(), rootFolderId: rootFolder.id },
    driveRootId: driveRoot.id,
    signingKey: randomBytes(32).toString('base64url'),
    items: [driveRoot, rootFolder],
  };
}

export interface Placement {
  item: ItemRecord;
  /** false when an existing item was kept or given new content (Graph answers 200, not 201). */
  created: boolean;
}

export class Drive {
  private readonly records: Map<string, ItemRecord>;

  private constructor(
    private readonly storage: DriveStorage,
    private readonly state: DriveState,
  ) {
    this.records = new Map(state.items.map((record) => [record.id, record]));
  }

  /** The drive the storage holds, or a new one (new credentials, the root folder) when it holds none. */
  static open(storage: DriveStorage): Drive {
    const existing = storage.load();
    const drive = new Drive(storage, existing ?? initialState());
    if (!existing) drive.persist();
    return drive;
  }

  get credentials(): FakeGraphCredentials {
    return this.state.credentials;
  }

  get driveRootId(): string {
    return this.state.driveRootId;
  }

  get signingKey(): string {
    return this.state.signingKey;
  }

  get(id: string): ItemRecord | undefined {
    return this.records.get(id);
  }

  require(id: string): ItemRecord {
    const record = this.records.get(id);
    if (!record) throw graphErrors.itemNotFound(`Item not found: ${id}`);
    return record;
  }

  requireFolder(id: string): ItemRecord {
    const record = this.require(id);
    if (record.kind !== 'folder') throw graphErrors.invalidRequest(`The item is not a folder: ${id}`);
    return record;
  }

  /** A folder's children in childOrder. */
  children(folderId: string): ItemRecord[] {
    return [...this.records.values()].filter((record) => record.parentId === folderId).sort(childOrder);
  }

  childNamed(folderId: string, name: string, exceptId?: string): ItemRecord | undefined {
    const key = nameKey(name);
    for (const record of this.records.values()) {
      if (record.parentId === folderId && record.id !== exceptId && nameKey(record.name) === key) return record;
    }
    return undefined;
  }

  /** The item at `segments` below `baseId`, if there is one. */
  resolve(baseId: string, segments: readonly string[]): ItemRecord | undefined {
    let current = this.records.get(baseId);
    for (const segment of segments) {
      if (!current) return undefined;
      current = this.childNamed(current.id, segment);
    }
    return current;
  }

  /** The folders from the drive's root down to the item's parent. */
  ancestors(id: string): ItemRecord[] {
    const chain: ItemRecord[] = [];
    let parentId = this.records.get(id)?.parentId ?? null;
    while (parentId) {
      const parent = this.require(parentId);
      chain.unshift(parent);
      parentId = parent.parentId;
    }
    return chain;
  }

  bytes(id: string): Buffer | undefined {
    return this.records.get(id)?.kind === 'file' ? (this.storage.readBytes(id) ?? Buffer.alloc(0)) : undefined;
  }

  createFolder(parentId: string, name: string, conflict: ConflictBehavior, actor: IdentitySet): Placement {
    this.requireFolder(parentId);
    assertValidItemName(name);
    const { finalName, existing } = this.settleName(parentId, name, 'folder', conflict);
    // OneDrive answers "replace" on a folder with the folder as it is, contents kept.
    if (existing?.kind === 'folder') return { item: existing, created: false };
    if (existing) this.removeTree(existing.id);
    const record = newRecord(parentId, finalName, 'folder', actor);
    this.records.set(record.id, record);
    this.persist();
    return { item: record, created: true };
  }

  putFile(parentId: string, name: string, bytes: Buffer, mimeType: string, conflict: ConflictBehavior, actor: IdentitySet): Placement {
    this.requireFolder(parentId);
    assertValidItemName(name);
    const { finalName, existing } = this.settleName(parentId, name, 'file', conflict);
    if (existing?.kind === 'file') return { item: this.replaceContent(existing.id, bytes, mimeType, actor), created: false };
    if (existing) this.removeTree(existing.id);
    const record = newRecord(parentId, finalName, 'file', actor);
    this.records.set(record.id, record);
    this.storeContent(record, bytes, mimeType, actor);
    this.persist();
    return { item: record, created: true };
  }

  replaceContent(id: string, bytes: Buffer, mimeType: string, actor: IdentitySet): ItemRecord {
    const record = this.require(id);
    if (record.kind !== 'file') throw graphErrors.invalidRequest(`The item is not a file: ${id}`);
    this.storeContent(record, bytes, mimeType, actor);
    record.version += 1;
    this.persist();
    return record;
  }

  /** Renames and/or moves an item (PATCH). */
  update(id: string, changes: { name?: string; parentId?: string }, conflict: ConflictBehavior, actor: IdentitySet): ItemRecord {
    const record = this.require(id);
    if (id === this.driveRootId) throw new GraphError(403, 'accessDenied', 'The root of the drive cannot be renamed or moved.');
    const parentId = changes.parentId ?? (record.parentId as string);
    const name = changes.name ?? record.name;
    this.requireFolder(parentId);
    assertValidItemName(name);
    if (parentId === id || this.ancestors(parentId).some((ancestor) => ancestor.id === id)) {
      throw graphErrors.invalidRequest('An item cannot be moved into itself or one of its descendants.');
    }
    const { finalName, existing } = this.settleName(parentId, name, record.kind, conflict, id);
    if (existing) this.removeTree(existing.id);
    Object.assign(record, { parentId, name: finalName, version: record.version + 1, lastModifiedDateTime: graphTimestamp(), lastModifiedBy: actor });
    this.persist();
    return record;
  }

  /** Deletes an item, a folder with everything below it. */
  remove(id: string): void {
    this.require(id);
    if (id === this.driveRootId) throw new GraphError(403, 'accessDenied', 'The root of the drive cannot be deleted.');
    this.removeTree(id);
    this.persist();
  }

  private storeContent(record: ItemRecord, bytes: Buffer, mimeType: string, actor: IdentitySet): void {
    this.storage.writeBytes(record.id, bytes);
    Object.assign(record, { size: bytes.length, mimeType, lastModifiedDateTime: graphTimestamp(), lastModifiedBy: actor });
  }

  private removeTree(id: string): void {
    for (const child of this.children(id)) this.removeTree(child.id);
    if (this.records.get(id)?.kind === 'file') this.storage.deleteBytes(id);
    this.records.delete(id);
  }

  /** The name an item gets in `parentId` under `conflict`, and the item it replaces, if any. */
  private settleName(
    parentId: string,
    name: string,
    kind: ItemRecord['kind'],
    conflict: ConflictBehavior,
    movingId?: string,
  ): { finalName: string; existing?: ItemRecord } {
    const existing = this.childNamed(parentId, name, movingId);
    if (!existing) return { finalName: name };
    if (conflict === 'fail') throw graphErrors.nameAlreadyExists(name);
    if (conflict === 'replace') return { finalName: name, existing };
    return { finalName: freeName(name, kind === 'file', (candidate) => this.childNamed(parentId, candidate, movingId) !== undefined) };
  }

  private persist(): void {
    this.state.items = [...this.records.values()];
    this.storage.save(this.state);
  }
}
