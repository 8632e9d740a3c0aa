/**
 * Graph's driveItem, as far as the OneDrive store reads it, and the StoredItem the portal answers
 * for it.
 */
import type { StoredItem } from '../../../../shared/documents/types';

/** A driveItem of Graph v1.0 (the fields the store uses). */
export interface DriveItem {
  id: string;
  name: string;
  /** Changes with every change of the item: sent as If-Match so a change applies to the item as read. */
  eTag?: string;
  size?: number;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy?: { user?: { displayName?: string }; application?: { displayName?: string } };
  webUrl?: string;
  parentReference?: { driveId?: string; id?: string };
  folder?: { childCount?: number };
  file?: { mimeType?: string };
  '@microsoft.graph.downloadUrl'?: string;
}

/** One page of a folder's children. */
export interface DriveItemPage {
  value: DriveItem[];
  '@odata.nextLink'?: string;
}

/**
 * The item as the portal lists it. `rootFolderId` is the parent of the case folders: a case folder
 * has no parentId (as a case's root folder in the table); files never carry one.
 */
export function storedItemOf(item: DriveItem, rootFolderId: string): StoredItem {
  const common = {
    id: item.id,
    name: item.name,
    size: item.size ?? 0,
    createdDateTime: item.createdDateTime,
    lastModifiedDateTime: item.lastModifiedDateTime,
    // Files dropped in by an app (a sync tool, a flow) have an application, not a user, as creator.
    createdBy: { user: { displayName: item.createdBy?.user?.displayName ?? item.createdBy?.application?.displayName ?? '' } },
    webUrl: item.webUrl ?? '',
  };
  if (item.folder) {
    const parentId = item.parentReference?.id;
    return {
      ...common,
      type: 'folder',
      folder: { childCount: item.folder.childCount ?? 0 },
      ...(parentId && parentId !== rootFolderId ? { parentId } : {}),
    };
  }
  return { ...common, type: 'file', file: { mimeType: item.file?.mimeType ?? 'application/octet-stream' }, status: 'available' };
}
