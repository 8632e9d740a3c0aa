/**
 * The item a Graph address resolves to in the drive: the item itself when it exists, or, for a path
 * that names a new item, its parent folder and name (uploads create items by path).
 */
import type { Drive } from './drive';
import type { ItemRecord } from './drive-storage';
import type { GraphAddress } from './graph-address';
import { graphErrors } from './graph-error';

export class GraphTarget {
  constructor(
    private readonly drive: Drive,
    private readonly address: GraphAddress,
  ) {
    if (address.driveId !== drive.credentials.driveId) throw graphErrors.itemNotFound(`Drive not found: ${address.driveId}`);
  }

  private get baseId(): string {
    return this.address.base === 'root' ? this.drive.driveRootId : this.address.base;
  }

  /** Whether the address names its item by a path (which may name a new item). */
  get byPath(): boolean {
    return this.address.path.length > 0;
  }

  /** The addressed item; 404 when there is none. */
  existing(): ItemRecord {
    const item = this.drive.resolve(this.baseId, this.address.path);
    if (!item) throw graphErrors.itemNotFound(`Item not found: ${[this.address.base, ...this.address.path].join('/')}`);
    return item;
  }

  /** For an address by path: the existing parent folder and the last name; 400 for an address by id alone. */
  parentAndName(): { parentId: string; name: string } {
    const name = this.address.path[this.address.path.length - 1];
    if (name === undefined) throw graphErrors.invalidRequest('Address the new item by path: items/{parent-id}:/{name}:');
    const parent = this.drive.resolve(this.baseId, this.address.path.slice(0, -1));
    if (!parent) throw graphErrors.itemNotFound(`Parent folder not found for: ${name}`);
    if (parent.kind !== 'folder') throw graphErrors.invalidRequest(`The parent is not a folder: ${parent.name}`);
    return { parentId: parent.id, name };
  }
}
