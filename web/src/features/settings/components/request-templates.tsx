/**
 * Settings → Templates: the document request templates a case's checklist starts from,
 * the portal's and the firm's. The firm edits one (a portal template edited becomes the firm's version
 * of it), adds its own, deletes its own and restores a portal template it changed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { CASE_CATEGORIES } from '@shared/cases/constants';
import { REQUEST_LIMITS } from '@shared/requests/limits';
import { requestTemplateBody, type RequestTemplateBody } from '@shared/requests/schemas';
import { isRequestTemplateId } from '@shared/requests/template-ids';
import { useCaseLabels } from '@/components/cases/case-badges';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { TemplateEditorActions, TemplateEditorDialog, TemplateFormError, TemplateListRow, TemplateListSection } from '@/components/templates/template-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';
import { refusalText } from '../api/settings';
import { useDeleteRequestTemplate, useFirmRequestTemplates, useSaveRequestTemplate, type FirmRequestTemplate } from '../api/request-templates';
import { dueInDaysValue, newItemValues, templateValues, type TemplateValues } from './template-form';

/** The shared schema of the PUT's body checks the form (its values are an input of it once the category is chosen). */
const templateResolver = zodResolver(requestTemplateBody) as unknown as Resolver<TemplateValues, unknown, RequestTemplateBody>;

/** What the editor is open on: a template, a new one, or nothing. */
type Editing = { template?: FirmRequestTemplate } | null;

export function RequestTemplates() {
  const { i18n, t } = useLingui();
  const templatesQuery = useFirmRequestTemplates();
  const remove = useDeleteRequestTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const language = i18n.locale === 'fr' ? 'fr' : 'en';

  const onRemove = async (template: FirmRequestTemplate) => {
    const shipped = isRequestTemplateId(template.templateId);
    const title = template.title[language];
    const question = shipped
      ? t`Restore the portal's version of “${title}”? The firm's changes to it are lost.`
      : t`Delete the template “${title}”? Cases it was applied to keep their items.`;
    if (!window.confirm(question)) return;
    try {
      await remove.mutateAsync(template.templateId);
      toast.success(shipped ? t`Template restored` : t`Template deleted`);
    } catch (error) {
      toast.error(t`Error`, { description: refusalText(error) });
    }
  };

  return (
    <TemplateListSection
      headingId="templates-heading"
      heading={<Trans>Document request templates</Trans>}
      description={<Trans>The checklists a case's requested documents start from, in English and French. Editing a portal template saves the firm's version of it.</Trans>}
      newLabel={<Trans>New template</Trans>}
      onNew={() => setEditing({})}
      templates={templatesQuery.data?.items}
      error={templatesQuery.error}
      onRetry={() => void templatesQuery.refetch()}
      loadSubject={t`the templates`}
      loadingLabel={t`Loading templates`}
      listLabel={t`Templates`}
      empty={<Trans>No templates yet.</Trans>}
      renderRow={(template) => (
        <TemplateRow
          key={template.templateId}
          template={template}
          language={language}
          onEdit={() => setEditing({ template })}
          onRemove={() => void onRemove(template)}
          removing={remove.isPending && remove.variables === template.templateId}
        />
      )}
    >
      <TemplateEditorDialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.template ? t`Edit template` : t`New template`}>
        {editing ? <TemplateEditor template={editing.template} onDone={() => setEditing(null)} /> : null}
      </TemplateEditorDialog>
    </TemplateListSection>
  );
}

function TemplateRow({
  template,
  language,
  onEdit,
  onRemove,
  removing,
}: {
  template: FirmRequestTemplate;
  language: 'en' | 'fr';
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const labels = useCaseLabels();
  const { formatNumber } = useFormat();
  const count = template.items.length;
  const itemCount = formatNumber(count);
  return (
    <TemplateListRow
      title={template.title[language]}
      origin={template.origin}
      shipped={isRequestTemplateId(template.templateId)}
      leading={
        <Badge tone="navy" className="rounded-lg whitespace-normal">
          {labels.category(template.category)}
        </Badge>
      }
      details={
        <>
          <span>
            <Plural value={count} one={`${itemCount} item`} other={`${itemCount} items`} />
          </span>
          {template.source ? <span>{template.source}</span> : null}
        </>
      }
      onEdit={onEdit}
      onRemove={onRemove}
      removing={removing}
    />
  );
}

function TemplateEditor({ template, onDone }: { template?: FirmRequestTemplate; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useCaseLabels();
  const save = useSaveRequestTemplate();
  const form = useForm<TemplateValues, unknown, RequestTemplateBody>({ resolver: templateResolver, defaultValues: templateValues(template) });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors as typeof form.formState.errors & { ''?: { message?: string } };
  // The whole body's check (its size) has no field: zodResolver files it under ''.
  const formError = errors.items?.root?.message ?? errors.items?.message ?? errors['']?.message;

  const onSave = async (values: RequestTemplateBody) => {
    try {
      await save.mutateAsync({ templateId: template?.templateId ?? crypto.randomUUID(), body: values });
      toast.success(template ? t`Template saved` : t`Template added`);
      onDone();
    } catch (error) {
      toast.error(t`Error`, { description: refusalText(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSave)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<TemplateValues> id="template-title-en" name="title.en" label={t`Title (English)`} required maxLength={REQUEST_LIMITS.templateTitle} lang="en" />
          <TextField<TemplateValues> id="template-title-fr" name="title.fr" label={t`Title (French)`} required maxLength={REQUEST_LIMITS.templateTitle} lang="fr" />
          <SelectField<TemplateValues> id="template-category" name="category" label={t`Category`} required>
            <option value="">{t`Choose a category`}</option>
            {CASE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {labels.category(category)}
              </option>
            ))}
          </SelectField>
          <TextField<TemplateValues> id="template-source" name="source" label={t`Source`} hint={t`The checklist it follows, e.g. IMM 5488.`} maxLength={REQUEST_LIMITS.templateSource} />
        </div>

        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900">
            <Trans>Requested documents</Trans>
          </legend>
          {items.fields.map((field, index) => (
            <TemplateItemFields key={field.id} index={index} onRemove={items.fields.length > 1 ? () => items.remove(index) : undefined} />
          ))}
          {formError ? <TemplateFormError message={formError} /> : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => items.append(newItemValues())}
            disabled={items.fields.length >= REQUEST_LIMITS.itemsPerTemplate}
          >
            <PlusIcon className="h-4 w-4" />
            <Trans>Add a document</Trans>
          </Button>
        </fieldset>

        <TemplateEditorActions onCancel={onDone} submitting={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}

function TemplateItemFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useLingui();
  const { watch } = useFormContext<TemplateValues>();
  const number = index + 1;
  const title = watch(`items.${index}.title.en`) || watch(`items.${index}.title.fr`);
  const id = (name: string) => `template-item-${index}-${name}`;
  return (
    <div role="group" aria-label={t`Document ${number}`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium break-words text-slate-700">{title ? t`Document ${number}: ${title}` : t`Document ${number}`}</p>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove document ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<TemplateValues> id={id('title-en')} name={`items.${index}.title.en`} label={t`Title (English)`} required maxLength={REQUEST_LIMITS.title} lang="en" />
        <TextField<TemplateValues> id={id('title-fr')} name={`items.${index}.title.fr`} label={t`Title (French)`} required maxLength={REQUEST_LIMITS.title} lang="fr" />
        <TextareaField<TemplateValues>
          id={id('instructions-en')}
          name={`items.${index}.instructions.en`}
          label={t`Instructions (English)`}
          rows={3}
          maxLength={REQUEST_LIMITS.instructions}
          lang="en"
        />
        <TextareaField<TemplateValues>
          id={id('instructions-fr')}
          name={`items.${index}.instructions.fr`}
          label={t`Instructions (French)`}
          rows={3}
          maxLength={REQUEST_LIMITS.instructions}
          lang="fr"
        />
        <TextField<TemplateValues>
          id={id('due')}
          name={`items.${index}.dueInDays`}
          label={t`Due in days`}
          hint={t`Days after the template is applied; empty: no due date.`}
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUEST_LIMITS.dueInDays}
          step={1}
          rules={{ setValueAs: dueInDaysValue }}
        />
      </div>
      <CheckboxField<TemplateValues> id={id('translation')} name={`items.${index}.translationRequired`} label={t`Translation required`} />
    </div>
  );
}
