/**
 * The app's toasts (Sonner), with Sonner's code out of the first load: the entry
 * and the sign-in page call these, and Sonner loads with the first toast, or once the page is idle
 * (components/ui/toaster mounts then). A toast asked for before the Toaster has mounted is shown when
 * it mounts (Sonner replays the active toasts to it). Calls keep their order.
 */
type Sonner = typeof import('sonner');
type SonnerToast = Sonner['toast'];

let loading: Promise<Sonner> | undefined;
const onRequest = new Set<() => void>();

/** Calls `listener` when a toast is first asked for (the Toaster mounts then); returns the unsubscribe. */
export function onToastRequested(listener: () => void): () => void {
  if (loading) listener();
  onRequest.add(listener);
  return () => onRequest.delete(listener);
}

/** Sonner's module, loaded once (a failed load is tried again on the next call). */
export function loadSonner(): Promise<Sonner> {
  if (!loading) for (const listener of onRequest) listener();
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type Kind = 'success' | 'error' | 'warning' | 'info' | 'message' | 'dismiss';

function later<K extends Kind>(kind: K): (...args: Parameters<SonnerToast[K]>) => void {
  return (...args) => {
    void loadSonner().then(
      (sonner) => (sonner.toast[kind] as (...callArgs: Parameters<SonnerToast[K]>) => unknown)(...args),
      (error: unknown) => console.error(error),
    );
  };
}

export const toast = {
  success: later('success'),
  error: later('error'),
  warning: later('warning'),
  info: later('info'),
  message: later('message'),
  dismiss: later('dismiss'),
};
