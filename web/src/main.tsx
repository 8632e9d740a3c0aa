import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { JUST_READ_MS } from '@/config/time';
import { PRERENDERED_LANGUAGE } from '@/app/prerender-language';
import { createAppRouter, routerReady } from '@/app/router';
import { configureAuth } from '@/lib/auth';
import { readSessionBeforeRender, startSessionReads } from '@/lib/auth-context';
import { activateLanguage, currentLanguage, i18n, initialLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { SIGN_IN_SHELL, shellModeOf } from '@shared/core/sign-in-shell';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

function ConfigError({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>The portal is unavailable</Trans>
      </h1>
      <p className="mt-3 max-w-md text-sm text-slate-600">
        <Trans>Its settings could not be loaded. Please try again in a moment.</Trans>
      </p>
      <p className="mt-2 text-xs text-slate-400">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 cursor-pointer rounded-md bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/**
 * The build prerenders the sign-in page into index.html (and each mode of /auth into a document of its
 * own), then a loading spinner; the page shows on /auth before this code has run, the spinner on any
 * other page (sign-in-shell.ts). The app takes the page's markup over (hydrates it) when its first
 * render is that very page: /auth in the mode the document was prerendered in, with no one signed in,
 * once the page's lazy route is loaded. Otherwise it renders from scratch, and React replaces the
 * prerendered markup when it first commits (no blank frame between).
 */
async function startApp(container: HTMLElement): Promise<void> {
  // /config.json (preloaded by index.html) and the interface's catalogues (its language: lib/i18n)
  // are asked for first; the identity provider is set up as soon as the settings are there.
  const language = initialLanguage();
  const queryClient = createQueryClient();
  const config = loadRuntimeConfig().then((loaded) => {
    configureAuth(loaded);
    return loaded;
  });
  const started = Promise.all([config, activateLanguage(language)]);
  // (A failure is awaited below; not one the page reports as unhandled meanwhile.)
  started.catch(() => undefined);
  // The stored session and the signed-in user's record (what every signed-in page waits for): asked
  // for then, beside the catalogues and the page's chunks rather than after the first render, in a
  // task of their own. (Settings that failed to load fail the start below.)
  void config
    .then(async () => {
      await yieldToBrowser();
      const userId = await startSessionReads(queryClient);
      // The user's settings (their language, the privacy notice's state, the session's timeout), which
      // every signed-in page reads: there when the page first draws, not read again as it mounts.
      if (userId) {
        const { fetchMySettings, MY_SETTINGS_QUERY_KEY } = await import('@/lib/use-idle-sign-out');
        queryClient.setQueryDefaults(MY_SETTINGS_QUERY_KEY, { staleTime: JUST_READ_MS });
        await queryClient.prefetchQuery({ queryKey: MY_SETTINGS_QUERY_KEY, queryFn: fetchMySettings });
      }
    })
    .catch(() => undefined);
  // Then, in a task of its own (not the one that ran the entry's modules: one long task of both), the
  // router: it starts loading the URL's lazy routes and their data.
  await yieldToBrowser();
  const router = createAppRouter(queryClient);
  await started;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  const loading = container.querySelector(`:scope > [${SIGN_IN_SHELL.loadingAttribute}]`);
  // The build prerenders the page in English: in French the app renders it anew. The page must be the
  // one the URL names (a server that answered /auth?mode=… with index.html sent the sign-in page).
  const html = document.documentElement;
  const prerenderedMode = html.getAttribute(SIGN_IN_SHELL.modeAttribute) ?? '';
  const urlMode = shellModeOf(new URLSearchParams(window.location.search).get('mode')) ?? '';
  if (loading && language === PRERENDERED_LANGUAGE && !html.hasAttribute(SIGN_IN_SHELL.appRouteAttribute) && prerenderedMode === urlMode) {
    const signedOut = await readSessionBeforeRender(queryClient).then(
      (userId) => userId === null,
      () => false,
    );
    if (signedOut) {
      await routerReady(router);
      // The app's markup is the sign-in page alone.
      loading.remove();
      hydrateRoot(container, app);
      return;
    }
  }
  // A transition: React renders the app in slices, yielding to the browser between them, instead of in
  // one long task (the spinner of index.html shows meanwhile).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// Settings come from /config.json at run time; Amplify is configured before anything renders.
startApp(rootElement).catch(async (error: unknown) => {
  console.error(error);
  // The error screen in the interface's language: its catalogue, if it did not load with the settings.
  if (!i18n.locale) await activateLanguage(currentLanguage()).catch(() => activateLanguage('en').catch(() => undefined));
  createRoot(rootElement).render(
    <I18nProvider i18n={i18n}>
      <ConfigError message={error instanceof Error ? error.message : String(error)} />
    </I18nProvider>,
  );
});
