import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, routerReady } from '@/app/router';
import { configureAuth } from '@/lib/auth';
import { readSessionBeforeRender } from '@/lib/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { SIGN_IN_SHELL } from '@shared/core/sign-in-shell';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

function ConfigError({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">The portal is unavailable</h1>
      <p className="mt-3 max-w-md text-sm text-slate-600">
        Its settings could not be loaded. Please try again in a moment.
      </p>
      <p className="mt-2 text-xs text-slate-400">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 cursor-pointer rounded-md bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * The build prerenders the sign-in page into index.html and shows it on /auth before this code has
 * run (sign-in-shell.ts). The app takes that markup over (hydrates it) when its first render is that
 * very page: /auth with no one signed in, once the page's lazy route is loaded. Otherwise the
 * markup is dropped and the app renders from scratch.
 */
async function startApp(container: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig();
  configureAuth(config);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (container.hasAttribute(SIGN_IN_SHELL.prerenderedAttribute) && document.documentElement.hasAttribute(SIGN_IN_SHELL.shownAttribute)) {
    const signedOut = await readSessionBeforeRender(queryClient).then(
      (userId) => userId === null,
      () => false,
    );
    if (signedOut) {
      await routerReady(router);
      hydrateRoot(container, app);
      return;
    }
  }
  renderFromScratch(container).render(app);
}

function renderFromScratch(container: HTMLElement) {
  container.removeAttribute(SIGN_IN_SHELL.prerenderedAttribute);
  container.replaceChildren();
  return createRoot(container);
}

// Settings come from /config.json at run time; Amplify is configured before anything renders.
startApp(rootElement).catch((error: unknown) => {
  console.error(error);
  renderFromScratch(rootElement).render(<ConfigError message={error instanceof Error ? error.message : String(error)} />);
});
