import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CaseDocument, DocumentStatus, UploaderRole } from '@shared/documents/types';
import { CompactTable } from '@/components/ui/compact-table';
import { deepLinkTargetProps, type DeepLink } from '@/components/ui/deep-link';
import { useFormat } from '@/lib/format';
import { StatusPill, SharingPill, Uploader } from './document-badges';
import { DownloadButton, PreviewButton, ShareButton } from './document-actions';
import { usePhoneLayout } from './use-phone-layout';

/** One document as the lists show it, whichever API listed it. */
export interface DocumentRow {
  id: string;
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploaderName: string;
  uploaderRole?: UploaderRole;
  status: DocumentStatus;
  sharedWithClient?: boolean;
  /** A placeholder shown right after an upload, until the server's list has it: no actions yet. */
  pending?: boolean;
}

export function rowOf(document: CaseDocument): DocumentRow {
  return {
    id: document.documentId,
    name: document.name,
    size: document.size,
    contentType: document.contentType,
    uploadedAt: document.uploadedAt,
    uploaderName: document.uploadedBy.name,
    uploaderRole: document.uploadedBy.role,
    status: document.status,
    sharedWithClient: document.sharedWithClient,
  };
}

export interface DocumentSelection {
  selected: ReadonlySet<string>;
  onToggle: (documentId: string, selected: boolean) => void;
}

export interface DocumentListProps {
  caseId: string;
  rows: readonly DocumentRow[];
  /** The list's accessible name (the card's title). */
  label: string;
  emptyText: string;
  /** Show the uploader's role (Client / Firm) beside their name. */
  showRole?: boolean;
  /** A firm's documents: the sharing state and Share / Stop sharing. */
  sharing?: boolean;
  /** Staff: a checkbox per row (Download selected (ZIP)). */
  selection?: DocumentSelection;
  /** Preview, Download (and Share): on by default. */
  actions?: boolean;
  /** The document a link names (`?document=…`): scrolled to and highlighted. */
  target?: DeepLink;
}

/** The anchor of a document's row (`#document-…`). */
export const documentAnchor = (documentId: string) => `document-${documentId}`;

function SelectBox({ row, selection, label }: { row: DocumentRow; selection: DocumentSelection; label: string }) {
  return (
    <input
      type="checkbox"
      className="h-5 w-5 cursor-pointer accent-brand-700"
      checked={selection.selected.has(row.id)}
      onChange={(event) => selection.onToggle(row.id, event.target.checked)}
      aria-label={label}
    />
  );
}

/** The row's actions: Preview (PDFs and images, once available), Download (once available), Share. */
function RowActions({ caseId, row, sharing }: { caseId: string; row: DocumentRow; sharing: boolean }) {
  if (row.pending) return <span className="text-slate-400">…</span>;
  const target = { caseId, documentId: row.id, name: row.name };
  const available = row.status === 'available';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {available ? <PreviewButton {...target} contentType={row.contentType} /> : null}
      {available ? <DownloadButton {...target} /> : null}
      {sharing && row.uploaderRole === 'admin' ? <ShareButton {...target} shared={row.sharedWithClient ?? false} /> : null}
    </div>
  );
}

/**
 * A list of documents: a table on wider screens; on a phone (below 640 px) a card per document, its
 * details stacked and every action on screen, nothing wider than the screen.
 */
export function DocumentList({ caseId, rows, label, emptyText, showRole = false, sharing = false, selection, actions = true, target }: DocumentListProps) {
  const { t } = useLingui();
  const { formatDate, formatFileSize } = useFormat();
  const phone = usePhoneLayout();
  const selectLabel = (name: string) => t`Select ${name}`;

  if (rows.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>;

  if (phone) {
    return (
      <ul aria-label={label} className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li
            key={row.id}
            // Highlighted, the card keeps some room inside its outline.
            {...deepLinkTargetProps(documentAnchor(row.id), row.id, target, (active) => (active ? 'scroll-mt-24 space-y-3 rounded-md p-3' : 'scroll-mt-24 space-y-3 py-4 first:pt-0 last:pb-0'))}
          >
            <div className="flex items-start gap-3">
              {selection ? (
                <label className="-m-2 flex shrink-0 items-center p-2">
                  <SelectBox row={row} selection={selection} label={selectLabel(row.name)} />
                </label>
              ) : null}
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-medium break-all text-slate-900">{row.name}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-600">
                  <Detail term={t`Uploaded By`}>
                    <Uploader name={row.uploaderName} role={showRole ? row.uploaderRole : undefined} />
                  </Detail>
                  <Detail term={t`Date`}>{formatDate(row.uploadedAt)}</Detail>
                  <Detail term={t`Size`}>{formatFileSize(row.size)}</Detail>
                  <Detail term={t`Status`}>
                    <span className="flex flex-wrap gap-1.5">
                      <StatusPill status={row.status} />
                      {sharing && row.uploaderRole === 'admin' ? <SharingPill shared={row.sharedWithClient ?? false} /> : null}
                    </span>
                  </Detail>
                </dl>
              </div>
            </div>
            {actions ? <RowActions caseId={caseId} row={row} sharing={sharing} /> : null}
          </li>
        ))}
      </ul>
    );
  }

  const columns = [
    ...(selection ? [{ title: <span className="sr-only">{t`Select`}</span>, className: 'w-10' }] : []),
    { title: t`Name` },
    { title: t`Uploaded By` },
    { title: t`Date` },
    { title: t`Size`, className: 'text-right' },
    { title: t`Status` },
    ...(actions ? [{ title: t`Actions` }] : []),
  ];
  return (
    <CompactTable label={label} columns={columns} isEmpty={false} emptyText={emptyText}>
      {rows.map((row) => (
        <tr key={row.id} {...deepLinkTargetProps(documentAnchor(row.id), row.id, target)}>
          {selection ? (
            <td className="px-4 py-2">
              <SelectBox row={row} selection={selection} label={selectLabel(row.name)} />
            </td>
          ) : null}
          <td className="max-w-xs truncate px-4 py-2 font-medium text-slate-900" title={row.name}>
            {row.name}
          </td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-600">
            <Uploader name={row.uploaderName} role={showRole ? row.uploaderRole : undefined} />
          </td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDate(row.uploadedAt)}</td>
          <td className="px-4 py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">{formatFileSize(row.size)}</td>
          <td className="px-4 py-2">
            {/* The sharing state beside the scan's, as on a phone: one column less keeps the actions on screen beside the sidebar. */}
            <span className="flex flex-col items-start gap-1">
              <StatusPill status={row.status} />
              {sharing && row.uploaderRole === 'admin' ? <SharingPill shared={row.sharedWithClient ?? false} /> : null}
            </span>
          </td>
          {actions ? (
            <td className="px-4 py-2">
              <RowActions caseId={caseId} row={row} sharing={sharing} />
            </td>
          ) : null}
        </tr>
      ))}
    </CompactTable>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
