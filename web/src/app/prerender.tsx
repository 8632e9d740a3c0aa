/**
 * The sign-in page as the build prerenders it into index.html (web/vite.config.ts): the app's own
 * tree (providers, router, route, guard, page) on /auth with no one signed in, rendered to HTML by
 * the same components that render it in the browser, so its texts are the app's texts and the
 * browser can hydrate it as it is (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { assumeSignedOut } from '@/lib/auth-context';
import { activateLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { PRERENDERED_LANGUAGE } from './prerender-language';
import { appRoutes, routerReady } from './router';

/** What any other page shows until the app renders: the app's own loading spinner. */
export function renderLoadingPage(): string {
  return renderToString(<FullPageSpinner />);
}

export async function renderSignInPage(): Promise<string> {
  await activateLanguage(PRERENDERED_LANGUAGE);
  const queryClient = createQueryClient();
  assumeSignedOut(queryClient);
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [paths.auth.getHref()] });
  await routerReady(router);
  const html = renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  router.dispose();
  queryClient.clear();
  return html;
}
