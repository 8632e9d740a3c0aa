import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { refreshAfterUpload } from '../api/after-upload';
import { useFolderItems } from '../api/list-folder-items';
import { CreateFolderButton } from '../components/create-folder-dialog';
import { DocumentsTable } from '../components/documents-table';
import { FolderTiles } from '../components/folder-tiles';
import { UploadCard } from '../components/upload-card';

/** The index route of /admin/cases/{caseId}: the case comes from the case page's outlet. */
export function CaseDocumentsRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  return <CaseDocuments item={item} />;
}

/** The admin case page's documents: Upload Documents, Client Uploaded Documents and Case Folders. */
export function CaseDocuments({ item }: { item: Case }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const root = { clientId: item.clientId, caseId: item.caseId, folderId: item.caseFolderId };
  // The root folder's files (no getMode), and its sub-folders (getMode=all lists folders first).
  const files = useFolderItems(root, 'files');
  const all = useFolderItems(root, 'all');
  const folders = all.items.filter((entry) => entry.type === 'folder');
  const lastPage = all.query.data?.pages.at(-1);
  // A next page can hold more folders only while the last page held nothing but folders.
  const moreFolders = Boolean(lastPage && lastPage.files.every((entry) => entry.type === 'folder'));

  return (
    <div className="mt-6 space-y-6">
      <UploadCard caseId={item.caseId} folderId={item.caseFolderId} audience="admin" onUploaded={() => refreshAfterUpload(queryClient, item.caseId)} />
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Client Uploaded Documents</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {files.query.isPending && !files.query.isError ? (
            <p className="py-6 text-center text-sm text-slate-500">
              <Trans>Loading documents…</Trans>
            </p>
          ) : files.query.isError && !files.query.data ? (
            <InlineError onRetry={() => void files.query.refetch()}>{t`Could not load the documents.`}</InlineError>
          ) : (
            <>
              <DocumentsTable caseId={item.caseId} files={files.items} last="view" emptyText={t`No documents uploaded yet`} label={t`Client Uploaded Documents`} />
              <LoadMore query={files.query} />
            </>
          )}
        </CardContent>
      </Card>
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
