/**
 * A month of a history's period: the month by its name and the year, in the reader's language (a
 * period runs from a month to a month, as IRCC's forms ask). The value is `YYYY-MM`, or '' while the
 * field is empty or holds part of a month only; a value saved as a day (`YYYY-MM-DD`, by the API)
 * shows its month.
 */
import { useId, useState } from 'react';
import { MonthField, YearField } from '@/components/ui/date-input';
import type { Language } from '@/lib/i18n';

interface Parts {
  month: string;
  year: string;
}

function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  return match ? { year: match[1] ?? '', month: String(Number(match[2])) } : { month: '', year: '' };
}

const monthOf = ({ month, year }: Parts) => (/^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) ? `${year}-${month.padStart(2, '0')}` : '');

export function MonthInput({ legend, value, onChange, language, disabled }: { legend: string; value: string; onChange: (value: string) => void; language: Language; disabled?: boolean }) {
  const ids = { month: useId(), year: useId() };
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside replaces what is typed; the field's own changes come back as `value` unchanged.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setParts(partsOf(value));
  }
  const change = (changed: Partial<Parts>) => {
    const next = { ...parts, ...changed };
    setParts(next);
    const chosen = monthOf(next);
    setKnown(chosen);
    onChange(chosen);
  };
  return (
    <fieldset className="min-w-0 space-y-1" disabled={disabled}>
      <legend className="text-sm">{legend}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <MonthField id={ids.month} value={parts.month} language={language} onChange={(month) => change({ month })} />
        <YearField id={ids.year} value={parts.year} onChange={(year) => change({ year })} />
      </div>
    </fieldset>
  );
}
