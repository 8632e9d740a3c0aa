import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { refreshAfterUpload } from '../api/after-upload';
import { useCaseDocuments } from '../api/list-case-documents';
import { useFolderItems } from '../api/list-folder-items';
import { CreateFolderButton } from '../components/create-folder-dialog';
import { DocumentList, rowOf, type DocumentSelection } from '../components/document-list';
import { FolderTiles } from '../components/folder-tiles';
import { UploadCard } from '../components/upload-card';
import { DownloadSelectedButton, zipNameOf } from '../components/zip-buttons';

/** The index route of /admin/cases/{caseId}: the case comes from the case page's outlet. */
export function CaseDocumentsRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  return <CaseDocuments item={item} />;
}

/** A selection of documents by id (Download selected (ZIP)). */
function useSelection(): DocumentSelection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    onToggle: (documentId, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(documentId);
        else next.delete(documentId);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

/**
 * The admin case page's documents: Upload Documents; the case's documents in every folder, what the
 * client uploaded (Client Uploaded Documents) apart from the firm's (Uploaded by the firm, each shared
 * with the client or staff only), any of them selected into a ZIP; and Case Folders.
 */
export function CaseDocuments({ item }: { item: Case }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const root = { clientId: item.clientId, caseId: item.caseId, folderId: item.caseFolderId };
  const { query: listing, documents } = useCaseDocuments(item.caseId);
  const selection = useSelection();
  const rows = documents.map(rowOf);
  const clientRows = rows.filter((row) => row.uploaderRole === 'client');
  const firmRows = rows.filter((row) => row.uploaderRole === 'admin');
  const selected = rows.filter((row) => selection.selected.has(row.id));
  // The root folder's sub-folders (getMode=all lists folders first).
  const all = useFolderItems(root, 'all');
  const folders = all.items.filter((entry) => entry.type === 'folder');
  const lastPage = all.query.data?.pages.at(-1);
  // A next page can hold more folders only while the last page held nothing but folders.
  const moreFolders = Boolean(lastPage && lastPage.files.every((entry) => entry.type === 'folder'));

  const listState = (list: () => ReactNode) =>
    listing.isPending && !listing.isError ? (
      <p className="py-6 text-center text-sm text-slate-500">
        <Trans>Loading documents…</Trans>
      </p>
    ) : listing.isError && !listing.data ? (
      <InlineError onRetry={() => void listing.refetch()}>{t`Could not load the documents.`}</InlineError>
    ) : (
      list()
    );

  return (
    <div className="mt-6 space-y-6">
      <UploadCard caseId={item.caseId} folderId={item.caseFolderId} audience="admin" onUploaded={() => refreshAfterUpload(queryClient, item.caseId)} />
      <DownloadSelectedButton caseId={item.caseId} zipName={zipNameOf(item.caseName, t`Documents`)} selected={selected} />
      <DocumentsCard title={t`Client Uploaded Documents`} description={t`Uploaded by the client`}>
        {listState(() => (
          <DocumentList
            caseId={item.caseId}
            rows={clientRows}
            label={t`Client Uploaded Documents`}
            emptyText={t`No documents uploaded yet`}
            showRole
            selection={selection}
          />
        ))}
      </DocumentsCard>
      <DocumentsCard title={t`Uploaded by the firm`} description={t`The client sees only the documents shared with them.`}>
        {listState(() => (
          <DocumentList
            caseId={item.caseId}
            rows={firmRows}
            label={t`Uploaded by the firm`}
            emptyText={t`The firm has not uploaded any documents yet`}
            showRole
            sharing
            selection={selection}
          />
        ))}
        <LoadMore query={listing} />
      </DocumentsCard>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-4">
          <CardTitle>
            <Trans>Case Folders</Trans>
          </CardTitle>
          <CreateFolderButton caseId={item.caseId} folderId={item.caseFolderId} />
        </CardHeader>
        <CardContent>
          {all.query.isPending && !all.query.isError ? (
            <p className="py-4 text-center text-sm text-slate-500">
              <Trans>Loading folders…</Trans>
            </p>
          ) : all.query.isError && !all.query.data ? (
            <InlineError onRetry={() => void all.query.refetch()}>{t`Could not load the folders.`}</InlineError>
          ) : (
            <>
              <FolderTiles
                folders={folders}
                emptyText={t`No folders found.`}
                hrefOf={(folder) => paths.admin.caseFolder.getHref(item.caseId, folder.id, { clientId: item.clientId, folderName: folder.name })}
              />
              {moreFolders ? <LoadMore query={all.query} /> : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** A card of the case's documents: its title, what it holds, the list. */
function DocumentsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
