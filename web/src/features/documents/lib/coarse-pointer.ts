/** Whether the main pointer is coarse (a finger on a touch screen), following the device as it changes. */
import { useSyncExternalStore } from 'react';

const COARSE_POINTER = '(pointer: coarse)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : undefined);

function subscribe(onChange: () => void): () => void {
  const media = query();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const isCoarse = () => query()?.matches ?? false;

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, isCoarse, () => false);
}
