import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useId, type ReactNode } from 'react';
import type { Case } from '@shared/cases/types';
import { StatusBadge } from '@/components/cases/case-badges';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BriefcaseIcon, ClockIcon, FileIcon, MessageIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useClientCase } from '@/features/cases/api/get-client-case';
import { useClientCases } from '@/features/cases/api/list-client-cases';
import { CaseTimeline } from '@/features/progress/components/case-timeline';
import { OutstandingRequests } from '../cases/outstanding-requests';
import { useUnreadCount } from '@/features/messages/api/list-conversations';
import { useAuth } from '@/lib/auth-context';
import { isFirstVisit } from '@/lib/first-visit';
import { useFormat } from '@/lib/format';
import { loadCatalog } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActiveCaseCard } from './components/active-case-card';
import { calendarDay } from './components/calendar-day';
import { useClientUploads } from './components/client-uploads';
import { useDocumentsNeeded } from './components/documents-needed';

// Billing is a chunk of its own with its catalogue, fetched once the dashboard is up: the page's first
// paint stays what it was, and the card (last on the page) moves nothing when it comes.
const ClientBillingCard = lazy(async () => {
  const [{ ClientBillingCard: Component }] = await Promise.all([import('@/features/billing/components/client-billing-card'), loadCatalog('billing')]);
  return { default: Component };
});

function SummaryCard({
  title,
  icon: CardIcon,
  children,
}: {
  title: string;
  icon: typeof BriefcaseIcon;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="p-5" role="group" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-medium text-slate-500">
          {title}
        </h2>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CardIcon className="h-5 w-5" />
        </span>
      </div>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

const NO_CASES: readonly Case[] = [];

/**
 * The client's dashboard. Each card reads its own data (a memo'd component with its own queries): as
 * the page's dozen reads come back one by one, only the card a read belongs to renders again, not the
 * page (on a phone each whole-page render was a long task of its own).
 */
export function ClientDashboard() {
  const { user } = useAuth();
  const casesQuery = useClientCases(user?.userId);
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const name = user?.name ?? '';

  // Newest first: the first case is shown as long as any of the client's cases is still open.
  const cases = casesQuery.data?.Items ?? NO_CASES;
  const activeCase = cases.some((item) => item.status !== 'closed') ? cases[0] : undefined;
  // A failed background refetch keeps what was loaded; only a first load that failed is an error.
  const loadError = casesQuery.data ? null : casesQuery.error;
  // Not read yet, including before the session's user is known (the query waits for it): the cards
  // show their placeholders, never "none" for a moment.
  const casesLoading = casesQuery.isPending;

  return (
    <>
      <PageHeader
        // A first visit (the user's first acceptance of the privacy notice was this tab's: lib/first-visit) is no return.
        title={isFirstVisit(user?.userId) ? t`Welcome, ${name}` : t`Welcome back, ${name}`}
        description={t`Here is where your case stands today.`}
        actions={
          <ButtonLink to={paths.client.cases.getHref()}>
            <Trans>View My Cases</Trans>
          </ButtonLink>
        }
      />

      <section aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard title={t`Case Status`} icon={BriefcaseIcon}>
          <div className="flex h-9 items-center">
            {casesLoading ? (
              <>
                <span className="sr-only">
                  <Trans>Loading</Trans>
                </span>
                <span aria-hidden="true" className="h-7 w-24 animate-pulse rounded-full bg-slate-200" />
              </>
            ) : loadError ? (
              <p className="text-sm text-slate-500">
                <Trans>Unavailable</Trans>
              </p>
            ) : activeCase ? (
              <StatusBadge status={activeCase.status} className="px-3 py-1 text-sm" />
            ) : (
              <p className="text-lg font-semibold text-slate-900">
                <Trans>No active case</Trans>
              </p>
            )}
          </div>
          {activeCase ? <p className="mt-1 truncate text-xs text-slate-500">{activeCase.caseName}</p> : null}
        </SummaryCard>
        <SummaryCard title={t`Requested Documents`} icon={ClockIcon}>
          <DocumentsNeededSummary cases={cases} casesLoading={casesLoading} casesFailed={Boolean(loadError)} />
        </SummaryCard>
        <SummaryCard title={t`Documents`} icon={FileIcon}>
          <UploadsSummary cases={cases} userId={user?.userId} casesLoading={casesLoading} casesFailed={Boolean(loadError)} />
        </SummaryCard>
        <SummaryCard title={t`New Messages`} icon={MessageIcon}>
          <UnreadSummary />
        </SummaryCard>
      </section>

      <div className="mt-8">
        <ActiveCaseCard
          activeCase={activeCase}
          loading={casesLoading}
          error={loadError}
          onRetry={() => void casesQuery.refetch()}
        />
        <ActiveCaseTimeline userId={user?.userId} caseId={activeCase?.caseId} />
        <Suspense fallback={null}>
          <ClientBillingCard />
        </Suspense>
      </div>
    </>
  );
}

/** The active case with its category's stages (the firm's set): its progress timeline, and what is expected of the client. */
const ActiveCaseTimeline = memo(function ActiveCaseTimeline({ userId, caseId }: { userId: string | undefined; caseId: string | undefined }) {
  const { t } = useLingui();
  const activeDetail = useClientCase(userId, caseId).data;
  if (!activeDetail?.stages || activeDetail.stages.length === 0) return null;
  return (
    <CaseTimeline
      item={activeDetail}
      stages={activeDetail.stages}
      title={t`Where your case stands`}
      expected={<OutstandingRequests caseId={activeDetail.caseId} />}
      compact
    />
  );
});

/** How many messages from the firm the client has not read. */
const UnreadSummary = memo(function UnreadSummary() {
  const { formatNumber } = useFormat();
  const unread = useUnreadCount();
  return (
    <>
      <p className="text-3xl font-semibold tracking-tight text-slate-900">{unread.count === undefined ? '—' : formatNumber(unread.count)}</p>
      <ButtonLink to={paths.client.messages.getHref()} variant="link" className="mt-1 min-h-6 text-xs">
        <Trans>Unread</Trans>
      </ButtonLink>
    </>
  );
});

interface CasesSummaryProps {
  cases: readonly Case[];
  casesLoading: boolean;
  casesFailed: boolean;
}

/** How many files the client uploaded to their cases, those the firm refused left out, and what that counts. */
const UploadsSummary = memo(function UploadsSummary({ cases, userId, casesLoading, casesFailed }: CasesSummaryProps & { userId: string | undefined }) {
  const { formatNumber } = useFormat();
  const uploads = useClientUploads(cases, userId);
  if (casesLoading || uploads.loading) {
    return (
      <p className="flex h-9 items-center">
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
        <span aria-hidden="true" className="h-7 w-16 animate-pulse rounded-md bg-slate-200" />
      </p>
    );
  }
  if (casesFailed || uploads.failed) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Unavailable</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatNumber(uploads.count)}</p>
      <p className="mt-1 text-xs text-slate-500">
        <Plural
          value={uploads.count}
          _0="None uploaded by you yet"
          one="Uploaded by you, not counting any your firm refused"
          other="Uploaded by you, not counting any your firm refused"
        />
      </p>
    </>
  );
});

/** "N documents still needed" across the client's open cases, with the nearest due date and a link to its case. */
const DocumentsNeededSummary = memo(function DocumentsNeededSummary({ cases, casesLoading, casesFailed }: CasesSummaryProps) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const needed = useDocumentsNeeded(cases);
  if (casesLoading || needed.loading) {
    return (
      <p className="flex h-9 items-center">
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
        <span aria-hidden="true" className="h-7 w-32 animate-pulse rounded-md bg-slate-200" />
      </p>
    );
  }
  if (casesFailed || needed.failed) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Unavailable</Trans>
      </p>
    );
  }
  const count = needed.count;
  const nearest = needed.nearest;
  const dueDate = nearest ? formatDate(calendarDay(nearest.dueDate)) : '';
  const overdue = nearest ? calendarDay(nearest.dueDate).getTime() < calendarDay(todayYmd()).getTime() : false;
  return (
    <>
      <p className="text-lg font-semibold text-slate-900">
        <Plural value={count} _0="No documents still needed" one="# document still needed" other="# documents still needed" />
      </p>
      {nearest ? (
        <p className={overdue ? 'mt-1 text-xs font-medium text-red-700' : 'mt-1 text-xs text-slate-600'}>
          <time dateTime={nearest.dueDate}>{overdue ? t`Overdue since ${dueDate}` : t`Nearest due date: ${dueDate}`}</time>
        </p>
      ) : null}
      {count > 0 ? (
        <ButtonLink
          to={nearest ? paths.client.case.getHref(nearest.caseId) : paths.client.cases.getHref()}
          variant="link"
          className="mt-1 min-h-6 text-xs"
        >
          <Trans>See what is needed</Trans>
        </ButtonLink>
      ) : null}
    </>
  );
});

/** Today in the reader's time zone, YYYY-MM-DD. */
function todayYmd(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
