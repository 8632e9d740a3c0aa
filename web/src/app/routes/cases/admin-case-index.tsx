import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CaseActivityCard, type ActivityPerson } from '@/features/activity/components/case-activity-card';
import { useAdminCase } from '@/features/cases/api/get-admin-case';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { useCaseDocuments } from '@/features/documents/api/list-case-documents';
import { PreviewButton } from '@/features/documents/components/document-actions';
import { CaseDocuments } from '@/features/documents/routes/case-documents';
import { CaseTimeline } from '@/features/progress/components/case-timeline';
import { CaseQuestionnairesCard } from '@/features/questionnaires/components/case-questionnaires-card';
import { StagePickerCard, type StageChanges } from '@/features/progress/components/stage-picker-card';
import { useCaseRequests } from '@/features/requests/api/list-case-requests';
import { CaseRequestsCard } from '@/features/requests/components/case-requests-card';
import { textsOf } from '@/features/requests/components/request-labels';
import { useFormat } from '@/lib/format';
import { loadCatalog } from '@/lib/i18n';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';

// Signatures: a chunk of their own, with their catalogue (the signing screen is used by few visits).
const StaffCaseSignatures = lazy(async () => {
  const [{ StaffCaseSignatures: Component }] = await Promise.all([import('./case-signatures'), loadCatalog('signatures')]);
  return { default: Component };
});
// The IRCC package: below the checklist, a chunk of its own with its catalogue (sharp and pdf-lib are the worker's, never the web's).
const CasePackageCard = lazy(async () => {
  const [{ CasePackageCard: Component }] = await Promise.all([import('@/features/packages/components/case-package-card'), loadCatalog('packages')]);
  return { default: Component };
});

/**
 * The index route of /admin/cases/{caseId} (progress + requests + questionnaires + documents + activity): the case's
 * progress (its timeline as the client sees it, and the stage picker with the key dates), its
 * document requests, each with the documents uploaded for it (their names, and Preview beside Accept
 * and Reject) — from the documents list the documents section reads too (one query, shared) —, its
 * signature requests (Request signature, status, Countersign, the signed PDF), its documents and
 * folders, its IRCC package (the files for IRCC's portal, built from the accepted
 * documents; its problems link to the items above), then
 * its activity log, filterable by the case's attorney and client among others.
 */
export function AdminCaseIndexRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  const stages = useAdminCase(item.caseId).data?.stages ?? [];
  const { documents } = useCaseDocuments(item.caseId);
  const documentNames = useMemo(() => new Map(documents.map((document) => [document.documentId, document.name])), [documents]);
  const documentActions = useCallback(
    (documentId: string) => {
      const document = documents.find((candidate) => candidate.documentId === documentId);
      return document?.status === 'available' ? (
        <PreviewButton caseId={item.caseId} documentId={documentId} name={document.name} contentType={document.contentType} />
      ) : null;
    },
    [documents, item.caseId],
  );
  const people = useMemo<ActivityPerson[]>(
    () => [
      { userId: item.attorneyId, name: item.attorneyName, role: 'admin' },
      { userId: item.clientId, name: item.clientName, role: 'client' },
    ],
    [item.attorneyId, item.attorneyName, item.clientId, item.clientName],
  );
  const update = useUpdateCase();
  const { i18n, t } = useLingui();
  const { language } = useFormat();
  const requests = useCaseRequests(item.caseId).data?.items;
  const itemTitles = useMemo(() => new Map((requests ?? []).map((request) => [request.requestId, textsOf(request, language).title])), [requests, language]);

  const save = async (changes: StageChanges) => {
    try {
      await update.mutateAsync({ orgId: item.orgId, caseId: item.caseId, changes });
      toast.success(i18n._(msg`Progress saved`));
    } catch (error) {
      toast.error(i18n._(msg`Failed to save the progress`), { description: refusalMessage(error) });
      throw error;
    }
  };

  return (
    <>
      {stages.length > 0 ? (
        <>
          <CaseTimeline item={item} stages={stages} title={t`Progress`} />
          <StagePickerCard key={`${item.dateUpdated}`} item={item} stages={stages} onSave={save} saving={update.isPending} />
        </>
      ) : null}
      <CaseRequestsCard caseId={item.caseId} category={item.category} documentNames={documentNames} documentActions={documentActions} />
      <CaseQuestionnairesCard caseId={item.caseId} staff />
      <Suspense fallback={null}>
        <StaffCaseSignatures caseId={item.caseId} />
      </Suspense>
      <CaseDocuments item={item} />
      <Suspense fallback={null}>
        <CasePackageCard caseId={item.caseId} itemTitles={itemTitles} />
      </Suspense>
      <CaseActivityCard caseId={item.caseId} people={people} stages={stages} />
    </>
  );
}
