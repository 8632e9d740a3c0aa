import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StoredItem } from '@shared/documents/types';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/utils';
import { safeFileName } from '@/lib/zip-download';
import { listFolderItems, type FolderRef } from '../api/list-folder-items';
import { saveDocumentsAsZip, type ZipEntry, type ZipOutcome } from '../utils/zip-documents';

/** A ZIP's file name: the case's or folder's name, without what a file system refuses. */
export function zipNameOf(name: string, fallback: string): string {
  return `${safeFileName(name, fallback)}.zip`;
}

/** Makes a ZIP, saying what it left out and when it failed. */
function useZip() {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  async function run(make: () => Promise<ZipOutcome>) {
    setPending(true);
    try {
      const { skipped } = await make();
      if (skipped.length > 0) {
        const names = skipped.map((entry) => entry.name).join(', ');
        toast.warning(t`Some documents were not put in the ZIP`, { description: t`Still being scanned or blocked: ${names}` });
      }
    } catch (error) {
      toast.error(t`The ZIP could not be made`, { description: errorMessage(error, t`Please try again.`) });
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}

/** Staff: the selected documents of the case's lists, as one ZIP. */
export function DownloadSelectedButton({ caseId, zipName, selected }: { caseId: string; zipName: string; selected: ReadonlyArray<{ id: string; name: string }> }) {
  const { pending, run } = useZip();
  const count = selected.length;
  const entries: ZipEntry[] = selected.map((item) => ({ documentId: item.id, folder: '', name: item.name }));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        <Plural value={count} one="# document selected" other="# documents selected" />
      </p>
      <Button variant="outline" size="sm" disabled={count === 0 || pending} onClick={() => void run(() => saveDocumentsAsZip(caseId, zipName, async () => entries))}>
        {pending ? <Trans>Preparing ZIP…</Trans> : <Trans>Download selected (ZIP)</Trans>}
      </Button>
    </div>
  );
}

/** Every file of a folder and of its sub-folders (paths below it), listed page by page. */
async function folderEntries(folder: FolderRef, path = ''): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const folders: StoredItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listFolderItems(folder, 'all', cursor);
    for (const item of page.files) {
      if (item.type === 'folder') folders.push(item);
      else entries.push({ documentId: item.id, folder: path, name: path ? `${path}/${item.name}` : item.name });
    }
    cursor = page.nextCursor;
  } while (cursor);
  for (const child of folders) {
    const childPath = path ? `${path}/${child.name}` : child.name;
    entries.push(...(await folderEntries({ ...folder, folderId: child.id }, childPath)));
  }
  return entries;
}

/** Staff, in a folder's view: the folder's files and its sub-folders' files, as one ZIP. */
export function DownloadFolderButton({ folder, folderName }: { folder: FolderRef; folderName: string }) {
  const { t } = useLingui();
  const { pending, run } = useZip();
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void run(() => saveDocumentsAsZip(folder.caseId, zipNameOf(folderName, t`Folder`), () => folderEntries(folder)))}>
      {pending ? <Trans>Preparing ZIP…</Trans> : <Trans>Download folder (ZIP)</Trans>}
    </Button>
  );
}
