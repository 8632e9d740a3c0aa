import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCaseDocuments } from '@/features/documents/api/list-case-documents';
import { documentKeys } from '@/features/documents/api/document-keys';
import { DownloadButton, PreviewBody } from '@/features/documents/components/document-actions';
import { CaseSignaturesCard } from '@/features/signatures/components/case-signatures-card';
import { ClientSignaturesCard } from '@/features/signatures/components/client-signatures-card';

const NOTHING = () => undefined;

/**
 * The document to sign as the signing screen shows it: the preview (a PDF in a frame), and Download,
 * which opens the whole file where a phone's browser draws no PDF in a page.
 */
function DocumentToSign({ caseId, documentId, name }: { caseId: string; documentId: string; name: string }) {
  return (
    <div className="space-y-2">
      <PreviewBody caseId={caseId} documentId={documentId} name={name} onFailed={NOTHING} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Trans>On a phone, open the whole document:</Trans>
        <DownloadButton caseId={caseId} documentId={documentId} name={name} />
      </p>
    </div>
  );
}

/** What the signatures cards take from the documents feature: the preview, Download, and a refresh once a signed PDF is recorded. */
function useDocumentParts(caseId: string) {
  const queryClient = useQueryClient();
  const renderDocument = useCallback((documentId: string, name: string) => <DocumentToSign caseId={caseId} documentId={documentId} name={name} />, [caseId]);
  const renderDownload = useCallback((documentId: string, name: string) => <DownloadButton caseId={caseId} documentId={documentId} name={name} />, [caseId]);
  const onSigned = useCallback(() => void queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) }), [queryClient, caseId]);
  return { renderDocument, renderDownload, onSigned };
}

/** The staff case page's signatures (a chunk of its own): the case's PDFs are what can be sent for signature. */
export function StaffCaseSignatures({ caseId }: { caseId: string }) {
  const { documents } = useCaseDocuments(caseId);
  const pdfs = useMemo(
    () => documents.filter((document) => document.status === 'available' && document.contentType === 'application/pdf').map(({ documentId, name }) => ({ documentId, name })),
    [documents],
  );
  return <CaseSignaturesCard caseId={caseId} pdfs={pdfs} {...useDocumentParts(caseId)} />;
}

/** The client case page's documents to sign (a chunk of its own); `target`, a notice's document, opens its signing screen. */
export function ClientCaseSignatures({ caseId, target }: { caseId: string; target?: string }) {
  return <ClientSignaturesCard caseId={caseId} target={target} {...useDocumentParts(caseId)} />;
}
