/**
 * The toasts load apart from the first load: lib/toast and the app's Toaster
 * (components/ui/toaster) fetch Sonner with the first toast, or once the page is idle; a toast asked
 * for before the Toaster has mounted is shown, and so is one sent straight through Sonner once idle.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

function renderToaster() {
  return render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  );
}

// First: no toast has been asked for through lib/toast yet in this file.
it('mounts once the page is idle, for a toast sent straight through Sonner', async () => {
  renderToaster();
  expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  sonnerToast.info('Folder created');

  expect(await screen.findByText('Folder created')).toBeInTheDocument();
});

it('shows a toast asked for through lib/toast, with the region named in the reader’s language', async () => {
  renderToaster();
  toast.success('Successfully signed in!');

  expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
});

it('shows a toast asked for before the Toaster mounted', async () => {
  toast.error('Sign in failed');
  renderToaster();

  expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
});
