/**
 * Request schemas of the API (zod). The handlers validate with them and the web forms reuse them, so
 * both refuse the same input with the same words. Objects are strict: an unknown field is refused,
 * so no caller can set what the server owns (orgId, counters, ids).
 */
import { z } from 'zod';
import { CASE_STATUSES, MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD, MAX_PAGE_SIZE, PAGE_SIZE, USER_STATUSES } from './constants';

// Control characters (but tab and newlines) and lone surrogates have no place in a case file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** A text field: trimmed, required unless `optional`, bounded, free of control characters. */
export function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !FORBIDDEN_CHARACTERS.test(value), `${label} contains characters that are not allowed`);
}

export function requiredText(label: string, max: number) {
  return text(label, max).refine((value) => value.length > 0, `${label} is required`);
}

/**
 * A case number as the firm writes it, in one canonical form: compatibility characters folded (NFKC:
 * full-width letters, non-breaking spaces), invisible format characters (zero-width, bidi marks)
 * removed, every dash made '-', spaces collapsed. The uniqueness check sees this form, so a look-alike
 * of an existing number is that number; and only plain letters, digits and - _ . / # and spaces stay.
 */
export function normalizeCaseNumber(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

const CASE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/;

export const caseNumberField = (label = 'Case number') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalizeCaseNumber(value) : value),
    requiredText(label, 64).refine(
      (value) => value === '' || CASE_NUMBER_PATTERN.test(value),
      `${label} may only contain letters, digits, spaces and - _ . / #`,
    ),
  );

export const emailField = (label = 'Email') =>
  requiredText(label, 254).pipe(z.email(`${label} must be a valid email address`)).transform((value) => value.toLowerCase());

export const phoneField = (label = 'Phone') =>
  text(label, 32).refine((value) => value === '' || /^[+()0-9 .-]{3,32}$/.test(value), `${label} must be a phone number`);

export const caseStatusField = z.enum(CASE_STATUSES, {
  error: `Status must be one of ${CASE_STATUSES.join(', ')}`,
});
export const userStatusField = z.enum(USER_STATUSES, {
  error: `Status must be one of ${USER_STATUSES.join(', ')}`,
});

export const idParam = (label: string) => requiredText(label, 128);

export const paginationQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
  cursor: z.string().min(1, 'Invalid cursor').max(2048, 'Invalid cursor').optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const createCaseBody = z.strictObject({
  newFolderName: text('Folder name', 200).optional(),
  caseName: requiredText('Case name', 200),
  caseNumber: caseNumberField(),
  attorneyId: text('Attorney id', 128).optional(),
  attorneyName: text('Attorney name', 200).optional(),
  clientId: text('Client id', 128).optional(),
  clientName: requiredText('Client name', 200),
  clientEmail: emailField('Client email'),
  clientPhone: phoneField('Client phone').refine((value) => value.length > 0, 'Client phone is required'),
  category: requiredText('Category', 100),
  description: text('Description', 5000).optional(),
  status: caseStatusField.optional(),
  parentFolderId: text('Parent folder id', 256).optional(),
});
export type CreateCaseBody = z.infer<typeof createCaseBody>;

export const updateCaseBody = z
  .strictObject({
    caseName: requiredText('Case name', 200).optional(),
    caseNumber: caseNumberField().optional(),
    category: requiredText('Category', 100).optional(),
    description: text('Description', 5000).optional(),
    status: caseStatusField.optional(),
    clientName: requiredText('Client name', 200).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateCaseBody = z.infer<typeof updateCaseBody>;

export const createUserBody = z.strictObject({
  name: requiredText('Name', 200),
  email: emailField(),
  phone: phoneField().optional(),
  status: userStatusField.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .strictObject({
    name: requiredText('Name', 200).optional(),
    email: emailField().optional(),
    phone: phoneField().optional(),
    status: userStatusField.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/**
 * What a self sign-up may say about itself: the same rules as an admin's New User form. Applied by
 * the PreSignUp trigger (refusal with this sentence) and again at PostConfirmation.
 */
export const signUpAttributes = z.object({
  name: requiredText('Name', 200),
  email: emailField(),
  phone_number: phoneField().optional(),
});

export const ensureClientBody = z.strictObject({
  email: emailField(),
  name: requiredText('Name', 200),
});
export type EnsureClientBody = z.infer<typeof ensureClientBody>;

// ---- Case documents -------------------------------------------------------------------------

/** The spec's words when a batch has more than 5 files (section 8). */
export const TOO_MANY_FILES = 'You can only upload up to 5 files at a time.';
/** The spec's words when a file is over 5 MB (section 8). */
export const FILE_TOO_LARGE = 'Some files exceed the 5MB size limit and were not added.';

const fileSizeField = z
  .number({ error: 'fileSize must be a number of bytes' })
  .int('fileSize must be a whole number of bytes')
  .min(1, 'The file is empty')
  .max(MAX_FILE_SIZE_BYTES, FILE_TOO_LARGE);

/** What the browser says of a file before sending it (name, exact size, MIME type). */
export const fileDescriptor = z.strictObject(
  {
    fileName: requiredText('File name', 1000),
    fileSize: fileSizeField,
    fileType: text('File type', 200).default(''),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each file must be an object with fileName, fileSize and fileType' : undefined) },
);
export type FileDescriptor = z.infer<typeof fileDescriptor>;

const filesOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'files must be a list of files' })
    .min(1, 'Choose at least one file to upload')
    .max(MAX_FILES_PER_UPLOAD, TOO_MANY_FILES);

export const uploadTargetsBody = z.strictObject({ files: filesOf(fileDescriptor) });
export type UploadTargetsBody = z.infer<typeof uploadTargetsBody>;

/** A file sent inside the JSON body, base64-encoded (the spec's small-batch upload). */
export const fileUploadItemSchema = z.strictObject(
  {
    fileName: requiredText('File name', 1000),
    fileBase64: z.string({ error: 'fileBase64 must be base64 text' }).min(1, 'The file is empty'),
    fileSize: fileSizeField,
    fileType: text('File type', 200).default(''),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each file must be an object with fileName, fileBase64, fileSize and fileType' : undefined) },
);

export const clientUploadBody = z.strictObject({
  files: filesOf(fileUploadItemSchema),
  caseFolderName: text('Case folder name', 200).optional(),
  clientName: text('Client name', 200).optional(),
  caseName: text('Case name', 200).optional(),
});
export type ClientUploadBody = z.infer<typeof clientUploadBody>;

export const adminUploadBody = z.strictObject({ files: filesOf(fileUploadItemSchema) });
export type AdminUploadBody = z.infer<typeof adminUploadBody>;

export const createFolderBody = z.strictObject({
  folderName: requiredText('Folder name', 200),
  parentFolderId: text('Parent folder id', 128).optional(),
  attorneyId: text('Attorney id', 128).optional(),
});
export type CreateFolderBody = z.infer<typeof createFolderBody>;

export const folderListQuery = z.strictObject({
  getMode: z.enum(['all'], { error: 'getMode must be all' }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(50),
  cursor: z.string().min(1, 'Invalid cursor').max(2048, 'Invalid cursor').optional(),
});
export type FolderListQuery = z.infer<typeof folderListQuery>;
