/**
 * A date field in the reader's language: day, month (named) and year, in the order the language
 * writes them (« 1er déc. 2026 », "Dec 1, 2026"). A browser's `<input type="date">` shows its own
 * language's format (mm/dd/yyyy in an English Chromium, whatever the page's `lang`), which a French
 * page cannot change; the month by its name reads the same in both and is never day-for-month.
 *
 * The value is a `YYYY-MM-DD` day, or '' while the field is empty; `onChange` also says when the
 * field holds part of a date only (the caller keeps it from being saved), which the field shows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useFormat } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { validationMessage } from '@/lib/validation-messages';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Select } from './select';

interface Parts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: Parts = { day: '', month: '', year: '' };

function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) } : EMPTY;
}

/** The day the parts name (`YYYY-MM-DD`), or undefined when they name none (31 February, a year of 2 digits). */
export function dayOfParts({ day, month, year }: Parts): string | undefined {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

interface PartFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A date's month, by its name in the reader's language (a month field of its own: history periods). */
export function MonthField({ id, value, onChange, invalid, describedBy, language }: PartFieldProps & { language: Language }) {
  const monthNames = Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(2026, index, 15)).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' }),
  );
  return (
    <div className="min-w-[7.5rem] flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs text-slate-600">
        <Trans>Month</Trans>
      </label>
      <Select id={id} value={value} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        <option value="">—</option>
        {monthNames.map((name, index) => (
          <option key={name} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A date's year: four digits, nothing else typed. */
export function YearField({ id, value, onChange, invalid, describedBy }: PartFieldProps) {
  return (
    <div className="w-[4.5rem] space-y-1">
      <label htmlFor={id} className="block text-xs text-slate-600">
        <Trans>Year</Trans>
      </label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

const isEmpty = (parts: Parts) => !parts.day.trim() && !parts.month && !parts.year.trim();

export function DateInput({
  legend,
  value,
  onChange,
  hint,
  error,
  className,
}: {
  legend: string;
  value: string;
  /** The day chosen ('' when empty or incomplete), and whether the field holds part of a date only. */
  onChange: (value: string, incomplete: boolean) => void;
  hint?: string;
  /** A message about the date chosen (a form's check, e.g. a shared schema's words), shown unless the field is incomplete. */
  error?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const ids = { day: useId(), month: useId(), year: useId(), hint: useId(), problem: useId() };
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset after saving) replaces what is typed; the field's own changes come back as `value` unchanged.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setParts(partsOf(value));
  }
  const day = dayOfParts(parts);
  const incomplete = !isEmpty(parts) && day === undefined;

  const change = (changed: Partial<Parts>) => {
    const next = { ...parts, ...changed };
    setParts(next);
    const chosen = dayOfParts(next) ?? '';
    setKnown(chosen);
    onChange(chosen, !isEmpty(next) && chosen === '');
  };

  // Part of a date is the first thing to mend: the form's message about the value waits until it is whole.
  const problem = incomplete ? t`Enter a whole date: day, month and year (four digits).` : error ? validationMessage(i18n, error) : undefined;
  const describedBy = [hint ? ids.hint : undefined, problem ? ids.problem : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = problem !== undefined || undefined;

  const dayField = (
    <div key="day" className="w-14 space-y-1">
      <label htmlFor={ids.day} className="block text-xs text-slate-600">
        <Trans>Day</Trans>
      </label>
      <Input
        id={ids.day}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        value={parts.day}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => change({ day: event.target.value.replace(/\D/g, '') })}
      />
    </div>
  );
  const monthField = <MonthField key="month" id={ids.month} value={parts.month} language={language} invalid={invalid} describedBy={describedBy} onChange={(month) => change({ month })} />;
  const yearField = <YearField key="year" id={ids.year} value={parts.year} invalid={invalid} describedBy={describedBy} onChange={(year) => change({ year })} />;

  return (
    <fieldset className={cn('min-w-0 space-y-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      {/* French writes the day first, Canadian English the month. */}
      <div className="flex flex-wrap items-end gap-2">{language === 'fr' ? [dayField, monthField, yearField] : [monthField, dayField, yearField]}</div>
      {hint ? (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={ids.problem} className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
