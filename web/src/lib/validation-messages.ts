/**
 * The shared zod schemas' messages (the spec's English words, shown by the forms) in the reader's
 * language. A message is looked up by its English words: the fixed ones below, and those the common
 * field schemas make from a field's label with shared/core/field-messages.ts (the same functions make
 * the patterns here, so the words have one source). validation-messages.test.tsx beside it fails when a
 * message a form can show has no French. Anything else stays as written.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ORGS } from '@shared/orgs/refusals';
import { msg, plural } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH, MIN_RESET_LINK_PASSWORD_LENGTH } from '@shared/auth/constants';
import { EMAIL_SIGN_IN_CODE_LENGTH } from '@shared/auth/user-pool';
import { FIELD_MESSAGES } from '@shared/core/field-messages';
import { REQUEST_REMINDER_LIMITS } from '@shared/orgs/reminders';
import { IRCC_SLOT_FORMATS, IRCC_SLOT_LIMITS } from '@shared/requests/ircc-slot-limits';
import { REQUEST_LIMITS } from '@shared/requests/limits';

const { daysBefore, overdueEveryDays } = REQUEST_REMINDER_LIMITS;
const dueInDaysMax = REQUEST_LIMITS.dueInDays;
const itemsMax = REQUEST_LIMITS.itemsPerTemplate;
const slotMinBytes = IRCC_SLOT_LIMITS.minBytes;
const slotMaxBytes = IRCC_SLOT_LIMITS.maxBytes;
const slotFormats = IRCC_SLOT_FORMATS.join(', ');
const slotFormatCount = IRCC_SLOT_FORMATS.length;

/** The messages written out in the schemas, by their English words. */
const FIXED: Readonly<Record<string, MessageDescriptor>> = {
  'Email is required': msg`Email is required`,
  'Enter a valid email address': msg`Enter a valid email address`,
  'Password is required': msg`Password is required`,
  'Passwords do not match': msg`Passwords do not match`,
  // The firm's retention setting (shared/orgs/refusals.ts; its bounds are the law societies' 6 to 10 years).
  [ORGS.RETENTION_OUT_OF_RANGE.message]: msg`Retention years must be a whole number from 6 to 10`,
  "Passwords don't match": msg`Passwords don't match`,
  'Name is required': msg`Name is required`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`]: msg`${plural(MIN_PASSWORD_LENGTH, { one: 'Password must be at least # character long', other: 'Password must be at least # characters long' })}`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Password must be at least ${MIN_RESET_LINK_PASSWORD_LENGTH} characters`]: msg`${plural(MIN_RESET_LINK_PASSWORD_LENGTH, { one: 'Password must be at least # character', other: 'Password must be at least # characters' })}`,
  'Confirm your password': msg`Confirm your password`,
  'Enter the verification code': msg`Enter the verification code`,
  'Enter the 6-digit code from your authenticator app': msg`Enter the 6-digit code from your authenticator app`,
  'The code is 6 digits': msg`The code is 6 digits`,
  // The sign-in by e-mailed code (shared/auth/schemas.ts, emailSignInCodeSchema).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Enter the ${EMAIL_SIGN_IN_CODE_LENGTH}-digit code from the email`]: msg`Enter the ${EMAIL_SIGN_IN_CODE_LENGTH}-digit code from the email`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`The code is ${EMAIL_SIGN_IN_CODE_LENGTH} digits`]: msg`The code is ${EMAIL_SIGN_IN_CODE_LENGTH} digits`,
  'Nothing to update': msg`Nothing to update`,
  // Document requests (shared/requests/schemas.ts): the add-request and decision forms.
  'Due date must be a date written YYYY-MM-DD': msg`Due date must be a date written YYYY-MM-DD`,
  'Expiry date must be a date written YYYY-MM-DD': msg`Expiry date must be a date written YYYY-MM-DD`,
  'Concerns name is required when its kind is other': msg`Concerns name is required when its kind is other`,
  'A rejection needs a reason the client can act on': msg`A rejection needs a reason the client can act on`,
  'Only an accepted document can have an expiry date': msg`Only an accepted document can have an expiry date`,
  'A requested document needs a title, in English or French': msg`A requested document needs a title, in English or French`,
  'Give a due date or a number of days, not both': msg`Give a due date or a number of days, not both`,
  // The firm's document reminders (shared/orgs/schemas.ts, requestRemindersField).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Days before must be a whole number from ${daysBefore.min} to ${daysBefore.max}`]: msg`Days before must be a whole number from ${daysBefore.min} to ${daysBefore.max}`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Overdue every days must be a whole number from ${overdueEveryDays.min} to ${overdueEveryDays.max}`]: msg`Overdue every days must be a whole number from ${overdueEveryDays.min} to ${overdueEveryDays.max}`,
  // An item's IRCC upload slot (shared/requests/ircc-slots.ts).
  'IRCC slot size limit must be a number of bytes': msg`IRCC slot size limit must be a number of bytes`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot size limit must be a whole number of bytes from ${slotMinBytes} to ${slotMaxBytes}`]: msg`IRCC slot size limit must be a whole number of bytes from ${slotMinBytes} to ${slotMaxBytes}`,
  'IRCC slot formats must be a list of formats': msg`IRCC slot formats must be a list of formats`,
  'IRCC slot formats must name at least one format': msg`IRCC slot formats must name at least one format`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot formats must name at most ${slotFormatCount} formats`]: msg`${plural(slotFormatCount, { one: 'IRCC slot formats must name at most # format', other: 'IRCC slot formats must name at most # formats' })}`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot formats must be among ${slotFormats}`]: msg`IRCC slot formats must be among ${slotFormats}`,
  // Settings → Templates (shared/requests/schemas.ts, requestTemplateBody).
  'Due in days must be a number of days': msg`Due in days must be a number of days`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Due in days must be a whole number from 1 to ${REQUEST_LIMITS.dueInDays}`]: msg`Due in days must be a whole number from 1 to ${dueInDaysMax}`,
  'Items must hold at least one item': msg`Items must hold at least one item`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`Items must hold at most ${REQUEST_LIMITS.itemsPerTemplate} items`]: msg`${plural(itemsMax, { one: 'Items must hold at most # item', other: 'Items must hold at most # items' })}`,
  'This template is too long: shorten its instructions or split it in two': msg`This template is too long: shorten its instructions or split it in two`,
  // A case's progress (shared/progress/schemas.ts): the stage picker and the key dates.
  'Stage must be lower-case letters, digits and dashes': msg`Stage must be lower-case letters, digits and dashes`,
  'Expected date must be a date written YYYY-MM-DD': msg`Expected date must be a date written YYYY-MM-DD`,
  'Key dates must name at least one date': msg`Key dates must name at least one date`,
  // Settings → Questionnaire templates (shared/questionnaires/schemas.ts, questionnaireTemplateBody).
  'A template has at least one section': msg`A template has at least one section`,
  'A section has at least one question': msg`A section has at least one question`,
  'A condition names at least one answer': msg`A condition names at least one answer`,
};

/** The fields' labels, as the schemas name them. */
const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Email: msg`Email`,
  Name: msg`Name`,
  Phone: msg`Phone`,
  'Folder name': msg`Folder name`,
  'IRCC slot name': msg`IRCC slot name`,
  'Case name': msg`Case name`,
  'Case number': msg`Case number`,
  'Attorney id': msg`Attorney id`,
  'Attorney name': msg`Attorney name`,
  'Client id': msg`Client id`,
  'Client name': msg`Client name`,
  'Client email': msg`Client email`,
  'Client phone': msg`Client phone`,
  Category: msg`Category`,
  Description: msg`Description`,
  'Parent folder id': msg`Parent folder id`,
  Message: msg`Message`,
  Title: msg`Title`,
  Fax: msg`Fax`,
  Bio: msg`Bio`,
  Signature: msg`Signature`,
  'Auto-reply message': msg`Auto-reply message`,
  'Firm name': msg`Firm name`,
  Address: msg`Address`,
  Website: msg`Website`,
  'GST/HST number': msg`GST/HST number`,
  'QST number': msg`QST number`,
  'Payment instructions': msg`Payment instructions`,
  Instructions: msg`Instructions`,
  'Due date': msg`Due date`,
  'Concerns name': msg`Concerns name`,
  Reason: msg`Reason`,
  'Expiry date': msg`Expiry date`,
  // An item's IRCC upload slot (shared/requests/ircc-slots.ts).
  'IRCC slot size limit must be a number of bytes': msg`IRCC slot size limit must be a number of bytes`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot size limit must be a whole number of bytes from ${slotMinBytes} to ${slotMaxBytes}`]: msg`IRCC slot size limit must be a whole number of bytes from ${slotMinBytes} to ${slotMaxBytes}`,
  'IRCC slot formats must be a list of formats': msg`IRCC slot formats must be a list of formats`,
  'IRCC slot formats must name at least one format': msg`IRCC slot formats must name at least one format`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot formats must name at most ${slotFormatCount} formats`]: msg`${plural(slotFormatCount, { one: 'IRCC slot formats must name at most # format', other: 'IRCC slot formats must name at most # formats' })}`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a key: the schema's English words
  [`IRCC slot formats must be among ${slotFormats}`]: msg`IRCC slot formats must be among ${slotFormats}`,
  // Settings → Templates (shared/requests/schemas.ts, requestTemplateBody).
  'Title (English)': msg`Title (English)`,
  'Title (French)': msg`Title (French)`,
  'Instructions (English)': msg`Instructions (English)`,
  'Instructions (French)': msg`Instructions (French)`,
  Source: msg`Source`,
  // Settings → Questionnaire templates (shared/questionnaires/schemas.ts, questionnaireTemplateBody).
  'Titles (English)': msg`Title (English)`,
  'Titles (French)': msg`Title (French)`,
  'Description (English)': msg`Description (English)`,
  'Description (French)': msg`Description (French)`,
  'Section titles (English)': msg`Section title (English)`,
  'Section titles (French)': msg`Section title (French)`,
  'Question labels (English)': msg`Label (English)`,
  'Question labels (French)': msg`Label (French)`,
  'Question help (English)': msg`Help (English)`,
  'Question help (French)': msg`Help (French)`,
  'Field labels (English)': msg`Label (English)`,
  'Field labels (French)': msg`Label (French)`,
  'Field help (English)': msg`Help (English)`,
  'Field help (French)': msg`Help (French)`,
  'Option labels (English)': msg`Answer (English)`,
  'Option labels (French)': msg`Answer (French)`,
  'Details labels (English)': msg`Details asked on yes (English)`,
  'Details labels (French)': msg`Details asked on yes (French)`,
  // A case's progress (shared/progress/schemas.ts).
  Stage: msg`Stage`,
  'Stage note': msg`Stage note`,
  'Expected date': msg`Expected date`,
  'Submitted on': msg`Submitted on`,
  'Application number': msg`Application number`,
  'Acknowledged on': msg`Acknowledged on`,
  'Biometrics requested on': msg`Biometrics requested on`,
  'Biometrics on': msg`Biometrics on`,
  'Medical exam on': msg`Medical exam on`,
  'Interview on': msg`Interview on`,
  'Decision on': msg`Decision on`,
  'Expires on': msg`Expires on`,
};

/** Each message made from a label, in the words of shared/core/field-messages.ts (English is the same sentence). */
const BY_LABEL: readonly [keyof typeof FIELD_MESSAGES, MessageDescriptor][] = [
  ['required', msg`{label} is required`],
  ['tooLong', msg`{max, plural, one {{label} must be at most {maxText} character} other {{label} must be at most {maxText} characters}}`],
  ['forbiddenCharacters', msg`{label} contains characters that are not allowed`],
  ['email', msg`{label} must be a valid email address`],
  ['phone', msg`{label} must be a phone number`],
  ['caseNumber', msg`{label} may only contain letters, digits, spaces and - _ . / #`],
  ['website', msg`{label} must be a web address starting with http:// or https://`],
];

const LABEL = '\u0001';
const MAX = 987654321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The English words of each message made from a label, as a pattern catching the label and the maximum. */
const PATTERNS = [
  ...BY_LABEL.map(([kind, words]) => {
    const english = (FIELD_MESSAGES[kind] as (label: string, max: number) => string)(LABEL, MAX);
    const source = escape(english).replace(LABEL, '(?<label>.+?)').replace(String(MAX), '(?<max>\\d+)');
    return { pattern: new RegExp(`^${source}$`), words };
  }),
  // A case's key dates (shared/progress/schemas.ts keyDateField).
  { pattern: /^(?<label>.+?) must be a date written YYYY-MM-DD, or empty to clear it$/, words: msg`{label} must be a date written YYYY-MM-DD, or empty to clear it` },
];

/** A schema message in the language of `i18n`: as written when there is no translation of it. */
export function validationMessage(i18n: I18n, message: string): string {
  const fixed = FIXED[message];
  if (fixed) return i18n._(fixed);
  for (const { pattern, words } of PATTERNS) {
    const found = pattern.exec(message)?.groups;
    const label = found?.label === undefined ? undefined : LABELS[found.label];
    if (!found || !label) continue;
    // Named first: Lingui's extractor cannot read a spread inside the call itself.
    // `max` chooses the plural; `maxText` says it as the schema wrote it.
    const filled: MessageDescriptor = { ...words, values: { label: i18n._(label), max: Number(found.max), maxText: found.max } };
    return i18n._(filled);
  }
  return message;
}
