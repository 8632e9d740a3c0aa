/**
 * The firm's lists of templates (Settings → Templates: the document request templates and the
 * questionnaire templates): a heading with the button that starts a new one, the list's loading and
 * error states, a row a template with its title, where it comes from and its actions, and the editor's dialog,
 * its form's messages and its Cancel and Save buttons. The portal
 * ships templates; the firm edits one (then it is the firm's version of a portal template, which it can
 * restore) or writes its own (which it can delete).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { validationMessage } from '@/lib/validation-messages';

/** Where a listed template comes from. */
export type TemplateOrigin = 'portal' | 'firm';

/**
 * Portal, Firm's version or Firm. `shipped`: the template's id is one of the portal's, so a firm's
 * template with it is the firm's version of a portal template.
 */
export function TemplateOriginBadge({ origin, shipped }: { origin: TemplateOrigin; shipped: boolean }) {
  if (origin === 'portal') {
    return (
      <Badge tone="gray">
        <Trans>Portal</Trans>
      </Badge>
    );
  }
  return shipped ? (
    <Badge tone="blue">
      <Trans>Firm's version</Trans>
    </Badge>
  ) : (
    <Badge tone="green">
      <Trans>Firm</Trans>
    </Badge>
  );
}

export interface TemplateListRowProps {
  /** The template's title in the reader's language; the actions are named after it. */
  title: string;
  origin: TemplateOrigin;
  shipped: boolean;
  /** Shown before the origin badge (a category). */
  leading?: ReactNode;
  /** Shown after the origin badge (a count, a source). */
  details?: ReactNode;
  onEdit: () => void;
  /** Actions between Edit and Restore / Delete (a copy). */
  actions?: ReactNode;
  /** Restores the portal's version (firm's version) or deletes the template (firm's own); portal templates have neither. */
  onRemove: () => void;
  removing: boolean;
}

export function TemplateListRow({ title, origin, shipped, leading, details, onEdit, actions, onRemove, removing }: TemplateListRowProps) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-slate-900">{title}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {leading}
          <TemplateOriginBadge origin={origin} shipped={shipped} />
          {details}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Button>
        {actions}
        {origin === 'firm' ? (
          <Button variant="outline" size="sm" onClick={onRemove} disabled={removing} aria-label={shipped ? t`Restore ${title}` : t`Delete ${title}`}>
            {shipped ? <Trans>Restore</Trans> : <Trans>Delete</Trans>}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export interface TemplateListSectionProps<T> {
  headingId: string;
  heading: ReactNode;
  description: ReactNode;
  /** The button that opens the editor on a new template. */
  newLabel: ReactNode;
  onNew: () => void;
  /** The templates once loaded: undefined while they load or when loading them failed. */
  templates: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** What did not load, in "Could not load …". */
  loadSubject: string;
  loadingLabel: string;
  listLabel: string;
  /** Said in place of an empty list; without it an empty list is shown. */
  empty?: ReactNode;
  /** A template's row: a TemplateListRow. */
  renderRow: (template: T) => ReactNode;
  /** The editor's dialog. */
  children?: ReactNode;
}

export function TemplateListSection<T>({
  headingId,
  heading,
  description,
  newLabel,
  onNew,
  templates,
  error,
  onRetry,
  loadSubject,
  loadingLabel,
  listLabel,
  empty,
  renderRow,
  children,
}: TemplateListSectionProps<T>) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {heading}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <Button onClick={onNew} className="shrink-0">
          <PlusIcon className="h-4 w-4" />
          {newLabel}
        </Button>
      </div>

      {!templates ? (
        error ? (
          <InlineError onRetry={onRetry}>{loadErrorText(loadSubject, error)}</InlineError>
        ) : (
          <Spinner label={loadingLabel} />
        )
      ) : templates.length === 0 && empty ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <ul aria-label={listLabel} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {templates.map(renderRow)}
        </ul>
      )}

      {children}
    </section>
  );
}

/** The dialog a template is edited in: every text of a template is written in both languages. */
export function TemplateEditorDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={title} description={t`Every text in English and in French: each client reads their own language.`} className="max-w-3xl">
      {children}
    </Dialog>
  );
}

/** A message of the editor's check that belongs to no one field (a list's size, the whole template's). */
export function TemplateFormError({ message }: { message: string }) {
  const { i18n } = useLingui();
  return <p className="text-sm text-red-600">{validationMessage(i18n, message)}</p>;
}

/** The editor's Cancel and Save template (the form's submit, disabled while it saves). */
export function TemplateEditorActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
      <Button variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? <Trans>Saving...</Trans> : <Trans>Save template</Trans>}
      </Button>
    </div>
  );
}
