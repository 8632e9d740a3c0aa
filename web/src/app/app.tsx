import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth-context';
import { showFlashToast } from '@/lib/flash-toast';
import { createQueryClient } from '@/lib/query-client';
import { AppRouter } from './router';

/** Providers: data cache, toasts, authentication; then the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);

  // Runs after the Toaster below has mounted, so a toast carried over a reload is shown.
  useEffect(() => {
    showFlashToast();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
      </AuthProvider>
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} gap={14} richColors closeButton />
    </QueryClientProvider>
  );
}
