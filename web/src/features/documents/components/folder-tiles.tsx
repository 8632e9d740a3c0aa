import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StoredItem } from '@shared/documents/types';
import { FolderIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';

/** Folder tiles (name, last updated, item count) in a grid of 1, 2 or 3 columns. */
export function FolderTiles({ folders, hrefOf, emptyText }: { folders: readonly StoredItem[]; hrefOf: (folder: StoredItem) => string; emptyText: string }) {
  const { formatDate } = useFormat();
  if (folders.length === 0) return <p className="py-4 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
      {folders.map((folder) => {
        const updated = formatDate(folder.lastModifiedDateTime);
        const count = folder.folder?.childCount ?? 0;
        return (
          <li key={folder.id}>
            <Link
              to={hrefOf(folder)}
              className="block rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <FolderIcon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="truncate">{folder.name}</span>
              </span>
              <span className="mt-1 block text-xs text-slate-500">
                <Trans>
                  Updated {updated} · <Plural value={count} one="# item" other="# items" />
                </Trans>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
