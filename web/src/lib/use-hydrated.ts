import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders a page on the server (the build's prerendered sign-in page) and while
 * it hydrates that markup in the browser; true once the app's own code runs the page. Lets a
 * prerendered control wait for the app (e.g. a submit button), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
