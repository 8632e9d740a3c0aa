import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster } from 'sonner';

/** The app's toasts (Sonner) with its own words in the reader's language: the region's name and the close button's. */
export function Toaster() {
  const { t } = useLingui();
  return (
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
  );
}
