import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from '@/components/ui/card';

export function StatCard({
  title,
  value,
  subtext,
  icon: StatIcon,
}: {
  title: string;
  value: ReactNode;
  subtext?: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-sm font-medium text-slate-500">{title}</h2>
          <p className="text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
        </div>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <StatIcon className="h-5 w-5" />
        </span>
      </div>
      {subtext ? <div className="mt-3 text-xs text-slate-500">{subtext}</div> : null}
    </Card>
  );
}
