/**
 * The firm's name (GET /v1/branding: public, cacheable), for the sign-in page and the sidebar. A
 * plain fetch, not the API client: the sign-in page must not load the route table for one name.
 */
import { useQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from './runtime-config';

const FIVE_MINUTES = 5 * 60_000;

async function fetchFirmName(): Promise<string | null> {
  const response = await fetch(`${getRuntimeConfig().apiBase}/branding`, { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { firmName?: unknown };
  return typeof body.firmName === 'string' && body.firmName ? body.firmName : null;
}

/** The firm's name, or undefined while unknown (the screens show the product's name meanwhile). */
export function useFirmName(): string | undefined {
  const query = useQuery({ queryKey: ['branding'], queryFn: fetchFirmName, staleTime: FIVE_MINUTES, retry: false });
  return query.data ?? undefined;
}
