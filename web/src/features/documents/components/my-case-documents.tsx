import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Case } from '@shared/cases/types';
import type { StoredItem } from '@shared/documents/types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { refreshAfterUpload } from '../api/after-upload';
import { useFolderItems } from '../api/list-folder-items';
import { DocumentsTable } from './documents-table';
import { UploadCard } from './upload-card';

/** The rows the spec shows right after a client upload, until the server's list replaces them. */
function placeholderRows(files: readonly File[], uploader: string): StoredItem[] {
  const now = new Date().toISOString();
  return files.map((file, index) => ({
    id: `pending-${Date.now()}-${index}`,
    name: file.name,
    size: file.size,
    createdDateTime: now,
    lastModifiedDateTime: now,
    createdBy: { user: { displayName: uploader } },
    webUrl: '',
    type: 'file',
    file: { mimeType: file.type },
  }));
}

/** The client case page's documents: Upload Documents and My Uploaded Documents. */
export function MyCaseDocuments({ item, clientName }: { item: Case; clientName: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { query: listing, items } = useFolderItems({ clientId: item.clientId, caseId: item.caseId, folderId: item.caseFolderId }, 'files');
  const [pending, setPending] = useState<StoredItem[]>([]);
  const shown = [...pending, ...items];

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
            <Trans>My Uploaded Documents</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {listing.isPending && !listing.isError && pending.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">
              <Trans>Loading documents…</Trans>
            </p>
          ) : listing.isError && !listing.data && pending.length === 0 ? (
            <InlineError onRetry={() => void listing.refetch()}>{t`Could not load your documents.`}</InlineError>
          ) : (
            <>
              <DocumentsTable caseId={item.caseId} files={shown} last="status" emptyText={t`No documents uploaded yet`} label={t`My Uploaded Documents`} />
              <LoadMore query={listing} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
