/**
 * The sign-in page as the build prerenders it into index.html (web/vite.config.ts), and each mode of
 * /auth the URL names (`/auth?mode=signup`, …) into a document of its own: the app's own tree
 * (providers, router, route, guard, page) on that URL with no one signed in, rendered to HTML by the
 * same components that render it in the browser, so its texts are the app's texts and the browser
 * can hydrate it as it is (main.tsx). The render waits for the page's lazy parts (the sign-up form
 * is one), so the document holds the whole page.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import type { SignInShellMode } from '@shared/core/sign-in-shell';
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

/** The page of /auth (sign-in), or of /auth?mode=`mode`. */
export async function renderSignInPage(mode?: SignInShellMode): Promise<string> {
  await activateLanguage(PRERENDERED_LANGUAGE);
  const queryClient = createQueryClient();
  assumeSignedOut(queryClient);
  const url = mode ? `${paths.auth.getHref()}?mode=${mode}` : paths.auth.getHref();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [url] });
  await routerReady(router);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
