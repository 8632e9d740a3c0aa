import type { ComponentProps } from 'react';

type CheckboxRowProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; label: string; hint?: string };

/**
 * A checkbox with its label beside it and its hint below (the hint describes the box). Bound to a
 * form by its props: react-hook-form's `register` (components/form/fields' CheckboxField), or a
 * page's own state where a whole form library would be too much (the client's notification switches).
 */
export function CheckboxRow({ id, label, hint, ...input }: CheckboxRowProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" aria-describedby={hintId} className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-800 disabled:opacity-50" {...input} />
      <div>
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
