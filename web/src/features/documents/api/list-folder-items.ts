import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/core/page-size';
import type { StoredItem } from '@shared/documents/types';
import { FILE_LIST_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { type FolderMode, documentKeys } from './document-keys';

export interface FolderRef {
  clientId: string;
  caseId: string;
  folderId: string;
}

export interface FolderPage {
  files: StoredItem[];
  nextCursor?: string;
}

/**
 * GET /v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}?limit&cursor: one page of a
 * folder's files; with getMode=all (admin only) its sub-folders too, folders first.
 */
export function listFolderItems(folder: FolderRef, mode: FolderMode, cursor?: string): Promise<FolderPage> {
  const query = { getMode: mode === 'all' ? 'all' : undefined, limit: MAX_PAGE_SIZE, cursor };
  return apiRequest<FolderPage>(apiPath('listFolderItems', folder, query), { method: 'GET' });
}

export function listFolderItemsInfiniteQueryOptions(folder: FolderRef, mode: FolderMode) {
  return infiniteQueryOptions({
    queryKey: documentKeys.folder(folder.caseId, folder.folderId, mode),
    queryFn: ({ pageParam }) => listFolderItems(folder, mode, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The spec caches file listings for 15 minutes; uploads and new folders invalidate them.
    staleTime: FILE_LIST_CACHE_MS,
  });
}

/**
 * A folder's items loaded so far (`items`, every page in order) and the query for 'Load More'
 * (`fetchNextPage` while `hasNextPage`). Runs only when every id is known.
 */
export function useFolderItems(folder: Partial<FolderRef>, mode: FolderMode) {
  const ready = Boolean(folder.clientId && folder.caseId && folder.folderId);
  const query = useInfiniteQuery({ ...listFolderItemsInfiniteQueryOptions(folder as FolderRef, mode), enabled: ready });
  const items = query.data?.pages.flatMap((page) => page.files) ?? [];
  return { query, items };
}
