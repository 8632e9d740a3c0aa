/**
 * Renders an item record as Graph's driveItem JSON: parentReference with the drive-relative path
 * (`/drives/{driveId}/root:/Portal cases/Case A`), `folder.childCount` or `file.mimeType`, a webUrl
 * on the fake's origin and, for files, a fresh `@microsoft.graph.downloadUrl`.
 */
import type { Drive } from './drive';
import type { ItemRecord } from './drive-storage';
import type { DownloadUrls } from './download-urls';
import type { DriveItem } from './types';

/** The item's eTag: it changes with every change of the item (name, place, content). */
export function eTagOf(record: ItemRecord): string {
  return `"{${record.id}},${record.version}"`;
}

export class DriveItemRenderer {
  constructor(
    private readonly drive: Drive,
    private readonly origin: string,
    private readonly downloadUrls: DownloadUrls,
  ) {}

  render(record: ItemRecord): DriveItem {
    const driveId = this.drive.credentials.driveId;
    const ancestors = this.drive.ancestors(record.id);
    const names = [...ancestors.slice(1).map((ancestor) => ancestor.name), ...(record.parentId ? [record.name] : [])];
    const parent = ancestors[ancestors.length - 1];
    const item: DriveItem = {
      id: record.id,
      name: record.name,
      size: this.sizeOf(record),
      eTag: eTagOf(record),
      cTag: `"c:{${record.id}},${record.version}"`,
      createdDateTime: record.createdDateTime,
      lastModifiedDateTime: record.lastModifiedDateTime,
      createdBy: record.createdBy,
      lastModifiedBy: record.lastModifiedBy,
      webUrl: [`${this.origin}/sites/firm/Shared%20Documents`, ...names.map(encodeURIComponent)].join('/'),
    };
    if (parent) {
      const parentPath = ancestors.slice(1).map((ancestor) => `/${ancestor.name}`).join('');
      item.parentReference = { driveId, driveType: 'business', id: parent.id, path: `/drives/${driveId}/root:${parentPath}` };
    } else {
      item.root = {};
    }
    if (record.kind === 'folder') {
      item.folder = { childCount: this.drive.children(record.id).length };
    } else {
      item.file = { mimeType: record.mimeType ?? 'application/octet-stream' };
      item['@microsoft.graph.downloadUrl'] = this.downloadUrls.urlFor(record.id);
    }
    return item;
  }

  /** A folder's size is the size of everything below it, as in OneDrive. */
  private sizeOf(record: ItemRecord): number {
    if (record.kind === 'file') return record.size;
    return this.drive.children(record.id).reduce((total, child) => total + this.sizeOf(child), 0);
  }
}
