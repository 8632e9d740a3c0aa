/**
 * Answers against their questions: what a value of each type may be (checked on every save, so a
 * stored answer is always of its question's type), which questions are shown (`showIf`), which
 * required ones are still missing, and the gaps of the history questions. Pure: the server decides
 * with it, and the web may say the same things as the client types.
 */
import { isCalendarDay } from './dates';
import { isCountryCode } from './countries';
import { type DayRange, PRESENT, historyGaps } from './gaps';
import { QUESTIONNAIRE_LIMITS } from './limits';
import { isPeriodBound, startDayOf, endDayOf } from './dates';
import type { AnswerValue, EntryValue, FieldValue, HistoryGap, Question, QuestionField, QuestionnaireSection, ShowIf, YesNoAnswer } from './types';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- one line: no newline either
const FORBIDDEN_ONE_LINE = /[\u0000-\u001F\u007F]|\p{Cs}/u;

/** A value checked against its question or field: the value to store, or why it is refused. */
export type Checked<T> = { value: T } | { problem: string };

type Asked = Pick<Question, 'type' | 'options' | 'details'> | Pick<QuestionField, 'type' | 'options' | 'details'>;

function checkText(raw: unknown, multiline: boolean): Checked<string> {
  if (typeof raw !== 'string') return { problem: 'it must be text' };
  const value = raw.trim();
  if (value.length > QUESTIONNAIRE_LIMITS.answerText) return { problem: `it must be at most ${QUESTIONNAIRE_LIMITS.answerText} characters` };
  if ((multiline ? FORBIDDEN : FORBIDDEN_ONE_LINE).test(value)) return { problem: 'it contains characters that are not allowed' };
  return { value };
}

/** yes/no: `true`/`false`, `"yes"`/`"no"` or `{ answer, details }` (details only where the question asks for them). */
function checkYesNo(raw: unknown, asked: Asked): Checked<YesNoAnswer | string> {
  if (raw === '') return { value: '' };
  const given = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : { answer: raw };
  const unknownKeys = Object.keys(given).filter((key) => key !== 'answer' && key !== 'details');
  if (unknownKeys.length > 0) return { problem: 'a yes/no answer has an answer and details only' };
  const answer = given.answer === true || given.answer === 'yes' ? 'yes' : given.answer === false || given.answer === 'no' ? 'no' : undefined;
  if (!answer) return { problem: 'it must be yes or no' };
  if (given.details === undefined || given.details === '') return { value: { answer } };
  if (!asked.details) return { problem: 'this question asks for no details' };
  const details = checkText(given.details, true);
  if ('problem' in details) return { problem: `details: ${details.problem}` };
  return { value: details.value === '' ? { answer } : { answer, details: details.value } };
}

/** A value of a one-value type (not a list). */
function checkFieldValue(asked: Asked, raw: unknown): Checked<FieldValue> {
  switch (asked.type) {
    case 'text':
      return checkText(raw, false);
    case 'longtext':
      return checkText(raw, true);
    case 'date':
      if (raw === '') return { value: '' };
      return typeof raw === 'string' && isCalendarDay(raw) ? { value: raw } : { problem: 'it must be a date written YYYY-MM-DD' };
    case 'choice':
      if (raw === '') return { value: '' };
      return typeof raw === 'string' && (asked.options ?? []).some((option) => option.value === raw) ? { value: raw } : { problem: 'it must be one of the choices offered' };
    case 'country':
      if (raw === '') return { value: '' };
      return typeof raw === 'string' && isCountryCode(raw) ? { value: raw } : { problem: 'it must be a country code (ISO 3166, two capital letters)' };
    case 'yesno':
      return checkYesNo(raw, asked);
    default:
      return { problem: 'it is not of its question’s type' };
  }
}

function checkPeriodBound(raw: unknown, name: 'from' | 'to'): Checked<string> {
  if (raw === undefined || raw === '') return { value: '' };
  if (typeof raw === 'string' && (isPeriodBound(raw) || (name === 'to' && raw === PRESENT))) return { value: raw };
  return { problem: `${name} must be a date written YYYY-MM-DD (or YYYY-MM${name === 'to' ? ', or "present"' : ''})` };
}

/** The entries of a list or a history: objects of the question's fields (and, in a history, `from` and `to`). */
function checkEntries(question: Pick<Question, 'type' | 'fields'>, raw: unknown): Checked<EntryValue[]> {
  if (!Array.isArray(raw)) return { problem: 'it must be a list of entries' };
  if (raw.length > QUESTIONNAIRE_LIMITS.entries) return { problem: `it has more than ${QUESTIONNAIRE_LIMITS.entries} entries` };
  const fields = new Map((question.fields ?? []).map((field) => [field.fieldId, field]));
  const entries: EntryValue[] = [];
  for (const [index, entry] of raw.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { problem: `entry ${index + 1} must be an object` };
    const checked: EntryValue = {};
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      if (question.type === 'history' && (key === 'from' || key === 'to')) {
        const bound = checkPeriodBound(value, key);
        if ('problem' in bound) return { problem: `entry ${index + 1}: ${bound.problem}` };
        if (bound.value !== '') checked[key] = bound.value;
        continue;
      }
      const field = fields.get(key);
      if (!field) return { problem: `entry ${index + 1} has no field ${key}` };
      if (value === null || value === undefined) continue;
      const one = checkFieldValue(field, value);
      if ('problem' in one) return { problem: `entry ${index + 1}, ${key}: ${one.problem}` };
      if (one.value !== '') checked[key] = one.value;
    }
    if (question.type === 'history' && typeof checked.from === 'string' && typeof checked.to === 'string' && checked.to !== PRESENT) {
      if (startDayOf(checked.from) > endDayOf(checked.to)) return { problem: `entry ${index + 1} ends before it starts` };
    }
    entries.push(checked);
  }
  return { value: entries };
}

/** An answer to a question, as it will be stored; `''` (or `[]`) is an empty answer. */
export function checkAnswer(question: Question, raw: unknown): Checked<AnswerValue> {
  if (question.type === 'list' || question.type === 'history') return checkEntries(question, raw);
  return checkFieldValue(question, raw);
}

/** True for an answer that says nothing (absent, blank, no entries). */
export function isEmptyValue(value: AnswerValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The word a condition compares: a choice's value, a yes/no's "yes" or "no", a text as typed. */
function comparable(value: AnswerValue | FieldValue | undefined): string | undefined {
  if (value === undefined || Array.isArray(value)) return undefined;
  return typeof value === 'string' ? value : value.answer;
}

const holds = (showIf: ShowIf | undefined, valueOf: (id: string) => AnswerValue | FieldValue | undefined) =>
  !showIf || showIf.equals.includes(comparable(valueOf(showIf.questionId)) ?? '\u0000');

export type AnswerValues = Readonly<Record<string, AnswerValue | undefined>>;

/** Each question of the questionnaire that is shown with these answers (a condition on a hidden question hides too). */
export function visibleQuestions(sections: readonly QuestionnaireSection[], answers: AnswerValues): Question[] {
  const shown = new Set<string>();
  const visible: Question[] = [];
  for (const question of sections.flatMap((section) => section.questions)) {
    const show = !question.showIf || (shown.has(question.showIf.questionId) && holds(question.showIf, (id) => answers[id]));
    if (show) {
      shown.add(question.questionId);
      visible.push(question);
    }
  }
  return visible;
}

/** The fields of an entry shown with its own answers. */
export function visibleFields(question: Pick<Question, 'fields'>, entry: EntryValue): QuestionField[] {
  return (question.fields ?? []).filter((field) => holds(field.showIf, (id) => entry[id]));
}

function yesNoNeedsDetails(asked: Asked, value: FieldValue | undefined): boolean {
  return Boolean(asked.details) && typeof value === 'object' && value.answer === 'yes' && !value.details;
}

/** True when an entry lacks a required field shown (or, in a history, its `from` or `to`), or a "yes" its details. */
function entryIncomplete(question: Question, entry: EntryValue): boolean {
  if (question.type === 'history' && (!entry.from || !entry.to)) return true;
  return visibleFields(question, entry).some(
    (field) => (field.required && isEmptyValue(entry[field.fieldId])) || (field.type === 'yesno' && yesNoNeedsDetails(field, entry[field.fieldId])),
  );
}

/** The questions shown that are required and unanswered, or answered in part: in the questionnaire's order. */
export function missingAnswers(sections: readonly QuestionnaireSection[], answers: AnswerValues): string[] {
  return visibleQuestions(sections, answers)
    .filter((question) => {
      const value = answers[question.questionId];
      if (isEmptyValue(value)) return Boolean(question.required);
      if (question.type === 'yesno') return yesNoNeedsDetails(question, value as FieldValue);
      if (question.type === 'list' || question.type === 'history') return (value as EntryValue[]).some((entry) => entryIncomplete(question, entry));
      return false;
    })
    .map((question) => question.questionId);
}

/**
 * The periods of each history question shown that no entry covers on `today`: the span from 10 years
 * back or the 18th birthday (the answer of the question's `birthDateQuestionId`, else `dateOfBirth`).
 */
export function historyGapsOf(sections: readonly QuestionnaireSection[], answers: AnswerValues, today: string, dateOfBirth?: string): HistoryGap[] {
  return visibleQuestions(sections, answers)
    .filter((question) => question.type === 'history')
    .flatMap((question) => {
      const given = question.birthDateQuestionId ? answers[question.birthDateQuestionId] : undefined;
      const birth = typeof given === 'string' && isCalendarDay(given) ? given : dateOfBirth;
      const value = answers[question.questionId];
      const entries = Array.isArray(value) ? value : [];
      return historyGaps(
        entries.map((entry) => ({ from: entry.from as string | undefined, to: entry.to as string | undefined })),
        today,
        birth,
      ).map((gap: DayRange) => ({ questionId: question.questionId, ...gap }));
    });
}
