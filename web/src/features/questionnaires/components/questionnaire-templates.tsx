/**
 * Settings → Templates → Questionnaire templates: the portal's starting questionnaires and the
 * firm's own. The firm edits one (a portal template edited becomes the firm's version of it), copies
 * one into a template of its own, writes one from scratch, deletes its own and restores a portal
 * template it changed. The editor: titles, sections and questions in English and French, each
 * question's type, answers, entry fields and condition; ids kept, or made from the English words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createContext, useContext, useState } from 'react';
import { FormProvider, get, useFieldArray, useForm, useFormContext, useWatch, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { FIELD_TYPES, QUESTION_TYPES, type FieldType, type QuestionType } from '@shared/questionnaires/constants';
import { QUESTIONNAIRE_LIMITS as L } from '@shared/questionnaires/limits';
import { questionnaireTemplateBody, type QuestionnaireTemplateBody } from '@shared/questionnaires/schemas';
import { isShippedQuestionnaireTemplateId } from '@shared/questionnaires/template-ids';
import type { ListedQuestionnaireTemplate } from '@shared/questionnaires/types';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { TemplateEditorActions, TemplateEditorDialog, TemplateFormError, TemplateListRow, TemplateListSection } from '@/components/templates/template-list';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ChevronDownIcon, PlusIcon } from '@/components/ui/icons';
import { isApiRequestError } from '@/lib/api-error';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { toast } from '@/lib/toast';
import { useDeleteQuestionnaireTemplate, useQuestionnaireTemplates, useSaveQuestionnaireTemplate } from '../api/questionnaires';
import { templateProblemText } from './template-problems';
import {
  YES_NO,
  conditionable,
  hasEntries,
  newField,
  newOption,
  newQuestion,
  newSection,
  templateBody,
  templateFormValues,
  templateIdFromTitle,
  type OptionValues,
  type QuestionValues,
  type TemplateFormValues,
} from './template-form';

type Values = TemplateFormValues;
type Name = FieldPath<Values>;

const TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text: msg`Short text`,
  longtext: msg`Long text`,
  date: msg`Date`,
  choice: msg`Choice`,
  yesno: msg`Yes or no`,
  country: msg`Country`,
  list: msg`List of entries`,
  history: msg`History of periods`,
};

/** The shared schema of the PUT's body checks the body the form's values make. */
const bodyResolver = zodResolver(questionnaireTemplateBody);
const resolver: Resolver<Values, unknown, QuestionnaireTemplateBody> = (values, context, options) =>
  bodyResolver(templateBody(values), context, options as never) as unknown as ReturnType<Resolver<Values, unknown, QuestionnaireTemplateBody>>;

/** What the editor is open on: a template to change (its id kept), one to copy (a new id), or a new one. */
type Editing = { mode: 'edit' | 'copy'; template: ListedQuestionnaireTemplate } | { mode: 'new' } | null;

const languageOf = (locale: string): 'en' | 'fr' => (locale === 'fr' ? 'fr' : 'en');

export function QuestionnaireTemplates() {
  const { i18n, t } = useLingui();
  const templatesQuery = useQuestionnaireTemplates();
  const remove = useDeleteQuestionnaireTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const language = languageOf(i18n.locale);
  const templates = templatesQuery.data;

  const onRemove = async (template: ListedQuestionnaireTemplate) => {
    const shipped = isShippedQuestionnaireTemplateId(template.templateId);
    const title = template.titles[language];
    const question = shipped
      ? t`Restore the portal's version of the questionnaire “${title}”? The firm's changes to it are lost; questionnaires already sent keep their questions.`
      : t`Delete the questionnaire template “${title}”? Questionnaires already sent keep their questions.`;
    if (!window.confirm(question)) return;
    try {
      await remove.mutateAsync(template.templateId);
      toast.success(shipped ? t`Questionnaire template restored` : t`Questionnaire template deleted`);
    } catch (error) {
      toast.error(t`Error`, { description: refusalMessage(error) ?? t`Please try again.` });
    }
  };

  return (
    <TemplateListSection
      headingId="questionnaire-templates-heading"
      heading={<Trans>Questionnaire templates</Trans>}
      description={
        <Trans>The questionnaires sent to clients, in English and French. Editing a portal template saves the firm's version of it; questionnaires already sent keep their questions.</Trans>
      }
      newLabel={<Trans>New questionnaire template</Trans>}
      onNew={() => setEditing({ mode: 'new' })}
      templates={templates}
      error={templatesQuery.error}
      onRetry={() => void templatesQuery.refetch()}
      loadSubject={t`the questionnaire templates`}
      loadingLabel={t`Loading questionnaire templates`}
      listLabel={t`Questionnaire templates`}
      renderRow={(template) => (
        <TemplateRow
          key={template.templateId}
          template={template}
          language={language}
          onEdit={() => setEditing({ mode: 'edit', template })}
          onCopy={() => setEditing({ mode: 'copy', template })}
          onRemove={() => void onRemove(template)}
          removing={remove.isPending && remove.variables === template.templateId}
        />
      )}
    >
      <TemplateEditorDialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? t`Edit questionnaire template` : editing?.mode === 'copy' ? t`Copy questionnaire template` : t`New questionnaire template`}>
        {editing ? <TemplateEditor editing={editing} takenIds={(templates ?? []).map((template) => template.templateId)} onDone={() => setEditing(null)} /> : null}
      </TemplateEditorDialog>
    </TemplateListSection>
  );
}

function TemplateRow({
  template,
  language,
  onEdit,
  onCopy,
  onRemove,
  removing,
}: {
  template: ListedQuestionnaireTemplate;
  language: 'en' | 'fr';
  onEdit: () => void;
  onCopy: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const title = template.titles[language];
  const count = template.sections.reduce((sum, section) => sum + section.questions.length, 0);
  const shown = formatNumber(count);
  return (
    <TemplateListRow
      title={title}
      origin={template.origin}
      shipped={isShippedQuestionnaireTemplateId(template.templateId)}
      details={
        <span>
          <Plural value={count} one={`${shown} question`} other={`${shown} questions`} />
        </span>
      }
      onEdit={onEdit}
      actions={
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={t`Copy ${title}`}>
          <Trans>Copy</Trans>
        </Button>
      }
      onRemove={onRemove}
      removing={removing}
    />
  );
}

/** The questions whose details are shown (a closed one renders no fields, so a long template stays light). */
const OpenQuestions = createContext<{ isOpen: (key: string) => boolean; setOpen: (key: string, open: boolean) => void }>({ isOpen: () => true, setOpen: () => undefined });

/** The keys of the questions with a message of the check, to open them. */
function questionsWithErrors(values: Values, errors: FieldErrors<Values>): string[] {
  return values.sections.flatMap((section, s) => section.questions.filter((_question, q) => get(errors, `sections.${s}.questions.${q}`) !== undefined).map((question) => question.key));
}

/** A copy's titles say it is one, in each language. */
const copyTitles = (titles: { en: string; fr: string }) => ({
  en: `${titles.en} (copy)`.slice(0, L.label),
  // The copy's French title: the template's own text, not the reader's.
  fr: `${titles.fr} (copie)`.slice(0, L.label),
});

function TemplateEditor({ editing, takenIds, onDone }: { editing: Exclude<Editing, null>; takenIds: string[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveQuestionnaireTemplate();
  const [defaults] = useState(() => {
    if (editing.mode === 'new') return templateFormValues();
    const values = templateFormValues(editing.template);
    return editing.mode === 'copy' ? { ...values, titles: copyTitles(values.titles) } : values;
  });
  const form = useForm<Values, unknown, QuestionnaireTemplateBody>({ resolver, defaultValues: defaults });
  const sections = useFieldArray({ control: form.control, name: 'sections', keyName: 'fieldKey' });
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(editing.mode === 'new' ? defaults.sections.flatMap((section) => section.questions.map((question) => question.key)) : []));
  const [refused, setRefused] = useState<string>();
  const open = {
    isOpen: (key: string) => openKeys.has(key),
    setOpen: (key: string, value: boolean) =>
      setOpenKeys((keys) => {
        const next = new Set(keys);
        if (value) next.add(key);
        else next.delete(key);
        return next;
      }),
  };

  const refusalText = (error: unknown) => {
    if (isApiRequestError(error) && error.code === 'questionnaire-template-invalid' && error.values.problem) {
      const problem = templateProblemText(i18n, error.values.problem);
      return t`The template is not valid: ${problem}`;
    }
    return refusalMessage(error) ?? t`Please try again.`;
  };

  const onSave = async (body: QuestionnaireTemplateBody) => {
    setRefused(undefined);
    const templateId = editing.mode === 'edit' ? editing.template.templateId : templateIdFromTitle(body.titles.en, takenIds);
    try {
      await save.mutateAsync({ templateId, body });
      toast.success(editing.mode === 'edit' ? t`Questionnaire template saved` : t`Questionnaire template added`);
      onDone();
    } catch (error) {
      const text = refusalText(error);
      setRefused(text);
      toast.error(t`The questionnaire template was not saved`, { description: text });
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const keys = questionsWithErrors(form.getValues(), errors);
    setOpenKeys((current) => new Set([...current, ...keys]));
  };

  const rootError = (form.formState.errors.sections as { message?: string; root?: { message?: string } } | undefined);
  const sectionsError = rootError?.message ?? rootError?.root?.message;

  return (
    <FormProvider {...form}>
      <OpenQuestions.Provider value={open}>
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSave, onInvalid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<Values> id="qt-title-en" name="titles.en" label={t`Title (English)`} required maxLength={L.label} lang="en" />
            <TextField<Values> id="qt-title-fr" name="titles.fr" label={t`Title (French)`} required maxLength={L.label} lang="fr" />
            <TextareaField<Values> id="qt-description-en" name="description.en" label={t`Description (English)`} rows={2} maxLength={L.help} lang="en" />
            <TextareaField<Values> id="qt-description-fr" name="description.fr" label={t`Description (French)`} rows={2} maxLength={L.help} lang="fr" />
          </div>

          {sections.fields.map((section, index) => (
            <SectionEditor
              key={section.fieldKey}
              index={index}
              count={sections.fields.length}
              onMove={(to) => sections.move(index, to)}
              onRemove={() => sections.remove(index)}
            />
          ))}
          {sectionsError ? <TemplateFormError message={sectionsError} /> : null}
          <Button variant="outline" size="sm" onClick={() => sections.append(newSection())} disabled={sections.fields.length >= L.sections}>
            <PlusIcon className="h-4 w-4" />
            <Trans>Add a section</Trans>
          </Button>

          {refused ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {refused}
            </p>
          ) : null}
          <TemplateEditorActions onCancel={onDone} submitting={form.formState.isSubmitting} />
        </form>
      </OpenQuestions.Provider>
    </FormProvider>
  );
}

/** Up, down and remove buttons of a row, named after it. */
function RowActions({ name, index, count, onMove, onRemove, canRemove = true }: { name: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void; canRemove?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={t`Move ${name} up`}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={t`Move ${name} down`}>
        <span aria-hidden="true">↓</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onRemove} disabled={!canRemove} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </Button>
    </div>
  );
}

function SectionEditor({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const { control, formState } = useFormContext<Values>();
  const prefix = `sections.${index}` as const;
  const questions = useFieldArray({ control, name: `${prefix}.questions`, keyName: 'fieldKey' });
  const titles = useWatch({ control, name: `${prefix}.titles` });
  const number = index + 1;
  const title = titles[languageOf(i18n.locale)] || titles.en || titles.fr;
  const name = t`section ${number}`;
  const questionsError = get(formState.errors, `${prefix}.questions`) as { message?: string; root?: { message?: string } } | undefined;
  const questionsMessage = questionsError?.message ?? questionsError?.root?.message;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold break-words text-slate-900">{title ? t`Section ${number}: ${title}` : t`Section ${number}`}</legend>
      <RowActions name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} canRemove={count > 1} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values> id={`qt-${index}-title-en`} name={`${prefix}.titles.en`} label={t`Section title (English)`} required maxLength={L.label} lang="en" />
        <TextField<Values> id={`qt-${index}-title-fr`} name={`${prefix}.titles.fr`} label={t`Section title (French)`} required maxLength={L.label} lang="fr" />
      </div>
      <ol className="space-y-2">
        {questions.fields.map((question, at) => (
          <li key={question.fieldKey}>
            <QuestionEditor
              section={index}
              index={at}
              count={questions.fields.length}
              onMove={(to) => questions.move(at, to)}
              onRemove={() => questions.remove(at)}
            />
          </li>
        ))}
      </ol>
      {questionsMessage ? <TemplateFormError message={questionsMessage} /> : null}
      <AddQuestionButton sectionNumber={number} disabled={questions.fields.length >= L.questionsPerSection} onAdd={(added) => questions.append(added)} />
    </fieldset>
  );
}

function AddQuestionButton({ sectionNumber, disabled, onAdd }: { sectionNumber: number; disabled: boolean; onAdd: (question: QuestionValues) => void }) {
  const { t } = useLingui();
  const open = useContext(OpenQuestions);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      aria-label={t`Add a question to section ${sectionNumber}`}
      onClick={() => {
        const question = newQuestion();
        open.setOpen(question.key, true);
        onAdd(question);
      }}
    >
      <PlusIcon className="h-4 w-4" />
      <Trans>Add a question</Trans>
    </Button>
  );
}

function QuestionEditor({ section, index, count, onMove, onRemove }: { section: number; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<Values>();
  const open = useContext(OpenQuestions);
  const prefix = `sections.${section}.questions.${index}` as const;
  const question = useWatch({ control, name: prefix });
  const isOpen = open.isOpen(question.key);
  const number = index + 1;
  const label = question.labels[languageOf(i18n.locale)] || question.labels.en || question.labels.fr;
  const type = i18n._(TYPE_LABELS[question.type]);
  const panelId = `qt-${section}-${index}-panel`;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50/50">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => open.setOpen(question.key, !isOpen)}
        className="flex w-full cursor-pointer items-start justify-between gap-2 p-3 text-left text-sm"
      >
        <span className="min-w-0 break-words text-slate-900">
          {label ? t`Question ${number}: ${label}` : t`Question ${number}`}
          {question.required ? <span className="text-slate-500"> *</span> : null}
        </span>
        <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
          {type}
          <ChevronDownIcon className={isOpen ? 'h-4 w-4 rotate-180' : 'h-4 w-4'} />
        </span>
      </button>
      {isOpen ? (
        <div id={panelId} role="group" aria-label={t`Question ${number}`} className="space-y-4 border-t border-slate-200 p-3">
          <RowActions name={t`question ${number}`} index={index} count={count} onMove={onMove} onRemove={onRemove} canRemove={count > 1} />
          <ItemFields prefix={prefix} idPrefix={`qt-${section}-${index}`} types={QUESTION_TYPES} type={question.type} />
          {hasEntries(question.type) ? <EntryFields prefix={prefix} idPrefix={`qt-${section}-${index}`} /> : null}
          <ConditionEditor section={section} index={index} />
        </div>
      ) : null}
    </div>
  );
}

/** What a question and an entry's field share: labels, type, required, help, details, options. */
function ItemFields({ prefix, idPrefix, types, type }: { prefix: string; idPrefix: string; types: readonly (QuestionType | FieldType)[]; type: QuestionType | FieldType }) {
  const { t, i18n } = useLingui();
  const { getValues, setValue } = useFormContext<Values>();
  const name = (suffix: string) => `${prefix}.${suffix}` as Name;
  const onType = (next: string) => {
    // A choice starts with one answer, a list or a history with one field: each needs one to be saved.
    if (next === 'choice' && (getValues(name('options')) as unknown as OptionValues[]).length === 0) setValue(name('options'), [newOption()] as never);
    if ((next === 'list' || next === 'history') && (getValues(name('fields')) as unknown as unknown[] | undefined)?.length === 0) setValue(name('fields'), [newField()] as never);
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values> id={`${idPrefix}-label-en`} name={name('labels.en')} label={t`Label (English)`} required maxLength={L.label} lang="en" />
        <TextField<Values> id={`${idPrefix}-label-fr`} name={name('labels.fr')} label={t`Label (French)`} required maxLength={L.label} lang="fr" />
        <SelectField<Values> id={`${idPrefix}-type`} name={name('type')} label={t`Type of answer`} rules={{ onChange: (event: { target: { value: string } }) => onType(event.target.value) }}>
          {types.map((option) => (
            <option key={option} value={option}>
              {i18n._(TYPE_LABELS[option])}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end pb-2">
          <CheckboxField<Values> id={`${idPrefix}-required`} name={name('required')} label={t`Required`} />
        </div>
        <TextareaField<Values> id={`${idPrefix}-help-en`} name={name('help.en')} label={t`Help (English)`} rows={2} maxLength={L.help} lang="en" />
        <TextareaField<Values> id={`${idPrefix}-help-fr`} name={name('help.fr')} label={t`Help (French)`} rows={2} maxLength={L.help} lang="fr" />
        {type === 'yesno' ? (
          <>
            <TextField<Values> id={`${idPrefix}-details-en`} name={name('details.en')} label={t`Details asked on yes (English)`} maxLength={L.label} lang="en" />
            <TextField<Values> id={`${idPrefix}-details-fr`} name={name('details.fr')} label={t`Details asked on yes (French)`} maxLength={L.label} lang="fr" />
          </>
        ) : null}
      </div>
      {type === 'choice' ? <OptionsEditor prefix={prefix} idPrefix={idPrefix} /> : null}
    </>
  );
}

function OptionsEditor({ prefix, idPrefix }: { prefix: string; idPrefix: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<Values>();
  const options = useFieldArray({ control, name: `${prefix}.options` as 'sections.0.questions.0.options', keyName: 'fieldKey' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Answers offered</Trans>
      </legend>
      {options.fields.map((option, index) => {
        const number = index + 1;
        return (
          <div key={option.fieldKey} role="group" aria-label={t`Answer ${number}`} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField<Values> id={`${idPrefix}-option-${index}-en`} name={`${prefix}.options.${index}.labels.en` as Name} label={t`Answer ${number} (English)`} required maxLength={L.label} lang="en" />
            <TextField<Values> id={`${idPrefix}-option-${index}-fr`} name={`${prefix}.options.${index}.labels.fr` as Name} label={t`Answer ${number} (French)`} required maxLength={L.label} lang="fr" />
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => options.remove(index)} disabled={options.fields.length <= 1} aria-label={t`Remove answer ${number}`}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => options.append(newOption())} disabled={options.fields.length >= L.options}>
        <PlusIcon className="h-4 w-4" />
        <Trans>Add an answer</Trans>
      </Button>
    </fieldset>
  );
}

/** A list's or a history's entry fields, each edited as a question is (one level down). */
function EntryFields({ prefix, idPrefix }: { prefix: string; idPrefix: string }) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<Values>();
  const fields = useFieldArray({ control, name: `${prefix}.fields` as 'sections.0.questions.0.fields', keyName: 'fieldKey' });
  const values = useWatch({ control, name: `${prefix}.fields` as 'sections.0.questions.0.fields' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Fields of each entry</Trans>
      </legend>
      {fields.fields.map((field, index) => {
        const number = index + 1;
        const value = values[index];
        const label = value ? value.labels[languageOf(i18n.locale)] || value.labels.en : '';
        return (
          <div key={field.fieldKey} role="group" aria-label={t`Field ${number}`} className="space-y-3 rounded-md border border-slate-200 bg-white p-3">
            <p className="text-sm font-medium break-words text-slate-700">{label ? t`Field ${number}: ${label}` : t`Field ${number}`}</p>
            <RowActions name={t`field ${number}`} index={index} count={fields.fields.length} onMove={(to) => fields.move(index, to)} onRemove={() => fields.remove(index)} canRemove={fields.fields.length > 1} />
            <ItemFields prefix={`${prefix}.fields.${index}`} idPrefix={`${idPrefix}-field-${index}`} types={FIELD_TYPES} type={value?.type ?? 'text'} />
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => fields.append(newField())} disabled={fields.fields.length >= L.fieldsPerQuestion}>
        <PlusIcon className="h-4 w-4" />
        <Trans>Add a field</Trans>
      </Button>
    </fieldset>
  );
}

/** "Show only when": an earlier yes/no or choice question, and which of its answers show this one. */
function ConditionEditor({ section, index }: { section: number; index: number }) {
  const { t, i18n } = useLingui();
  const { control, setValue, formState } = useFormContext<Values>();
  const sections = useWatch({ control, name: 'sections' });
  const prefix = `sections.${section}.questions.${index}` as const;
  const condition = useWatch({ control, name: `${prefix}.condition` });
  const language = languageOf(i18n.locale);
  const earlier = sections.flatMap((current, s) => (s > section ? [] : current.questions.filter((_question, q) => s < section || q < index))).filter((question) => conditionable(question.type));
  const source = earlier.find((question) => question.key === condition.questionKey);
  const answers: { key: string; label: string }[] = source
    ? source.type === 'yesno'
      ? YES_NO.map((answer) => ({ key: answer, label: answer === 'yes' ? t`Yes` : t`No` }))
      : source.options.map((option) => ({ key: option.key, label: option.labels[language] || option.labels.en || option.value }))
    : [];
  const error = (get(formState.errors, `${prefix}.showIf.equals`) as { message?: string } | undefined)?.message;
  const selectId = `qt-${section}-${index}-condition`;
  const toggle = (key: string, checked: boolean) =>
    setValue(`${prefix}.condition.equals`, checked ? [...condition.equals, key] : condition.equals.filter((other) => other !== key), { shouldDirty: true });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Condition</Trans>
      </legend>
      <div className="space-y-1">
        <label htmlFor={selectId} className="text-sm text-slate-700">
          <Trans>Show this question only when</Trans>
        </label>
        <Select
          id={selectId}
          value={source ? condition.questionKey : ''}
          onChange={(event) => setValue(`${prefix}.condition`, { questionKey: event.target.value, equals: [] }, { shouldDirty: true })}
        >
          <option value="">{t`Always shown`}</option>
          {earlier.map((question) => (
            <option key={question.key} value={question.key}>
              {question.labels[language] || question.labels.en || t`Untitled question`}
            </option>
          ))}
        </Select>
      </div>
      {source ? (
        <div role="group" aria-label={t`Answers that show this question`} className="space-y-2">
          <p className="text-sm text-slate-700">
            <Trans>…is answered:</Trans>
          </p>
          {answers.map((answer) => {
            const id = `${selectId}-${answer.key}`;
            return (
              <div key={answer.key} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  checked={condition.equals.includes(answer.key)}
                  onChange={(event) => toggle(answer.key, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 accent-brand-800"
                />
                <label htmlFor={id} className="text-sm break-words text-slate-800">
                  {answer.label}
                </label>
              </div>
            );
          })}
          {error ? <TemplateFormError message={error} /> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

