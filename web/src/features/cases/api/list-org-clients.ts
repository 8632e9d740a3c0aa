import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/core/page-size';
import type { User } from '@shared/users/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** Pages read at most: a firm's clients by the thousand are searched among the newest 2,000. */
const MAX_PAGES = 20;

/**
 * The firm's clients, for Create Case's client picker: GET /v1/admin/users (the org's client users,
 * newest first), every page of 100 up to MAX_PAGES, read once the picker is used. Under the users'
 * lists key, so a client created or changed anywhere is read again.
 */
export async function listOrgClients(): Promise<User[]> {
  const clients: User[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = await apiRequest<ListResponse<User>>(apiPath('listAdminUsers', {}, { limit: MAX_PAGE_SIZE, cursor }), { method: 'GET' });
    clients.push(...body.Items);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return clients;
}

export function useOrgClients(enabled: boolean) {
  return useQuery({
    queryKey: [...userKeys.lists(), 'clients-to-pick'] as const,
    queryFn: listOrgClients,
    enabled,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}
