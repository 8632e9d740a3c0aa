import { QueryClient } from '@tanstack/react-query';
import { FIVE_MINUTES } from '@/config/time';
import { ApiRequestError, isNoSessionError } from './api-error';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether a failure may pass on its own: the network, a 5xx, a 408 or a 429. A 4xx (other than 408 and
 * 429) means the request itself is refused, and no session means no retry can succeed: retrying those
 * would only delay what the user must see.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof ApiRequestError) {
    const { status } = error;
    return !(status >= 400 && status < 500 && status !== 408 && status !== 429);
  }
  return !isNoSessionError(error);
}

/** Up to 3 retries of a transient failure (spec section 9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientError(error);
}

/**
 * The session's own reads (the stored session, the signed-in user's record) retry a transient failure
 * for as long as it lasts: the portal comes back by itself once the API answers again, without the
 * user signing in anew (lib/auth-context shows the outage meanwhile).
 */
export function retryWhileTransient(_failureCount: number, error: unknown): boolean {
  return isTransientError(error);
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
