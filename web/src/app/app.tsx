import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth-context';
import { i18n } from '@/lib/i18n';
import { showFlashToast } from '@/lib/flash-toast';
import { AppRouter, type AppRouterInstance } from './router';

/**
 * Providers: the interface's language (its catalogues are loaded before the first render: main.tsx,
 * prerender.tsx), data cache, toasts, authentication; then the router. The caller makes the query client
 * and the router, so the entry can settle the session and the first route before it hydrates the
 * prerendered sign-in page (main.tsx), and the build can render the same tree (prerender.tsx).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouterInstance }) {
  // Runs after the Toaster below has mounted, so a toast carried over a reload is shown.
  useEffect(() => {
    showFlashToast();
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppRouter router={router} />
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
