import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Case } from '@shared/cases/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { refreshAfterUpload } from '../api/after-upload';
import { useCaseDocuments } from '../api/list-case-documents';
import { DocumentList, rowOf, type DocumentRow } from './document-list';
import { UploadCard } from './upload-card';

/** The rows the spec shows right after a client upload, until the server's list replaces them. */
function placeholderRows(files: readonly File[], uploader: string): DocumentRow[] {
  const now = new Date().toISOString();
  return files.map((file, index) => ({
    id: `pending-${Date.now()}-${index}`,
    name: file.name,
    size: file.size,
    contentType: file.type,
    uploadedAt: now,
    uploaderName: uploader,
    uploaderRole: 'client',
    status: 'scanning',
    pending: true,
  }));
}

/**
 * The client case page's documents: Upload Documents, From your firm (what the firm shared with
 * them) and My Uploaded Documents, each with Preview and Download once the scan let them through.
 */
export function MyCaseDocuments({ item, clientName }: { item: Case; clientName: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { query: listing, documents } = useCaseDocuments(item.caseId);
  const [pending, setPending] = useState<DocumentRow[]>([]);
  const rows = documents.map(rowOf);
  // The server answers a client only their uploads and what the firm shared with them.
  const fromFirm = rows.filter((row) => row.uploaderRole === 'admin');
  const mine = [...pending, ...rows.filter((row) => row.uploaderRole === 'client')];
  const loading = listing.isPending && !listing.isError;
  const failed = listing.isError && !listing.data;

  return (
    <div className="mt-6 space-y-6">
      <UploadCard
        caseId={item.caseId}
        folderId={item.caseFolderId}
        audience="client"
        onUploaded={async (_documents, files) => {
          setPending(placeholderRows(files, clientName));
          await refreshAfterUpload(queryClient, item.caseId);
          setPending([]);
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>From your firm</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Documents your firm shared with you.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {loading ? (
            <p className="py-6 text-center text-sm text-slate-500">
              <Trans>Loading documents…</Trans>
            </p>
          ) : failed ? (
            <InlineError onRetry={() => void listing.refetch()}>{t`Could not load your documents.`}</InlineError>
          ) : (
            <DocumentList caseId={item.caseId} rows={fromFirm} label={t`From your firm`} emptyText={t`Nothing shared by your firm yet`} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>My Uploaded Documents</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {loading && pending.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">
              <Trans>Loading documents…</Trans>
            </p>
          ) : failed && pending.length === 0 ? (
            <InlineError onRetry={() => void listing.refetch()}>{t`Could not load your documents.`}</InlineError>
          ) : (
            <DocumentList caseId={item.caseId} rows={mine} label={t`My Uploaded Documents`} emptyText={t`No documents uploaded yet`} />
          )}
          <LoadMore query={listing} />
        </CardContent>
      </Card>
    </div>
  );
}
