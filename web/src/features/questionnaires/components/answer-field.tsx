/**
 * One answer's input, by its question's type: text, long text, date, choice, yes/no (with its
 * details when "yes"), country (named in the reader's language by the browser), and the entries of a
 * list or a history (a history's periods from a month to a month or "present", each a named month and a year).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { COUNTRY_CODES } from '@shared/questionnaires/countries';
import { PRESENT } from '@shared/questionnaires/gaps';
import type { AnswerValue, Bilingual, EntryValue, FieldValue, Question, QuestionField, YesNoAnswer } from '@shared/questionnaires/types';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { Language } from '@/lib/i18n';
import { MonthInput } from './month-input';

export const labelIn = (labels: Bilingual, language: Language) => labels[language];

type Asked = Pick<Question | QuestionField, 'type' | 'options' | 'details' | 'labels'>;

function CountrySelect({ value, onChange, label, language }: { value: string; onChange: (value: string) => void; label: string; language: Language }) {
  const { t } = useLingui();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  return (
    <Select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t`Choose a country`}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </Select>
  );
}

/** A value of one of the one-value types. */
export function FieldInput({ asked, value, onChange, language, disabled }: { asked: Asked; value: FieldValue | undefined; onChange: (value: FieldValue) => void; language: Language; disabled?: boolean }) {
  const { t } = useLingui();
  const label = labelIn(asked.labels, language);
  const text = typeof value === 'string' ? value : '';
  switch (asked.type) {
    case 'longtext':
      return <Textarea aria-label={label} value={text} disabled={disabled} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
      return <DateInput legend={label} value={text} onChange={(day, incomplete) => (incomplete ? undefined : onChange(day))} />;
    case 'choice':
      return (
        <Select aria-label={label} value={text} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t`Choose an answer`}</option>
          {(asked.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {labelIn(option.labels, language)}
            </option>
          ))}
        </Select>
      );
    case 'country':
      return <CountrySelect value={text} onChange={onChange} label={label} language={language} />;
    case 'yesno': {
      const yesNo = typeof value === 'object' ? value : undefined;
      const set = (next: YesNoAnswer) => onChange(next.details ? next : { answer: next.answer });
      return (
        <div className="space-y-2">
          <div role="radiogroup" aria-label={label} className="flex gap-4">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="flex items-center gap-2">
                <input type="radio" disabled={disabled} checked={yesNo?.answer === answer} onChange={() => set({ answer, ...(yesNo?.details ? { details: yesNo.details } : {}) })} />
                {answer === 'yes' ? t`Yes` : t`No`}
              </label>
            ))}
          </div>
          {asked.details && yesNo?.answer === 'yes' ? (
            <Textarea
              aria-label={labelIn(asked.details, language)}
              placeholder={labelIn(asked.details, language)}
              value={yesNo.details ?? ''}
              disabled={disabled}
              onChange={(event) => set({ answer: 'yes', details: event.target.value })}
            />
          ) : null}
        </div>
      );
    }
    default:
      return <Input aria-label={label} value={text} disabled={disabled} onChange={(event) => onChange(event.target.value)} />;
  }
}

/** The entries of a list or a history, each with its fields; a history's with its period. */
function EntriesInput({ question, value, onChange, language, disabled }: { question: Question; value: EntryValue[]; onChange: (value: EntryValue[]) => void; language: Language; disabled?: boolean }) {
  const { t } = useLingui();
  const change = (index: number, entry: EntryValue) => onChange(value.map((one, at) => (at === index ? entry : one)));
  return (
    <div className="space-y-3">
      {value.map((entry, index) => (
        <fieldset key={index} className="space-y-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t`Entry ${index + 1}`}</legend>
          {question.type === 'history' ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <MonthInput legend={t`From`} value={String(entry.from ?? '')} language={language} disabled={disabled} onChange={(month) => change(index, { ...entry, from: month })} />
              <MonthInput
                legend={t({ message: 'To', context: 'end of a period' })}
                value={entry.to === PRESENT ? '' : String(entry.to ?? '')}
                language={language}
                disabled={disabled || entry.to === PRESENT}
                onChange={(month) => change(index, { ...entry, to: month })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={entry.to === PRESENT} disabled={disabled} onChange={(event) => change(index, { ...entry, to: event.target.checked ? PRESENT : '' })} />
                {t`Still going on`}
              </label>
            </div>
          ) : null}
          {(question.fields ?? []).map((field) => (
            <div key={field.fieldId} className="space-y-1">
              <span className="text-sm">{labelIn(field.labels, language)}</span>
              <FieldInput asked={field} value={entry[field.fieldId]} language={language} disabled={disabled} onChange={(next) => change(index, { ...entry, [field.fieldId]: next })} />
            </div>
          ))}
          {disabled ? null : (
            <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((_, at) => at !== index))}>
              {t`Remove this entry`}
            </Button>
          )}
        </fieldset>
      ))}
      {disabled ? null : (
        <Button variant="outline" size="sm" onClick={() => onChange([...value, {}])}>
          {question.type === 'history' ? t`Add a period` : t`Add an entry`}
        </Button>
      )}
    </div>
  );
}

export function AnswerField({ question, value, onChange, language, disabled }: { question: Question; value: AnswerValue | undefined; onChange: (value: AnswerValue) => void; language: Language; disabled?: boolean }) {
  if (question.type === 'list' || question.type === 'history') {
    return <EntriesInput question={question} value={Array.isArray(value) ? value : []} onChange={onChange} language={language} disabled={disabled} />;
  }
  return <FieldInput asked={question} value={Array.isArray(value) ? undefined : value} onChange={onChange} language={language} disabled={disabled} />;
}
