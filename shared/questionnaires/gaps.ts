/**
 * The gaps of a personal history (IMM 5669, Schedule A): the days of the required span that no
 * period covers. The span is the last 10 years, or the time since the 18th birthday when that is
 * shorter, up to today; periods may overlap; a period's end may be "present" (today). Shared by the
 * server (which refuses a submission with gaps) and the web (which names them as the client types).
 */
import { addYears, dayInWords, dayNumber, dayOfNumber, endDayOf, isPeriodBound, startDayOf } from './dates';

/** The history's bound that means "up to today". */
export const PRESENT = 'present';

/** A period as answered: from a day (or month) to a day (or month) or "present". */
export interface HistoryPeriod {
  from?: string;
  to?: string;
}

/** Days not covered, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** How far back a history must go. */
export const HISTORY_YEARS = 10;
/** The age from which it must. */
export const HISTORY_ADULT_AGE = 18;

/**
 * The span a history must cover on `today`: from 10 years back or the 18th birthday, whichever is
 * later (the shorter span), to today. None (undefined) when the person is not yet 18.
 */
export function requiredSpan(today: string, dateOfBirth?: string): DayRange | undefined {
  const tenYearsBack = addYears(today, -HISTORY_YEARS);
  const adult = dateOfBirth ? addYears(dateOfBirth, HISTORY_ADULT_AGE) : undefined;
  const from = adult && adult > tenYearsBack ? adult : tenYearsBack;
  return from > today ? undefined : { from, to: today };
}

/** A period's days (both bounds included), or undefined while it is incomplete or backwards. */
export function periodDays(period: HistoryPeriod, today: string): DayRange | undefined {
  if (!period.from || !period.to || !isPeriodBound(period.from)) return undefined;
  if (period.to !== PRESENT && !isPeriodBound(period.to)) return undefined;
  const from = startDayOf(period.from);
  const to = period.to === PRESENT ? today : endDayOf(period.to);
  return from > to ? undefined : { from, to };
}

/** The days of `span` that none of `periods` covers, as ranges in order (periods may overlap, and reach outside the span). */
export function gapsIn(span: DayRange, periods: readonly HistoryPeriod[], today: string): DayRange[] {
  const covered = periods
    .map((period) => periodDays(period, today))
    .filter((days): days is DayRange => days !== undefined)
    .map((days) => [dayNumber(days.from), dayNumber(days.to)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: DayRange[] = [];
  let next = dayNumber(span.from);
  const last = dayNumber(span.to);
  for (const [from, to] of covered) {
    if (next > last) break;
    if (from > next) gaps.push({ from: dayOfNumber(next), to: dayOfNumber(Math.min(from - 1, last)) });
    next = Math.max(next, to + 1);
  }
  if (next <= last) gaps.push({ from: dayOfNumber(next), to: dayOfNumber(last) });
  return gaps;
}

/** The gaps of a history on `today` for a person born on `dateOfBirth` (when known). */
export function historyGaps(periods: readonly HistoryPeriod[], today: string, dateOfBirth?: string): DayRange[] {
  const span = requiredSpan(today, dateOfBirth);
  return span ? gapsIn(span, periods, today) : [];
}

const NO_ACTIVITY = { en: 'no activity', fr: 'aucune activité' } as const;

/** A gap named: "1 March 2019 – 31 May 2019: no activity", « 1er mars 2019 – 31 mai 2019 : aucune activité ». */
export function gapInWords(gap: DayRange, language: 'en' | 'fr'): string {
  const colon = language === 'fr' ? ' : ' : ': ';
  return `${dayInWords(gap.from, language)} – ${dayInWords(gap.to, language)}${colon}${NO_ACTIVITY[language]}`;
}
