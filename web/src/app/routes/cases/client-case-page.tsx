import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StatusBadge } from '@/components/cases/case-badges';
import { BackLink, NotFoundCard, RecordFallback } from '@/components/layout/page-states';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyActivityCard } from '@/features/activity/components/my-activity-card';
import { useClientCase } from '@/features/cases/api/get-client-case';
import { CaseDetailsCard } from '@/features/cases/components/case-details-card';
import { MyCaseDocuments } from '@/features/documents/components/my-case-documents';
import { RequestChecklist } from '@/features/requests/components/request-checklist';
import { CaseTimeline } from '@/features/progress/components/case-timeline';
import { OutstandingRequests } from './outstanding-requests';
import { RequestUploadDialog, type UploadFor } from './request-upload-dialog';

function BackToMyCases() {
  return (
    <BackLink to={paths.client.cases.getHref()}>
      <Trans>My Cases</Trans>
    </BackLink>
  );
}

/**
 * /client/cases/{caseId}: one of the signed-in client's own cases, its progress (the
 * timeline of its stages, the firm's note, what is expected of the client now, key dates), the
 * documents their firm asks for (a checklist with the readiness; "Upload" on an item uploads for it),
 * their documents and what was done with them, by the firm or by them (cases + requests + documents
 * + progress + activity).
 */
export function ClientCasePage() {
  const { caseId = '' } = useParams();
  const { user } = useAuth();
  const caseQuery = useClientCase(user?.userId, caseId);
  const item = caseQuery.data;
  const { t } = useLingui();
  const [uploadFor, setUploadFor] = useState<UploadFor>();
  useDocumentTitle(item?.caseName ?? t`Case`);

  if (!item) {
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

  return (
    <>
      <BackToMyCases />
      <div className="mb-8 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{item.caseName}</h1>
        <StatusBadge status={item.status} className="px-3 py-1 text-sm" />
      </div>
      <CaseDetailsCard item={item} audience="client" />
      {item.stages && item.stages.length > 0 ? (
        <CaseTimeline item={item} stages={item.stages} title={t`Your case's progress`} expected={item.status === 'closed' ? undefined : <OutstandingRequests caseId={item.caseId} />} />
      ) : null}
      <RequestChecklist caseId={item.caseId} onUpload={(request, title) => setUploadFor({ request, title })} />
      <MyCaseDocuments item={item} clientName={user?.name ?? item.clientName} />
      <MyActivityCard caseId={item.caseId} />
      <RequestUploadDialog item={item} uploadFor={uploadFor} onClose={() => setUploadFor(undefined)} />
    </>
  );
}
