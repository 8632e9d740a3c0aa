import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): the documents lists show as cards, every action on screen. */
const PHONE_QUERY = '(max-width: 639.98px)';

function phoneQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on a phone-width screen. Read at render (no flash of the table before the cards), and again
 * when the width crosses 640 px; without matchMedia (jsdom) the table.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
