import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Case } from '@shared/cases/types';
import type { CaseKeyDates, StageDefinition } from '@shared/progress/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/format';
import { currentStageOf } from './case-timeline';

/** What the card saves: the case PATCH's progress fields (only those that changed). */
export interface StageChanges {
  stage?: string;
  stageNote?: string;
  expectedDate?: string;
  keyDates?: Partial<Record<keyof CaseKeyDates, string>>;
}

/** The key dates staff fill in here (the others stay as they are). */
const EDITED_KEY_DATES = ['submittedOn', 'applicationNumber', 'biometricsOn'] as const;

/**
 * Staff move a case to a stage of its category's set, with a note for the client and the date they
 * expect the next step, and fill in the key dates (submission, application number, biometrics
 * appointment). Saving calls `onSave` with the changed fields; the client is e-mailed the new stage's
 * name by the server.
 */
export function StagePickerCard({
  item,
  stages,
  onSave,
  saving,
}: {
  item: Case;
  stages: readonly StageDefinition[];
  onSave: (changes: StageChanges) => Promise<unknown>;
  saving: boolean;
}) {
  const { t } = useLingui();
  const { language } = useFormat();
  const titleId = useId();
  const ids = { stage: useId(), note: useId(), applicationNumber: useId() };
  const current = currentStageOf(item, stages) ?? '';
  const [stage, setStage] = useState(current);
  const [note, setNote] = useState('');
  const [expectedDate, setExpectedDate] = useState('');
  // The date fields holding part of a date only: nothing is saved until they are whole or empty.
  const [incomplete, setIncomplete] = useState<Record<string, boolean>>({});
  const dateChanged = (name: string, set: (value: string) => void) => (value: string, partial: boolean) => {
    set(value);
    setIncomplete((current) => ({ ...current, [name]: partial }));
  };
  const [keyDates, setKeyDates] = useState<Record<(typeof EDITED_KEY_DATES)[number], string>>({
    submittedOn: item.keyDates?.submittedOn ?? '',
    applicationNumber: item.keyDates?.applicationNumber ?? '',
    biometricsOn: item.keyDates?.biometricsOn ?? '',
  });

  const changedKeyDates = Object.fromEntries(EDITED_KEY_DATES.filter((name) => keyDates[name] !== (item.keyDates?.[name] ?? '')).map((name) => [name, keyDates[name]]));
  const changes: StageChanges = {
    ...(stage !== (item.stage ?? '') || note.trim() || expectedDate ? { stage } : {}),
    ...(note.trim() ? { stageNote: note.trim() } : {}),
    ...(expectedDate ? { expectedDate } : {}),
    ...(Object.keys(changedKeyDates).length > 0 ? { keyDates: changedKeyDates } : {}),
  };
  const hasChanges = Object.keys(changes).length > 0 && stage !== '' && !Object.values(incomplete).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasChanges) return;
    await onSave(changes);
    setNote('');
    setExpectedDate('');
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Stage and key dates</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Moving the case to another stage e-mails the client the stage's name (if their e-mail notifications are on). The note is shown on the portal only.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={ids.stage}>
                <Trans>Stage</Trans>
              </Label>
              <Select id={ids.stage} value={stage} onChange={(event) => setStage(event.target.value)}>
                {stages.map((definition) => (
                  <option key={definition.stageId} value={definition.stageId}>
                    {definition.label[language]}
                  </option>
                ))}
              </Select>
            </div>
            <DateInput legend={t`Next step expected by (optional)`} value={expectedDate} onChange={dateChanged('expectedDate', setExpectedDate)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.note}>
              <Trans>Note for the client (optional)</Trans>
            </Label>
            <Textarea id={ids.note} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} placeholder={t`e.g. Your application was sent to IRCC today.`} />
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>Key dates</Trans>
            </legend>
            <DateInput
              legend={t`Submission date`}
              value={keyDates.submittedOn}
              onChange={dateChanged('submittedOn', (value) => setKeyDates((current) => ({ ...current, submittedOn: value })))}
            />
            <div className="space-y-1.5">
              <Label htmlFor={ids.applicationNumber}>
                <Trans>Application number</Trans>
              </Label>
              <Input
                id={ids.applicationNumber}
                value={keyDates.applicationNumber}
                maxLength={64}
                onChange={(event) => setKeyDates({ ...keyDates, applicationNumber: event.target.value })}
              />
            </div>
            <DateInput
              legend={t`Biometrics appointment`}
              value={keyDates.biometricsOn}
              onChange={dateChanged('biometricsOn', (value) => setKeyDates((current) => ({ ...current, biometricsOn: value })))}
            />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={!hasChanges || saving}>
              {saving ? <Trans>Saving…</Trans> : <Trans>Save progress</Trans>}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
