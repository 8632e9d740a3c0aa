import { useMemo } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { useCaseDocuments } from '@/features/documents/api/list-case-documents';
import { CaseDocuments } from '@/features/documents/routes/case-documents';
import { CaseRequestsCard } from '@/features/requests/components/case-requests-card';

/**
 * The index route of /admin/cases/{caseId} (documents + requests): the case's document requests
 * (issue 22), each with the names of the documents uploaded for it — from the documents list the
 * documents section reads too (one query, shared) — then the case's documents and folders.
 */
export function AdminCaseIndexRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  const { documents } = useCaseDocuments(item.caseId);
  const documentNames = useMemo(() => new Map(documents.map((document) => [document.documentId, document.name])), [documents]);
  return (
    <>
      <CaseRequestsCard caseId={item.caseId} documentNames={documentNames} />
      <CaseDocuments item={item} />
    </>
  );
}
