import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '@/lib/user-query';

/** GET /v1/clients/{userId} (the query shared with the session, lib/user-query): runs once the id is known. */
export function useUser(userId: string | undefined) {
  return useQuery({ ...getUserQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
