import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext, useParams, useSearchParams } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { Button } from '@/components/ui/button';
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
import { DownloadFolderButton } from '../components/zip-buttons';

/** The folders/{folderId} route of /admin/cases/{caseId}: one view per folder (its staged files are its own). */
export function FolderViewRoute() {
  const { item } = useOutletContext<{ item: Case }>();
  const { folderId = '' } = useParams();
  return <FolderView key={folderId} item={item} folderId={folderId} />;
}

/** /admin/cases/{caseId}/folders/{folderId}?caseId&clientId&folderName: a folder's contents and its own upload card. */
export function FolderView({ item, folderId }: { item: Case; folderId: string }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const folderName = search.get('folderName') ?? t`Folder`;
  const folder = { clientId: item.clientId, caseId: item.caseId, folderId };
  const { query: listing, items } = useFolderItems(folder, 'all');
  const entries = items;
  const folders = entries.filter((entry) => entry.type === 'folder');
  const files = entries.filter((entry) => entry.type === 'file');

  return (
    <section className="mt-6 space-y-6" aria-label={t`Folder ${folderName}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link to={paths.admin.case.getHref(item.caseId)} className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
            <span aria-hidden="true">←</span> <Trans>Back</Trans>
          </Link>
          <h2 className="truncate text-xl font-semibold text-slate-900">{folderName}</h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadFolderButton folder={folder} folderName={folderName} />
          <Button variant="outline" size="sm" onClick={() => void listing.refetch()} disabled={listing.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
          <CreateFolderButton caseId={item.caseId} folderId={folderId} />
        </div>
      </div>
      {listing.isError && !listing.data ? <InlineError onRetry={() => void listing.refetch()}>{t`Could not load this folder.`}</InlineError> : null}
      {folders.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Folders</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FolderTiles
              folders={folders}
              emptyText=""
              hrefOf={(folder) => paths.admin.caseFolder.getHref(item.caseId, folder.id, { clientId: item.clientId, folderName: folder.name })}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Files</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {listing.isPending && !listing.isError ? (
            <p className="py-6 text-center text-sm text-slate-500">
              <Trans>Loading files…</Trans>
            </p>
          ) : (
            <>
              <DocumentsTable caseId={item.caseId} files={files} last="view" emptyText={t`No files found in this folder.`} label={t`Files of ${folderName}`} />
              <LoadMore query={listing} />
            </>
          )}
        </CardContent>
      </Card>
      <UploadCard caseId={item.caseId} folderId={folderId} audience="admin" onUploaded={() => refreshAfterUpload(queryClient, item.caseId)} />
    </section>
  );
}
