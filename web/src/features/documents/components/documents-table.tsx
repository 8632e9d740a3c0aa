import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DocumentStatus, StoredItem } from '@shared/documents/types';
import { CompactTable } from '@/components/ui/compact-table';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { errorMessage } from '@/lib/utils';
import { getDocumentDownload } from '../api/get-document-download';

const STATUS_TEXT: Record<DocumentStatus, { label: MessageDescriptor; className: string }> = {
  available: { label: msg`Delivered`, className: 'bg-green-100 text-green-800' },
  scanning: { label: msg`Checking for malware`, className: 'bg-yellow-100 text-yellow-800' },
  blocked: { label: msg`Blocked`, className: 'bg-red-100 text-red-800' },
};

/** 'Delivered' once the document is clean; while the malware scan runs, or when it blocked the file, says so. */
function StatusPill({ status }: { status: DocumentStatus }) {
  const { i18n } = useLingui();
  const { label, className } = STATUS_TEXT[status];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}>{i18n._(label)}</span>;
}

function DownloadButton({ caseId, item }: { caseId: string; item: StoredItem }) {
  const { t } = useLingui();
  const fileName = item.name;
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const link = await getDocumentDownload(caseId, item.id);
      // The link answers the file as an attachment under its name: the page stays where it is.
      window.location.assign(link.url);
    } catch (error) {
      toast.error(t`Download failed`, { description: errorMessage(error, t`Please try again.`) });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="link" size="sm" onClick={() => void download()} disabled={pending} aria-label={t`Download ${fileName}`}>
      <Trans>Download</Trans>
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
  const { t } = useLingui();
  const { formatDate, formatFileSize } = useFormat();
  const columns = [
    { title: t`Name` },
    { title: t`Uploaded By` },
    { title: t`Date` },
    { title: t`Size`, className: 'text-right' },
    { title: last === 'view' ? t`View` : t`Status` },
  ];
  return (
    <CompactTable label={label} columns={columns} isEmpty={files.length === 0} emptyText={emptyText}>
      {files.map((item) => (
        <tr key={item.id}>
          <td className="max-w-xs truncate px-4 py-2 font-medium text-slate-900" title={item.name}>
            {item.name}
          </td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-600">{item.createdBy.user.displayName}</td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDate(item.createdDateTime)}</td>
          <td className="px-4 py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">{formatFileSize(item.size)}</td>
          <td className="px-4 py-2 whitespace-nowrap">
            {last === 'view' ? (
              item.id.startsWith('pending-') ? (
                <span className="text-slate-400">…</span>
              ) : (item.status ?? 'available') === 'available' ? (
                <DownloadButton caseId={caseId} item={item} />
              ) : (
                <StatusPill status={item.status ?? 'available'} />
              )
            ) : (
              <StatusPill status={item.status ?? 'available'} />
            )}
          </td>
        </tr>
      ))}
    </CompactTable>
  );
}
