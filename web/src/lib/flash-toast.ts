import { toast } from './toast';

/**
 * A toast that survives one page reload: sign-out reloads the page (spec section 4), and the
 * 'Successfully signed out!' toast must still be seen afterwards.
 */
const STORAGE_KEY = 'portal:flash-toast';

interface FlashToast {
  kind: 'success' | 'error';
  message: string;
}

export function setFlashToast(flash: FlashToast): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // Storage unavailable (private mode): the toast is simply not carried over.
  }
}

/** Shows and forgets the stored toast, if any. Call once the Toaster is mounted. */
export function showFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as Partial<FlashToast>;
    if (typeof flash.message !== 'string') return;
    if (flash.kind === 'error') toast.error(flash.message);
    else toast.success(flash.message);
  } catch {
    // Ignore a malformed entry.
  }
}
