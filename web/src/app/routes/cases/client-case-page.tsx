import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DocumentRequest } from '@shared/requests/types';
import { StatusBadge } from '@/components/cases/case-badges';
import { BackLink, NotFoundCard, RecordFallback } from '@/components/layout/page-states';
import { useDeepLink } from '@/components/ui/deep-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { loadCatalog } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { CaseWithStages } from '@/features/cases/api/get-admin-case';
import { useClientCase } from '@/features/cases/api/get-client-case';
import { CaseDetailsCard } from '@/features/cases/components/case-details-card';
import { useCaseRequests } from '@/features/requests/api/list-case-requests';
import { useSignatureRequests } from '@/features/signatures/api/list-signature-requests';
import { RequestChecklist } from '@/features/requests/components/request-checklist';
import { CaseTimeline } from '@/features/progress/components/case-timeline';
import { CaseNowCard } from './case-now-card';
import type { UploadFor } from './request-upload-dialog';

// Below the top of the page, and the upload dialog: chunks of their own, with their catalogues, so a
// phone's first view needs neither the upload code nor the documents' and activity's texts.
const CaseDocumentsAndActivity = lazy(async () => {
  const [{ CaseDocumentsAndActivity: Component }] = await Promise.all([import('./case-page-more'), loadCatalog('documents'), loadCatalog('activity'), loadCatalog('questionnaires')]);
  return { default: Component };
});
const ClientCaseSignatures = lazy(async () => {
  const [{ ClientCaseSignatures: Component }] = await Promise.all([import('./case-signatures'), loadCatalog('signatures'), loadCatalog('documents')]);
  return { default: Component };
});
const RequestUploadDialog = lazy(async () => {
  const [{ RequestUploadDialog: Component }] = await Promise.all([import('./request-upload-dialog'), loadCatalog('documents')]);
  return { default: Component };
});

function BackToMyCases() {
  return (
    <BackLink to={paths.client.cases.getHref()}>
      <Trans>My Cases</Trans>
    </BackLink>
  );
}

/**
 * Which of a page's parts to draw: 0 at first, then one more after each paint, up to `last`. A phone
 * draws what it shows first (the top) in a commit of its own, the rest in later, smaller ones (each
 * a transition: in slices), instead of the whole page in one long task.
 */
function useDrawnParts(last: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= last) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((parts) => parts + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [drawn, last]);
  return drawn;
}

/**
 * /client/cases/{caseId}: one of the signed-in client's own cases, phone first. At the top, what the
 * firm needs from them now (the items waiting on them, due dates, overdue first) and what happens next
 * (current and next stage); then the case's details (a disclosure, closed on a phone), its progress
 * (the timeline of its stages, the firm's note, key dates), the documents their firm asks for (a
 * checklist with the readiness; "Upload" on an item uploads for it), their documents and what was done
 * with them (cases + requests + documents + progress + activity).
 *
 * `?item={requestId}` and `?document={documentId}` (the notices' links) scroll to that checklist item
 * or document, focus and highlight it; a document the firm asked them to sign opens its signing screen.
 */
export function ClientCasePage() {
  const { caseId = '' } = useParams();
  const { user } = useAuth();
  const caseQuery = useClientCase(user?.userId, caseId);
  const requestsQuery = useCaseRequests(caseId);
  const item = caseQuery.data;
  const { t } = useLingui();
  useDocumentTitle(item?.caseName ?? t`Case`);

  // The top needs the case and its requests, asked for together (the route's loader): drawn once both
  // answered. Their answers come outside any transition: the page they fill is drawn as deferred work,
  // in slices that leave the browser free between them, rather than in one long task.
  const ready = useDeferredValue(Boolean(item) && !requestsQuery.isPending);
  if (!item || !ready) {
    return (
      <RecordFallback
        error={caseQuery.error}
        onRetry={() => void caseQuery.refetch()}
        subject={t`the case`}
        notFound={<NotFoundCard title={t`Case not found`} backTo={paths.client.cases.getHref()} backLabel={t`Back to My Cases`} />}
        back={<BackToMyCases />}
        loadingLabel={t`Loading case`}
      />
    );
  }
  return <CaseContent item={item} requests={requestsQuery.data?.items} onRetryRequests={() => void requestsQuery.refetch()} />;
}

function CaseContent({ item, requests, onRetryRequests }: { item: CaseWithStages; requests: DocumentRequest[] | undefined; onRetryRequests: () => void }) {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const { t } = useLingui();
  const [uploadFor, setUploadFor] = useState<UploadFor>();
  const itemLink = useDeepLink(search.get('item') ?? undefined);
  const documentLink = useDeepLink(search.get('document') ?? undefined);
  // The top and the details first; the progress and the checklist after its paint; then the documents and activity.
  const parts = useDrawnParts(2);
  // The signing card and its dialog are a chunk of their own, fetched only when the firm asked for a signature on this case.
  const toSign = (useSignatureRequests(item.caseId).data?.length ?? 0) > 0;
  const onUpload = (request: DocumentRequest, title: string) => setUploadFor({ request, title });
  return (
    <>
      <BackToMyCases />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{item.caseName}</h1>
        <StatusBadge status={item.status} className="px-3 py-1 text-sm" />
      </div>
      <CaseNowCard item={item} requests={requests} onRetry={onRetryRequests} onUpload={onUpload} />
      {toSign ? (
        <Suspense fallback={null}>
          <ClientCaseSignatures caseId={item.caseId} target={search.get('document') ?? undefined} />
        </Suspense>
      ) : null}
      <CaseDetailsCard item={item} audience="client" collapsible className="mt-6" />
      {parts >= 1 ? (
        <>
          {item.stages && item.stages.length > 0 ? <CaseTimeline item={item} stages={item.stages} title={t`Your case's progress`} /> : null}
          <RequestChecklist caseId={item.caseId} onUpload={onUpload} target={itemLink} />
        </>
      ) : null}
      {parts >= 2 ? (
        <Suspense fallback={null}>
          <CaseDocumentsAndActivity item={item} clientName={user?.name ?? item.clientName} target={documentLink} />
        </Suspense>
      ) : null}
      {uploadFor ? (
        <Suspense fallback={null}>
          <RequestUploadDialog item={item} uploadFor={uploadFor} onClose={() => setUploadFor(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
