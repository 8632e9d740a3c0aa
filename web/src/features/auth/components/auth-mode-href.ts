import { useLocation } from 'react-router-dom';
import type { SignInShellMode } from '@shared/core/sign-in-shell';
import { useHydrated } from '@/lib/use-hydrated';

/** The `?mode=` of /auth: the sign-up and forgot-password pages (shared/core/sign-in-shell.ts). */
export const MODE_PARAM = 'mode';

/**
 * The link to a mode of /auth (none: sign-in), for the real links between them. Once the app runs
 * the link keeps the URL's other parameters (`next`); the prerendered page, made for any URL, links
 * to the bare modes, so the app takes its markup over as it is. Said by the form that shows the link
 * (not by the page above it): a page that rendered again as the app took over would render its lazy
 * form anew instead of taking the prerendered one over.
 */
export function useAuthModeHref(target?: SignInShellMode): string {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const params = new URLSearchParams(hydrated ? search : '');
  params.delete(MODE_PARAM);
  if (target) params.set(MODE_PARAM, target);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
