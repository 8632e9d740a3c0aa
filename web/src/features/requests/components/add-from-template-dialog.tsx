import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineError } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useAddCaseRequests } from '../api/add-case-requests';
import { useRequestTemplates } from '../api/list-request-templates';

/** Add from template: a starting checklist (by kind of file) added to the case, its items in the client's language. */
export function AddFromTemplateDialog({ caseId, open, onClose }: { caseId: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Add from template`} description={t`Adds every document of a starting checklist; waive what this file does not need.`}>
      <TemplateForm caseId={caseId} onClose={onClose} />
    </Dialog>
  );
}

function TemplateForm({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const templates = useRequestTemplates();
  const add = useAddCaseRequests(caseId);
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  const groupId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    try {
      const { items } = await add.mutateAsync({ templateId: chosen });
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
          {templates.data.items.map((template) => {
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
                  checked={chosen === template.templateId}
                  onChange={() => {
                    setChosen(template.templateId);
                    setMissing(false);
                  }}
                  className="mt-1 h-4 w-4 accent-brand-800"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{template.title[language]}</span>
                  <span className="block text-xs text-slate-500">
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
