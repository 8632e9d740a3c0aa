import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { configureAuth } from '@/lib/auth';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
const root = createRoot(rootElement);

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

// Settings come from /config.json at run time; Amplify is configured before anything renders.
loadRuntimeConfig()
  .then((config) => {
    configureAuth(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />);
  });
