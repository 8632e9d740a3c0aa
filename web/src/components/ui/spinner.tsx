import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cn } from '@/lib/utils';

// Said through the shared i18n, not a hook: the build prerenders the loading page outside the app's provider.
const LOADING = msg`Loading`;

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label ?? i18n._(LOADING)} className={cn('inline-flex items-center justify-center', className)}>
      <svg className="h-8 w-8 animate-spin text-brand-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner />
    </div>
  );
}
