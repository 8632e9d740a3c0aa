import { Trans } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** A case list's first load: a spinner named `label` for screen readers, 'Loading cases...' for the eye. */
export function CasesLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-sm text-slate-500">
      <Spinner label={label} className="[&_svg]:h-5 [&_svg]:w-5" />
      <span aria-hidden="true">
        <Trans>Loading cases...</Trans>
      </span>
    </div>
  );
}

/** A case list without a case. */
export function NoCases({ className }: { className?: string }) {
  return (
    <p className={cn('rounded-lg border border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-500', className)}>
      <Trans>No active cases found</Trans>
    </p>
  );
}
