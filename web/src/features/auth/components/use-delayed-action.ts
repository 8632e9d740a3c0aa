import { useCallback, useEffect, useRef } from 'react';
import { REDIRECT_DELAY_MS } from '@shared/auth/constants';

/** Runs an action after the spec's 2-second redirect delay; cancelled if the form goes away first. */
export function useDelayedAction(): (action: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, REDIRECT_DELAY_MS);
  }, []);
}
