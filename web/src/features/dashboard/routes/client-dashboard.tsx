import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BriefcaseIcon, FileIcon, MessageIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

function SummaryCard({
  title,
  icon: CardIcon,
  children,
}: {
  title: string;
  icon: typeof BriefcaseIcon;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-500">{title}</h2>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CardIcon className="h-5 w-5" />
        </span>
      </div>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

export function ClientDashboard() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.name ?? ''}`}
        description="Here is where your case stands today."
        actions={<ButtonLink to={paths.client.cases.getHref()}>View My Cases</ButtonLink>}
      />

      <section aria-label="Summary" className="grid gap-4 md:grid-cols-3">
        <SummaryCard title="Case Status" icon={BriefcaseIcon}>
          <p className="text-lg font-semibold text-slate-900">No active case</p>
        </SummaryCard>
        <SummaryCard title="Documents" icon={FileIcon}>
          <p className="text-3xl font-semibold tracking-tight text-slate-900">0</p>
          <p className="mt-1 text-xs text-slate-500">0 approved</p>
        </SummaryCard>
        <SummaryCard title="New Messages" icon={MessageIcon}>
          <p className="text-3xl font-semibold tracking-tight text-slate-900">0</p>
          <p className="mt-1 text-xs text-slate-500">Unread</p>
        </SummaryCard>
      </section>
    </>
  );
}
