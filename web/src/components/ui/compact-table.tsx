/**
 * The small tables of the case pages (documents, sent e-mails): a sentence when there is nothing to
 * show, else a labelled table with upper-case column headings that scrolls sideways on narrow screens.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface CompactColumn {
  title: ReactNode;
  className?: string;
}

export function CompactTable({
  label,
  columns,
  isEmpty,
  emptyText,
  children,
}: {
  label: string;
  columns: readonly CompactColumn[];
  isEmpty: boolean;
  emptyText: string;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}) {
  if (isEmpty) return <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <ScrollRegion label={label}>
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} className={`px-4 py-2 ${column.className ?? ''}`.trim()}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
