import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CONCERN_KINDS, type ConcernKind } from '@shared/requests/constants';
import { REQUEST_LIMITS } from '@shared/requests/limits';
import { requestItemField, type RequestItemInput } from '@shared/requests/schemas';
import { CheckboxField, DateField, SelectField, TextField, TextareaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useAddCaseRequests } from '../api/add-case-requests';
import { CONCERN_LABELS } from './request-labels';
import { present, schemaResolver } from './schema-resolver';

interface AddRequestValues {
  titleEn: string;
  titleFr: string;
  instructions: string;
  dueDate: string;
  concernsKind: ConcernKind;
  concernsName: string;
  translationRequired: boolean;
}

const DEFAULTS: AddRequestValues = { titleEn: '', titleFr: '', instructions: '', dueDate: '', concernsKind: 'client', concernsName: '', translationRequired: false };

/** The titles given (one or both languages). */
function titlesOf(values: AddRequestValues): { en?: string; fr?: string } {
  const en = present(values.titleEn);
  const fr = present(values.titleFr);
  return { ...(en ? { en } : {}), ...(fr ? { fr } : {}) };
}

/** The form's values as one item of POST …/requests, checked with its schema (requestItemField); a missing title is the reader's title field's to mend. */
const resolverFor = (readerTitle: 'titleEn' | 'titleFr') => schemaResolver<AddRequestValues, RequestItemInput>(
  requestItemField,
  (values) => ({
    titles: titlesOf(values),
    instructions: present(values.instructions),
    dueDate: present(values.dueDate),
    concerns: { kind: values.concernsKind, name: present(values.concernsName) },
    translationRequired: values.translationRequired,
  }),
  // Whom it concerns: a message of the object (an `other` without a name) is the name's to mend; the item's own (no title), the title's.
  ([field, inner]) =>
    field === 'concerns' ? (inner === 'kind' ? 'concernsKind' : 'concernsName') : field === 'titles' ? (inner === 'fr' ? 'titleFr' : 'titleEn') : field === undefined ? readerTitle : String(field),
);

/** Add request: one document the firm asks the case's client for. */
export function AddRequestDialog({ caseId, open, onClose }: { caseId: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Request a document`} description={t`The client sees it in their checklist and can upload it there.`}>
      <AddRequestForm caseId={caseId} onClose={onClose} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so it starts empty every time. */
function AddRequestForm({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const add = useAddCaseRequests(caseId);
  const readerTitle = language === 'fr' ? 'titleFr' : 'titleEn';
  const form = useForm<AddRequestValues, unknown, RequestItemInput>({ resolver: resolverFor(readerTitle), defaultValues: DEFAULTS });
  const kind = useWatch({ control: form.control, name: 'concernsKind' });
  const id = useId();

  const save = form.handleSubmit(async (item) => {
    try {
      await add.mutateAsync({ items: [item] });
      toast.success(t`Document requested`);
      onClose();
    } catch (error) {
      toast.error(t`Could not add the request`, { description: refusalMessage(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="text-sm text-slate-600">
            <Trans>A title in one language is shown to everyone; in both, each reader sees theirs.</Trans>
          </legend>
          {(language === 'fr' ? ['titleFr', 'titleEn'] as const : ['titleEn', 'titleFr'] as const).map((name) => (
            <TextField<AddRequestValues>
              key={name}
              id={`${id}-${name}`}
              name={name}
              label={name === 'titleEn' ? t`Title (English)` : t`Title (French)`}
              required={name === readerTitle}
              maxLength={REQUEST_LIMITS.title}
              autoComplete="off"
              lang={name === 'titleEn' ? 'en' : 'fr'}
            />
          ))}
        </fieldset>
        <TextareaField<AddRequestValues>
          id={`${id}-instructions`}
          name="instructions"
          label={t`Instructions (optional)`}
          hint={t`What the document must show, and how.`}
          rows={3}
          maxLength={REQUEST_LIMITS.instructions}
        />
        <DateField<AddRequestValues> name="dueDate" legend={t`Due date (optional)`} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<AddRequestValues> id={`${id}-concerns`} name="concernsKind" label={t`Concerns`} rules={{ deps: ['concernsName'] }}>
            {CONCERN_KINDS.map((concern) => (
              <option key={concern} value={concern}>
                {i18n._(CONCERN_LABELS[concern])}
              </option>
            ))}
          </SelectField>
          <TextField<AddRequestValues>
            id={`${id}-concerns-name`}
            name="concernsName"
            label={kind === 'other' ? t`Their name` : t`Their name (optional)`}
            required={kind === 'other'}
            maxLength={REQUEST_LIMITS.concernName}
            autoComplete="off"
          />
        </div>
        <CheckboxField<AddRequestValues>
          id={`${id}-translation`}
          name="translationRequired"
          label={t`Translation required`}
          hint={t`A certified translation must come with a document not in English or French.`}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={add.isPending}>
            <Trans>Add request</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
