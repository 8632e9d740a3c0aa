import { Plural, Trans } from '@lingui/react/macro';
import type { DocumentRequest } from '@shared/requests/types';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCaseRequests } from '@/features/requests/api/list-case-requests';
import { textsOf } from '@/features/requests/components/request-labels';
import { dayOf } from '@/lib/stage-names';
import { useFormat } from '@/lib/format';

const STILL_NEEDED: readonly DocumentRequest['status'][] = ['requested', 'rejected'];

/**
 * What the firm expects of the client now, for the progress timeline of their dashboard: the case's
 * document requests still waiting on them (asked, or to send again), soonest due first — the same
 * query as the checklist — and the way to the case's page, where they are uploaded.
 */
export function OutstandingRequests({ caseId }: { caseId: string }) {
  const requests = useCaseRequests(caseId);
  const { formatDate, language } = useFormat();
  if (requests.isLoading) return null;
  const needed = (requests.data?.items ?? [])
    .filter((request) => STILL_NEEDED.includes(request.status))
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  if (needed.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nothing for now: the firm will let you know when it needs something from you.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {needed.map((request) => {
          const due = request.dueDate ? formatDate(dayOf(request.dueDate)) : undefined;
          return (
            <li key={request.requestId}>
              <span data-user-content>{textsOf(request, language).title}</span>
              {request.status === 'rejected' ? (
                <span className="text-red-700">
                  {' '}
                  <Trans>(to send again)</Trans>
                </span>
              ) : null}
              {due ? (
                <span className="text-slate-600">
                  {' '}
                  <Trans>— due {due}</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ButtonLink to={paths.client.case.getHref(caseId)} variant="link" className="mt-2 min-h-6 text-xs">
        <Plural value={needed.length} one="Upload it on your case's page" other="Upload them on your case's page" />
      </ButtonLink>
    </>
  );
}
