import { Trans } from '@lingui/react/macro';
import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Card } from '@/components/ui/card';

export function StatCard({
  title,
  value,
  subtext,
  icon: StatIcon,
  loading = false,
}: {
  title: string;
  value: ReactNode;
  subtext?: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shows a placeholder in place of the value and subtext. */
  loading?: boolean;
}) {
  const titleId = useId();
  return (
    <Card className="p-5" role="group" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={titleId} className="text-sm font-medium text-slate-500">
            {title}
          </h2>
          {loading ? (
            <p className="flex h-9 items-center">
              <span className="sr-only">
                <Trans>Loading</Trans>
              </span>
              <span aria-hidden="true" className="h-7 w-12 animate-pulse rounded-md bg-slate-200" />
            </p>
          ) : (
            <p className="text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
          )}
        </div>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <StatIcon className="h-5 w-5" />
        </span>
      </div>
      {loading ? (
        <div aria-hidden="true" className="mt-3 h-4 w-24 animate-pulse rounded bg-slate-100" />
      ) : subtext ? (
        <div className="mt-3 text-xs text-slate-500">{subtext}</div>
      ) : null}
    </Card>
  );
}
