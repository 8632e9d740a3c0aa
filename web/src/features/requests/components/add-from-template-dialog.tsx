import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { RequestTemplate } from '@shared/requests/types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineError } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useAddCaseRequests } from '../api/add-case-requests';
import { useRequestTemplates } from '../api/list-request-templates';

/**
 * Add from template: a starting checklist (by kind of file) added to the case, its items in both
 * languages. The template of the case's `category` comes first and is chosen already; the chosen
 * one's items are shown before they are added, each with its due date relative to today.
 */
export function AddFromTemplateDialog({ caseId, category, open, onClose }: { caseId: string; category?: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Add from template`}
      description={t`Adds every document of a starting checklist; waive what this file does not need.`}
      className="max-w-2xl"
    >
      <TemplateForm caseId={caseId} category={category} onClose={onClose} />
    </Dialog>
  );
}

/** The templates, those of the case's category first (in their order). */
function proposedFirst(templates: readonly RequestTemplate[], category: string | undefined): RequestTemplate[] {
  const matching = templates.filter((template) => category !== undefined && template.category === category);
  return [...matching, ...templates.filter((template) => !matching.includes(template))];
}

function TemplateForm({ caseId, category, onClose }: { caseId: string; category?: string; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const templates = useRequestTemplates();
  const add = useAddCaseRequests(caseId);
  const [picked, setPicked] = useState<string>();
  const [missing, setMissing] = useState(false);
  const groupId = useId();
  const ordered = proposedFirst(templates.data?.items ?? [], category);
  const proposed = ordered[0]?.category === category ? ordered[0] : undefined;
  const chosenId = picked ?? proposed?.templateId;
  const chosen = ordered.find((template) => template.templateId === chosenId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosenId) {
      setMissing(true);
      return;
    }
    try {
      const { items } = await add.mutateAsync({ templateId: chosenId });
      const count = items.length;
      toast.success(t`${plural(count, { one: '# document requested', other: '# documents requested' })}`);
      onClose();
    } catch (error) {
      toast.error(t`Could not add the template`, { description: refusalMessage(error) });
    }
  }

  if (templates.isError && !templates.data) {
    return <InlineError onRetry={() => void templates.refetch()}>{t`Could not load the templates.`}</InlineError>;
  }
  if (!templates.data) {
    return (
      <p role="status" className="py-4 text-center text-sm text-slate-500">
        <Trans>Loading templates…</Trans>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset aria-describedby={missing ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          <Trans>Template</Trans>
        </legend>
        <div className="space-y-2">
          {ordered.map((template) => {
            const count = template.items.length;
            return (
              <label
                key={template.templateId}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="templateId"
                  value={template.templateId}
                  checked={chosenId === template.templateId}
                  onChange={() => {
                    setPicked(template.templateId);
                    setMissing(false);
                  }}
                  className="mt-1 h-4 w-4 accent-brand-800"
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-slate-900">{template.title[language]}</span>
                    {template === proposed ? <Badge tone="blue">{t`For this case's category`}</Badge> : null}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t`${plural(count, { one: '# document', other: '# documents' })}`} · {template.source}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {missing ? (
          <p id={`${groupId}-error`} className="mt-2 text-sm text-red-600">
            <Trans>Choose a template</Trans>
          </p>
        ) : null}
      </fieldset>
      {chosen ? <TemplatePreview template={chosen} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={add.isPending}>
          <Trans>Add documents</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The chosen template's items as they will be added: their titles in the reader's language, and when each is due. */
function TemplatePreview({ template }: { template: RequestTemplate }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const title = template.title[language];
  return (
    <section aria-label={t`Documents of ${title}`} className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="mb-2 text-sm font-medium text-slate-800">
        <Trans>What will be asked</Trans>
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {template.items.map((item) => {
          const days = item.dueInDays;
          return (
            <li key={item.templateItemId}>
              <span className="break-words">{item.title[language]}</span>
              {days !== undefined ? (
                <span className="text-slate-600"> — {t`${plural(days, { one: 'due # day after it is added', other: 'due # days after it is added' })}`}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
