import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { validationMessage } from '@/lib/validation-messages';

/** The ids a control's hint and message get, so it can refer to them. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * The aria wiring of a control with an optional hint and message: marked invalid while it has a
 * message, and described by the hint and the message.
 */
export function controlAria(id: string, { hint, error }: { hint?: string; error?: string }) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * A label bound to its control (`children`), an optional hint under it and the field's message, if
 * any. The control takes `controlAria(id, { hint, error })` to be described by them. A message of the
 * shared schemas (English, the spec's words) shows in the reader's language.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  action,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Something shown at the end of the label row, e.g. a "Forgot password?" link. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="text-sm text-red-600">
          {validationMessage(i18n, error)}
        </p>
      ) : null}
    </div>
  );
}
