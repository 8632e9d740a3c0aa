import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { loadSonner, onToastRequested } from '@/lib/toast';

const SonnerToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/**
 * The app's toasts (Sonner) with its own words in the reader's language: the region's name and the
 * close button's. Sonner is not part of the first load (lib/toast): the toaster mounts when the first
 * toast is asked for or once the page is idle, whichever comes first; nothing before the app runs
 * (the prerendered sign-in page has none, and hydrating it matches).
 */
export function Toaster() {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToastRequested(want);
    const cancelIdle = whenIdle(want, 3000);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        gap={14}
        richColors
        closeButton
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      />
    </Suspense>
  );
}
