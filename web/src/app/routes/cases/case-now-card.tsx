import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DocumentRequest } from '@shared/requests/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import type { CaseWithStages } from '@/features/cases/api/get-admin-case';
import { currentStageOf, currentStay } from '@/features/progress/components/case-timeline';
import { dayOf, isOverdue, textsOf } from '@/features/requests/components/request-labels';
import { useFormat } from '@/lib/format';
import { dayOf as stageDayOf } from '@/lib/stage-names';
import { cn } from '@/lib/utils';

/** What waits on the client: items asked of them, and items refused that they must send again. */
const WAITING_ON_CLIENT: readonly DocumentRequest['status'][] = ['requested', 'rejected'];

/**
 * The items waiting on the client, soonest due first (so the overdue ones lead), then those without a
 * date; on the same day, a refused item before a new one. YYYY-MM-DD sorts as text in date order.
 */
export function waitingOnClient(items: readonly DocumentRequest[]): DocumentRequest[] {
  return items
    .filter((request) => WAITING_ON_CLIENT.includes(request.status))
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
        Number(b.status === 'rejected') - Number(a.status === 'rejected') ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

export interface CaseNowCardProps {
  item: CaseWithStages;
  /** The case's requests (undefined when they could not be read: `onRetry` reads them again). */
  requests: readonly DocumentRequest[] | undefined;
  onRetry: () => void;
  onUpload: (request: DocumentRequest, title: string) => void;
}

/**
 * The top of the client's case page, the first thing a phone shows: what the firm needs from the
 * client now (the items waiting on them with their due dates, overdue first, each with Upload) and
 * what happens next (the current stage, the next one, the date the firm expects it by).
 */
export function CaseNowCard({ item, requests, onRetry, onUpload }: CaseNowCardProps) {
  const titleId = useId();
  const { t } = useLingui();
  const closed = item.status === 'closed';
  const waiting = requests ? waitingOnClient(requests) : [];

  return (
    <Card role="region" aria-labelledby={titleId} className="border-brand-200">
      <CardHeader className="pb-4">
        <CardTitle id={titleId}>
          <Trans>What we need from you now</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {!requests ? (
          <InlineError onRetry={onRetry}>{t`Could not load the documents your firm requested.`}</InlineError>
        ) : waiting.length === 0 || closed ? (
          <p className="text-sm text-slate-700">
            {closed ? <Trans>Nothing: this case is closed.</Trans> : <Trans>Nothing for now: the firm will let you know when it needs something from you.</Trans>}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {waiting.map((request) => (
              <WaitingItem key={request.requestId} request={request} onUpload={onUpload} />
            ))}
          </ul>
        )}
        <WhatHappensNext item={item} />
      </CardContent>
    </Card>
  );
}

function WaitingItem({ request, onUpload }: { request: DocumentRequest; onUpload: CaseNowCardProps['onUpload'] }) {
  const { t } = useLingui();
  const { language, formatDate } = useFormat();
  const { title } = textsOf(request, language);
  const dueDate = request.dueDate ? formatDate(dayOf(request.dueDate)) : undefined;
  const overdue = isOverdue(request);
  const refused = request.status === 'rejected';
  return (
    <li className="flex items-start justify-between gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words text-slate-900">{title}</p>
        {refused || dueDate ? (
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {refused ? (
              <span className="font-medium text-red-700">
                {/* Its own message (context): the checklist's group heading has the same English, said of several documents in French. */}
                <Trans context="item">Refused: please upload again</Trans>
              </span>
            ) : null}
            {dueDate ? (
              <span className={cn(overdue ? 'font-semibold text-red-700' : 'text-slate-600')}>
                {overdue ? <Trans>Overdue since {dueDate}</Trans> : <Trans>Due {dueDate}</Trans>}
              </span>
            ) : null}
          </p>
        ) : null}
        {refused && request.reason ? (
          <p className="text-sm break-words whitespace-pre-line text-red-900" data-user-content>
            {request.reason}
          </p>
        ) : null}
      </div>
      {/* Its own name: the checklist below has "Upload for {title}" for the same item. */}
      <Button size="sm" className="shrink-0" aria-label={t`Upload now: ${title}`} onClick={() => onUpload(request, title)}>
        <Trans>Upload</Trans>
      </Button>
    </li>
  );
}

/** The current stage and the next one, and the date the firm expects the next step by (nothing for a case without stages). */
function WhatHappensNext({ item }: { item: CaseWithStages }) {
  const { formatDate, language } = useFormat();
  const stages = item.stages ?? [];
  if (item.status === 'closed' || stages.length === 0) return null;
  const current = currentStageOf(item, stages);
  const index = stages.findIndex((stage) => stage.stageId === current);
  // A stage the case's set no longer has: its id as the timeline says it, and no guess at the next one.
  const now = index >= 0 ? stages[index]?.label[language] : current;
  const next = index >= 0 ? (stages[index + 1]?.label[language] ?? null) : undefined;
  // The date the firm gave for the next step during this stay (its latest), as the timeline shows it.
  const expected = currentStay(item.stageHistory ?? [], current).find((entry) => entry.expectedDate)?.expectedDate;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>What happens next</Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {now ? (
          <div>
            <dt className="text-slate-500">
              <Trans>Current stage</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{now}</dd>
          </div>
        ) : null}
        {next !== undefined ? (
          <div>
            <dt className="text-slate-500">
              <Trans>Next stage</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{next ?? <Trans>None: this is the last stage</Trans>}</dd>
          </div>
        ) : null}
        {expected ? (
          <div className="col-span-2">
            <dt className="text-slate-500">
              <Trans>Next step expected by</Trans>
            </dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={expected}>{formatDate(stageDayOf(expected))}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
