import { useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CaseActivityCard, type ActivityPerson } from '@/features/activity/components/case-activity-card';
import { useCaseDocuments } from '@/features/documents/api/list-case-documents';
import { CaseDocuments } from '@/features/documents/routes/case-documents';
import { CaseRequestsCard } from '@/features/requests/components/case-requests-card';

/**
 * The index route of /admin/cases/{caseId} (documents + requests + activity): the case's document
 * requests (issue 22), each with the names of the documents uploaded for it — from the documents list
 * the documents section reads too (one query, shared) —, the case's documents and folders, then the
 * case's activity log (issue 24), filterable by the case's attorney and client among others.
 */
export function AdminCaseIndexRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  const { documents } = useCaseDocuments(item.caseId);
  const documentNames = useMemo(() => new Map(documents.map((document) => [document.documentId, document.name])), [documents]);
  const people = useMemo<ActivityPerson[]>(
    () => [
      { userId: item.attorneyId, name: item.attorneyName, role: 'admin' },
      { userId: item.clientId, name: item.clientName, role: 'client' },
    ],
    [item.attorneyId, item.attorneyName, item.clientId, item.clientName],
  );
  return (
    <>
      <CaseRequestsCard caseId={item.caseId} documentNames={documentNames} />
      <CaseDocuments item={item} />
      <CaseActivityCard caseId={item.caseId} people={people} />
    </>
  );
}
