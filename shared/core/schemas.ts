/**
 * The field schemas (zod) every feature's request schemas are made of. The handlers validate with
 * them and the web forms reuse them, so both refuse the same input with the same words. A feature's
 * request schemas are in `shared/<feature>/schemas.ts`; their objects are strict: an unknown field
 * is refused, so no caller can set what the server owns (orgId, counters, ids).
 */
import * as z from 'zod/mini';
import { FIELD_MESSAGES } from './field-messages';
import { LIMITS } from './limits';

// Control characters (but tab and newlines) and lone surrogates have no place in a case file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** A text field: trimmed, required unless `optional`, bounded, free of control characters. */
export function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.notText(label)) })
    .check(
      z.trim(),
      z.maxLength(max, FIELD_MESSAGES.tooLong(label, max)),
      z.refine((value) => !FORBIDDEN_CHARACTERS.test(value), FIELD_MESSAGES.forbiddenCharacters(label)),
    );
}

export function requiredText(label: string, max: number) {
  return text(label, max).check(z.refine((value) => value.length > 0, FIELD_MESSAGES.required(label)));
}

export const emailField = (label = 'Email') =>
  z.pipe(
    z.pipe(requiredText(label, LIMITS.email), z.email(FIELD_MESSAGES.email(label))),
    z.transform((value: string) => value.toLowerCase()),
  );

export const phoneField = (label = 'Phone') =>
  text(label, LIMITS.phone).check(z.refine((value) => value === '' || /^[+()0-9 .-]{3,32}$/.test(value), FIELD_MESSAGES.phone(label)));

export const idParam = (label: string) => requiredText(label, LIMITS.id);

export const flag = (label: string) => z.boolean({ error: FIELD_MESSAGES.trueOrFalse(label) });

/** A partial update must change something. */
export const NOTHING_TO_UPDATE = z.refine((body: unknown) => Object.keys(body as object).length > 0, 'Nothing to update');

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date written YYYY-MM-DD that is a real calendar day. */
export const dateField = (label: string) =>
  text(label, 10).check(z.refine((value) => isCalendarDate(value), `${label} must be a date written YYYY-MM-DD`));
