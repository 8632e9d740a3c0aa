/**
 * A table's rows as cards, for a phone's width (below Tailwind's `sm`, 640 px): each row a card with
 * its title (usually the row's link), the other columns as labelled lines under the table's own
 * column names, and its actions as real buttons and links, on screen and big enough to touch.
 *
 * The list is `sm:hidden` and the table beside it `hidden sm:…`: one of the two is shown at any
 * width, and the other is `display: none`, so it is out of the accessibility tree and the tab order
 * too (no link or name met twice by a screen reader). `FieldCardList` carries the same label as the
 * table it stands for.
 */
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One labelled line of a card: a column's name and the row's value in it. */
export interface CardField {
  /** The column's name, as the table's heading says it. */
  label: string;
  value: ReactNode;
}

/** The cards of a table's rows, shown below 640 px only; named like the table (e.g. "Cases"). */
export function FieldCardList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-3 sm:hidden', className)}>
      {children}
    </ul>
  );
}

/** One row as a card: title, labelled lines (a description list), then its actions. */
export function FieldCard({ title, fields, actions }: { title?: ReactNode; fields: readonly CardField[]; actions?: ReactNode }) {
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      {title ? <div className="mb-3 min-w-0 break-words">{title}</div> : null}
      {/* The labels' column as wide as its longest label (at most 8rem), the values the rest. */}
      <dl className="grid grid-cols-[fit-content(8rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {fields.map((field) => (
          <Fragment key={field.label}>
            <dt className="pt-0.5 text-xs font-medium tracking-wide break-words text-slate-500 uppercase">{field.label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{field.value}</dd>
          </Fragment>
        ))}
      </dl>
      {actions ? <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div> : null}
    </li>
  );
}
