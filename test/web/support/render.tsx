/** Renders a screen of the web app as the app does: language, query client, router and toasts around it. */
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth-context';
import { i18n } from '@/lib/i18n';

/** Shows where the router went, for the tests of a redirect. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (its params come from `route`). */
  path?: string;
  /** Wraps the screen in the real session provider (lib/auth-context, over the mocked lib/auth). */
  withAuth?: boolean;
}

export function renderScreen(ui: ReactElement, { route = '/', path = '*', withAuth = false }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const routes = (
    <Routes>
      <Route path={path} element={ui} />
      {path === '*' ? null : <Route path="*" element={<LocationProbe />} />}
    </Routes>
  );
  const withSession = (children: ReactNode) => (withAuth ? <AuthProvider>{children}</AuthProvider> : children);
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{withSession(routes)}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient };
}

/** The path the router is at, once the screen navigated away from its own route. */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** The toast (sonner) showing `text`. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const toasts = await screen.findByRole('region', { name: /notifications/i });
  return within(toasts).findByText(text);
}
