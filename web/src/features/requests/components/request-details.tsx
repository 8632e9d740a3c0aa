import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DocumentRequest } from '@shared/requests/types';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CLIENT_CONCERN_LABELS, CLIENT_STATUS_LABELS, CONCERN_LABELS, STATUS_LABELS, STATUS_TONES, dayOf, isOverdue, textsOf } from './request-labels';

export type RequestAudience = 'admin' | 'client';

/**
 * One requested document: its title and status, the firm's reason when it was refused (prominent:
 * it is what the client must act on), its instructions, due date (overdue marked), whom it concerns,
 * whether a certified translation is required; `children` (the actions) at its end.
 */
export function RequestDetails({ request, audience, children }: { request: DocumentRequest; audience: RequestAudience; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { language, formatDate } = useFormat();
  const { title, instructions } = textsOf(request, language);
  const overdue = isOverdue(request);
  const statusLabel = i18n._((audience === 'client' ? CLIENT_STATUS_LABELS : STATUS_LABELS)[request.status]);
  const concernLabel = i18n._((audience === 'client' ? CLIENT_CONCERN_LABELS : CONCERN_LABELS)[request.concerns.kind]);
  const concernName = request.concerns.name;
  const concerns = concernName ? t`${concernLabel}: ${concernName}` : concernLabel;
  const due = request.dueDate ? formatDate(dayOf(request.dueDate)) : undefined;
  const expires = request.expiresOn ? formatDate(dayOf(request.expiresOn)) : undefined;
  const waived = request.status === 'waived';

  return (
    <div className={cn('space-y-2', waived && 'opacity-70')}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 className={cn('min-w-0 font-medium break-words text-slate-900', waived && 'line-through decoration-slate-400')}>{title}</h4>
        <Badge tone={STATUS_TONES[request.status]}>{statusLabel}</Badge>
        {overdue ? <Badge tone="red">{t`Overdue`}</Badge> : null}
      </div>
      {request.status === 'rejected' && request.reason ? (
        <div role="note" aria-label={t`Why it was refused`} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{audience === 'client' ? <Trans>Your firm refused this document:</Trans> : <Trans>Rejected:</Trans>}</p>
          <p className="break-words whitespace-pre-line">{request.reason}</p>
        </div>
      ) : null}
      {instructions ? <p className="text-sm break-words whitespace-pre-line text-slate-600">{instructions}</p> : null}
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        {due ? (
          <div className="flex gap-1">
            <dt>
              <Trans>Due:</Trans>
            </dt>
            <dd className={cn(overdue && 'font-semibold text-red-700')}>{due}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>
            <Trans>Concerns:</Trans>
          </dt>
          <dd>{concerns}</dd>
        </div>
        {request.translationRequired ? (
          <div>
            <dt className="sr-only">
              <Trans>Translation</Trans>
            </dt>
            <dd className="font-medium text-amber-800">
              <Trans>Translation required</Trans>
            </dd>
          </div>
        ) : null}
        {expires ? (
          <div className="flex gap-1">
            <dt>
              <Trans>Expires:</Trans>
            </dt>
            <dd>{expires}</dd>
          </div>
        ) : null}
        {request.status !== 'rejected' && request.reason && audience === 'admin' ? (
          <div className="flex gap-1">
            <dt>
              <Trans>Note:</Trans>
            </dt>
            <dd className="break-words">{request.reason}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </div>
  );
}
