import type { ReactNode } from 'react';
import { Label } from './label';

/** A label bound to its control, with an optional hint (referenced by the control's aria-describedby). */
export function FormField({
  id,
  label,
  hint,
  action,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** Something shown at the end of the label row, e.g. a "Forgot password?" link. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
