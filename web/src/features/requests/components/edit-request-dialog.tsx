import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { REQUEST_LIMITS } from '@shared/requests/limits';
import { editRequestBody, type EditRequestBody } from '@shared/requests/schemas';
import type { DocumentRequest } from '@shared/requests/types';
import { DateField, TextField, TextareaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { refusalMessage } from '@/lib/refusal-messages';
import { useEditCaseRequest } from '../api/edit-case-request';
import { textsOf } from './request-labels';
import { schemaResolver } from './schema-resolver';

interface EditValues {
  titleEn: string;
  titleFr: string;
  instructions: string;
  dueDate: string;
}

/** The form's starting values: an item stored before titles were kept per language has its one title in the reader's field. */
const valuesOf = (request: DocumentRequest, language: Language): EditValues => {
  const untitled = !request.titles.en && !request.titles.fr;
  return {
    titleEn: request.titles.en ?? (untitled && language === 'en' ? request.title : ''),
    titleFr: request.titles.fr ?? (untitled && language === 'fr' ? request.title : ''),
    instructions: request.instructions,
    dueDate: request.dueDate ?? '',
  };
};

/**
 * The form's values as the PATCH body, only what differs from the item (`""` removes a title or the
 * due date), checked with its schema (editRequestBody): a title must remain in one language.
 */
const resolverFor = (request: DocumentRequest, language: Language) => {
  // Compared with what the item answers as stored: a title only shown in the reader's field is sent as new.
  const before = { ...valuesOf(request, language), ...(request.titles.en || request.titles.fr ? {} : { titleEn: '', titleFr: '' }) };
  return schemaResolver<EditValues, EditRequestBody>(
    editRequestBody,
    (values) => {
      const after = { titleEn: values.titleEn.trim(), titleFr: values.titleFr.trim(), instructions: values.instructions.trim(), dueDate: values.dueDate.trim() };
      return {
        ...(after.titleEn !== before.titleEn || after.titleFr !== before.titleFr ? { titles: { en: after.titleEn, fr: after.titleFr } } : {}),
        ...(after.instructions !== before.instructions ? { instructions: after.instructions } : {}),
        ...(after.dueDate !== before.dueDate ? { dueDate: after.dueDate } : {}),
      };
    },
    ([field, inner]) => (field === 'titles' ? (inner === 'fr' ? 'titleFr' : 'titleEn') : field === 'instructions' || field === 'dueDate' ? field : 'titleEn'),
  );
};

/** Edit: the item's title in English and French (either or both), its instructions and due date. */
export function EditRequestDialog({ caseId, request, onClose }: { caseId: string; request: DocumentRequest | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const title = request ? textsOf(request, language).title : '';
  return (
    <Dialog open={request !== undefined} onClose={onClose} title={t`Edit ${title}`} description={t`The client sees the change in their checklist.`}>
      {request ? <EditForm caseId={caseId} request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ caseId, request, onClose }: { caseId: string; request: DocumentRequest; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const edit = useEditCaseRequest(caseId);
  const form = useForm<EditValues, unknown, EditRequestBody>({ resolver: resolverFor(request, language), defaultValues: valuesOf(request, language) });
  const id = useId();

  const save = form.handleSubmit(async (body) => {
    try {
      const { Item } = await edit.mutateAsync({ requestId: request.requestId, body });
      const title = textsOf(Item, language).title;
      toast.success(t`${title} saved`);
      onClose();
    } catch (error) {
      toast.error(t`Could not save the document request`, { description: refusalMessage(error) });
    }
  });

  // The reader's language first: the title they are most likely to type.
  const titleFields = [
    <TextField<EditValues>
      key="en"
      id={`${id}-title-en`}
      name="titleEn"
      label={t`Title (English)`}
      maxLength={REQUEST_LIMITS.title}
      autoComplete="off"
      lang="en"
    />,
    <TextField<EditValues>
      key="fr"
      id={`${id}-title-fr`}
      name="titleFr"
      label={t`Title (French)`}
      maxLength={REQUEST_LIMITS.title}
      autoComplete="off"
      lang="fr"
    />,
  ];

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="text-sm text-slate-600">
            <Trans>A title in one language is shown to everyone; in both, each reader sees theirs.</Trans>
          </legend>
          {language === 'fr' ? [...titleFields].reverse() : titleFields}
        </fieldset>
        <TextareaField<EditValues>
          id={`${id}-instructions`}
          name="instructions"
          label={t`Instructions (optional)`}
          hint={t`What the document must show, and how.`}
          rows={3}
          maxLength={REQUEST_LIMITS.instructions}
        />
        <DateField<EditValues> name="dueDate" legend={t`Due date (optional)`} hint={t`Leave it empty for no due date.`} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
