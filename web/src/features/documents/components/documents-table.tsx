import { useState } from 'react';
import { toast } from 'sonner';
import type { StoredItem } from '@shared/types';
import { Button } from '@/components/ui/button';
import { formatDate, errorMessage } from '@/lib/utils';
import { getDocumentDownload } from '../api/get-document-download';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function DownloadButton({ caseId, item }: { caseId: string; item: StoredItem }) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const link = await getDocumentDownload(caseId, item.id);
      // The link answers the file as an attachment under its name: the page stays where it is.
      window.location.assign(link.url);
    } catch (error) {
      toast.error('Download failed', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="link" size="sm" onClick={() => void download()} disabled={pending} aria-label={`Download ${item.name}`}>
      Download
    </Button>
  );
}

/**
 * A table of a folder's files: Name, Uploaded By, Date, Size and, for the firm, View (download); for
 * the client, Status ('Delivered') — as the spec's two tables have it.
 */
export function DocumentsTable({
  caseId,
  files,
  last,
  emptyText,
  label,
}: {
  caseId: string;
  files: readonly StoredItem[];
  last: 'view' | 'status';
  emptyText: string;
  label: string;
}) {
  if (files.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase">
          <tr>
            <th className="px-4 py-2">Name</th>
            <th className="px-4 py-2">Uploaded By</th>
            <th className="px-4 py-2">Date</th>
            <th className="px-4 py-2 text-right">Size</th>
            <th className="px-4 py-2">{last === 'view' ? 'View' : 'Status'}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {files.map((item) => (
            <tr key={item.id}>
              <td className="max-w-xs truncate px-4 py-2 font-medium text-slate-900" title={item.name}>
                {item.name}
              </td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">{item.createdBy.user.displayName}</td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDate(item.createdDateTime)}</td>
              <td className="px-4 py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">{formatSize(item.size)}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                {last === 'view' ? (
                  item.id.startsWith('pending-') ? <span className="text-slate-400">…</span> : <DownloadButton caseId={caseId} item={item} />
                ) : (
                  <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Delivered</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
