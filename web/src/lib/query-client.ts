import { QueryClient } from '@tanstack/react-query';
import { FIVE_MINUTES } from '@/config/time';
import { ApiRequestError } from './api-error';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Up to 3 retries, except for answers that cannot change on retry: a 4xx (other than 408 and 429)
 * means the request itself is refused, so retrying would only delay the error the user must see.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiRequestError) {
    const { status } = error;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  }
  if (error instanceof Error && error.message === 'No access token found') return false;
  return true;
}

/** Exponential backoff 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: FIVE_MINUTES,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
