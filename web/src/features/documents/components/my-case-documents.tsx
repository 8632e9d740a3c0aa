import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Case } from '@shared/cases/types';
import type { StoredItem } from '@shared/documents/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DeepLink } from '@/components/ui/deep-link';
import { InlineError } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { refreshAfterUpload } from '../api/after-upload';
import { useCaseDocuments } from '../api/list-case-documents';
import { DocumentList, rowOf, type DocumentRow } from './document-list';
import { UploadCard } from './upload-card';

/** A row the spec shows right after a client upload, and the recorded document it stands for. */
interface Placeholder {
  row: DocumentRow;
  documentId?: string;
}

/** The rows the spec shows right after a client upload (temporary ids), until the server's list holds their documents. */
function placeholderRows(files: readonly File[], recorded: readonly StoredItem[], uploader: string): Placeholder[] {
  const now = new Date().toISOString();
  return files.map((file, index) => ({
    row: {
      id: `pending-${Date.now()}-${index}`,
      name: file.name,
      size: file.size,
      contentType: file.type,
      uploadedAt: now,
      uploaderName: uploader,
      uploaderRole: 'client',
      status: 'scanning',
      pending: true,
    },
    documentId: recorded[index]?.id,
  }));
}

/**
 * The client case page's documents: Upload Documents, From your firm (what the firm shared with
 * them) and My Uploaded Documents, each with Preview and Download once the scan let them through.
 * `target`: the document a link names (`?document=…`), scrolled to and highlighted.
 */
export function MyCaseDocuments({ item, clientName, target }: { item: Case; clientName: string; target?: DeepLink }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { query: listing, documents } = useCaseDocuments(item.caseId);
  const [placeholders, setPlaceholders] = useState<Placeholder[]>([]);
  const rows = documents.map(rowOf);
  // A placeholder gives way as soon as the list holds its document: a file is never listed twice.
  const listed = new Set(rows.map((row) => row.id));
  const pending = placeholders.filter((placeholder) => !placeholder.documentId || !listed.has(placeholder.documentId)).map((placeholder) => placeholder.row);
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
        onUploaded={async (recorded, files) => {
          setPlaceholders(placeholderRows(files, recorded, clientName));
          await refreshAfterUpload(queryClient, item.caseId);
          setPlaceholders([]);
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
            <DocumentList caseId={item.caseId} rows={fromFirm} label={t`From your firm`} emptyText={t`Nothing shared by your firm yet`} target={target} />
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
            <DocumentList caseId={item.caseId} rows={mine} label={t`My Uploaded Documents`} emptyText={t`No documents uploaded yet`} target={target} />
          )}
          <LoadMore query={listing} />
        </CardContent>
      </Card>
    </div>
  );
}
