/**
 * Request schemas of the API (zod). The handlers validate with them and the web forms reuse them, so
 * both refuse the same input with the same words. Objects are strict: an unknown field is refused,
 * so no caller can set what the server owns (orgId, counters, ids).
 */
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { CASE_STATUSES, SESSION_TIMEOUT_MINUTES, MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD, MAX_PAGE_SIZE, PAGE_SIZE, USER_STATUSES } from './constants';

// Control characters (but tab and newlines) and lone surrogates have no place in a case file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** A text field: trimmed, required unless `optional`, bounded, free of control characters. */
export function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine((value) => !FORBIDDEN_CHARACTERS.test(value), `${label} contains characters that are not allowed`),
    );
}

export function requiredText(label: string, max: number) {
  return text(label, max).check(z.refine((value) => value.length > 0, `${label} is required`));
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
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? normalizeCaseNumber(value) : value)),
    requiredText(label, LIMITS.caseNumber).check(
      z.refine((value) => value === '' || CASE_NUMBER_PATTERN.test(value), `${label} may only contain letters, digits, spaces and - _ . / #`),
    ),
  );

export const emailField = (label = 'Email') =>
  z.pipe(
    z.pipe(requiredText(label, LIMITS.email), z.email(`${label} must be a valid email address`)),
    z.transform((value: string) => value.toLowerCase()),
  );

export const phoneField = (label = 'Phone') =>
  text(label, LIMITS.phone).check(z.refine((value) => value === '' || /^[+()0-9 .-]{3,32}$/.test(value), `${label} must be a phone number`));

export const caseStatusField = z.enum(CASE_STATUSES, {
  error: `Status must be one of ${CASE_STATUSES.join(', ')}`,
});
export const userStatusField = z.enum(USER_STATUSES, {
  error: `Status must be one of ${USER_STATUSES.join(', ')}`,
});

export const idParam = (label: string) => requiredText(label, LIMITS.id);

const limitMessage = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
/** `?limit=`: a whole number from 1 to MAX_PAGE_SIZE, `fallback` when absent. */
const limitParam = (fallback: number) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, limitMessage)),
      z.pipe(z.transform(Number), z.number().check(z.refine((value) => value >= 1 && value <= MAX_PAGE_SIZE, limitMessage))),
    ),
    fallback,
  );
const cursorParam = z.optional(z.string().check(z.minLength(1, 'Invalid cursor'), z.maxLength(LIMITS.cursor, 'Invalid cursor')));

export const paginationQuery = z.strictObject({ limit: limitParam(PAGE_SIZE), cursor: cursorParam });
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const createCaseBody = z.strictObject({
  newFolderName: z.optional(text('Folder name', LIMITS.folderName)),
  caseName: requiredText('Case name', LIMITS.caseName),
  caseNumber: caseNumberField(),
  attorneyId: z.optional(text('Attorney id', LIMITS.id)),
  attorneyName: z.optional(text('Attorney name', LIMITS.name)),
  clientId: z.optional(text('Client id', LIMITS.id)),
  clientName: requiredText('Client name', LIMITS.name),
  clientEmail: emailField('Client email'),
  clientPhone: phoneField('Client phone').check(z.refine((value) => value.length > 0, 'Client phone is required')),
  category: requiredText('Category', LIMITS.category),
  description: z.optional(text('Description', LIMITS.description)),
  status: z.optional(caseStatusField),
  parentFolderId: z.optional(text('Parent folder id', LIMITS.parentFolderId)),
});
export type CreateCaseBody = z.infer<typeof createCaseBody>;

const NOTHING_TO_UPDATE = z.refine((body: unknown) => Object.keys(body as object).length > 0, 'Nothing to update');

export const updateCaseBody = z
  .strictObject({
    caseName: z.optional(requiredText('Case name', LIMITS.caseName)),
    caseNumber: z.optional(caseNumberField()),
    category: z.optional(requiredText('Category', LIMITS.category)),
    description: z.optional(text('Description', LIMITS.description)),
    status: z.optional(caseStatusField),
    clientName: z.optional(requiredText('Client name', LIMITS.name)),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateCaseBody = z.infer<typeof updateCaseBody>;

export const createUserBody = z.strictObject({
  name: requiredText('Name', LIMITS.name),
  email: emailField(),
  phone: z.optional(phoneField()),
  status: z.optional(userStatusField),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .strictObject({
    name: z.optional(requiredText('Name', LIMITS.name)),
    email: z.optional(emailField()),
    phone: z.optional(phoneField()),
    status: z.optional(userStatusField),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/**
 * What a self sign-up may say about itself: the same rules as an admin's New User form. Applied by
 * the PreSignUp trigger (refusal with this sentence) and again at PostConfirmation.
 */
export const signUpAttributes = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField(),
  phone_number: z.optional(phoneField()),
});

export const ensureClientBody = z.strictObject({
  email: emailField(),
  name: requiredText('Name', LIMITS.name),
});
export type EnsureClientBody = z.infer<typeof ensureClientBody>;

// ---- Case documents -------------------------------------------------------------------------

/** The spec's words when a batch has more than 5 files (section 8). */
export const TOO_MANY_FILES = 'You can only upload up to 5 files at a time.';
/** The spec's words when a file is over 5 MB (section 8). */
export const FILE_TOO_LARGE = 'Some files exceed the 5MB size limit and were not added.';

const fileSizeField = z
  .number({ error: 'fileSize must be a number of bytes' })
  .check(
    z.refine((value) => Number.isInteger(value), 'fileSize must be a whole number of bytes'),
    z.gte(1, 'The file is empty'),
    z.lte(MAX_FILE_SIZE_BYTES, FILE_TOO_LARGE),
  );

/** `type/subtype`, optionally with parameters: what a browser gives as a File's type (no CR/LF, no header tricks). */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;\s*[A-Za-z0-9!#$&^_.+-]+=(?:[A-Za-z0-9!#$&^_.+-]+|"[^"\\\r\n]*"))*$/;

/** A file's declared media type: empty (the browser did not know it) or a media type. */
const fileTypeField = z._default(
  text('File type', LIMITS.fileType).check(
    z.refine((value) => value === '' || MEDIA_TYPE.test(value), 'File type must be a media type such as application/pdf'),
  ),
  '',
);

/** What the browser says of a file before sending it (name, exact size, MIME type). */
export const fileDescriptor = z.strictObject(
  {
    fileName: requiredText('File name', LIMITS.fileName),
    fileSize: fileSizeField,
    fileType: fileTypeField,
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each file must be an object with fileName, fileSize and fileType' : undefined) },
);
export type FileDescriptor = z.infer<typeof fileDescriptor>;

const filesOf = <T extends z.ZodMiniType>(item: T) =>
  z
    .array(item, { error: 'files must be a list of files' })
    .check(z.minLength(1, 'Choose at least one file to upload'), z.maxLength(MAX_FILES_PER_UPLOAD, TOO_MANY_FILES));

export const uploadTargetsBody = z.strictObject({ files: filesOf(fileDescriptor) });
export type UploadTargetsBody = z.infer<typeof uploadTargetsBody>;

/** A file sent inside the JSON body, base64-encoded (the spec's small-batch upload). */
export const fileUploadItemSchema = z.strictObject(
  {
    fileName: requiredText('File name', LIMITS.fileName),
    fileBase64: z.string({ error: 'fileBase64 must be base64 text' }).check(z.minLength(1, 'The file is empty')),
    fileSize: fileSizeField,
    fileType: fileTypeField,
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each file must be an object with fileName, fileBase64, fileSize and fileType' : undefined) },
);

export const clientUploadBody = z.strictObject({
  files: filesOf(fileUploadItemSchema),
  caseFolderName: z.optional(text('Case folder name', LIMITS.folderName)),
  clientName: z.optional(text('Client name', LIMITS.name)),
  caseName: z.optional(text('Case name', LIMITS.caseName)),
});
export type ClientUploadBody = z.infer<typeof clientUploadBody>;

export const adminUploadBody = z.strictObject({ files: filesOf(fileUploadItemSchema) });
export type AdminUploadBody = z.infer<typeof adminUploadBody>;

export const createFolderBody = z.strictObject({
  folderName: requiredText('Folder name', LIMITS.folderName),
  parentFolderId: z.optional(text('Parent folder id', LIMITS.id)),
  attorneyId: z.optional(text('Attorney id', LIMITS.id)),
});
export type CreateFolderBody = z.infer<typeof createFolderBody>;

export const folderListQuery = z.strictObject({
  getMode: z.optional(z.enum(['all'], { error: 'getMode must be all' })),
  limit: limitParam(50),
  cursor: cursorParam,
});
export type FolderListQuery = z.infer<typeof folderListQuery>;

/**
 * POST /v1/admin/cases/{caseId}/emails: the admin's message to the case's client. Line breaks are
 * kept as text (the e-mail's template escapes them); other control characters are refused.
 */
export const sendCaseEmailBody = z.strictObject({
  message: requiredText('Message', LIMITS.caseMessage),
});
export type SendCaseEmailBody = z.infer<typeof sendCaseEmailBody>;

// ---- Settings ---------------------------------------------------------------------------------

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const websiteField = (label = 'Website') =>
  text(label, LIMITS.website).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), `${label} must be a web address starting with http:// or https://`),
  );
const optionalEmail = (label: string) =>
  z.pipe(
    text(label, LIMITS.email),
    z.transform((value: string) => value.toLowerCase()),
  ).check(z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), `${label} must be a valid email address`));

/** A settings section: an object, said in words when it is not one. */
const section = <Shape extends z.core.$ZodLooseShape>(name: string, fields: string, shape: Shape) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'invalid_type' ? `${name} must be an object with ${fields}` : undefined) });

/** PATCH /v1/me/settings: the sections a tab saves; each one given is saved whole, the others are left. */
export const updateMySettingsBody = z
  .strictObject({
    profile: z.optional(
      section('profile', 'name, title, phone, fax and bio', {
        name: requiredText('Name', LIMITS.name),
        title: z.optional(text('Title', LIMITS.title)),
        phone: z.optional(phoneField()),
        fax: z.optional(phoneField('Fax')),
        bio: z.optional(text('Bio', LIMITS.bio)),
      }),
    ),
    notifications: z.optional(
      section('notifications', 'true or false switches', {
        emailNotifications: flag('emailNotifications'),
        pushNotifications: z.optional(flag('pushNotifications')),
        newCaseAlerts: z.optional(flag('newCaseAlerts')),
        documentUpdates: z.optional(flag('documentUpdates')),
        messageNotifications: z.optional(flag('messageNotifications')),
        weeklyReports: z.optional(flag('weeklyReports')),
        smsAlerts: z.optional(flag('smsAlerts')),
      }),
    ),
    email: z.optional(
      section('email', 'signature, autoReply and autoReplyMessage', {
        signature: text('Signature', LIMITS.signature),
        autoReply: flag('autoReply'),
        autoReplyMessage: text('Auto-reply message', LIMITS.autoReplyMessage),
      }),
    ),
    security: z.optional(
      section('security', 'sessionTimeout', {
        sessionTimeout: z.union(SESSION_TIMEOUT_MINUTES.map((minutes) => z.literal(minutes)), {
          error: `Session timeout must be one of ${SESSION_TIMEOUT_MINUTES.join(', ')} minutes`,
        }),
      }),
    ),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateMySettingsBody = z.output<typeof updateMySettingsBody>;

/** PATCH /v1/admin/orgs/{orgId}: the firm's details (Settings → Firm). */
export const updateOrgBody = z
  .strictObject({
    name: z.optional(requiredText('Firm name', LIMITS.name)),
    address: z.optional(text('Address', LIMITS.address)),
    phone: z.optional(phoneField()),
    email: z.optional(optionalEmail('Email')),
    website: z.optional(websiteField()),
    requireStaffTwoFactor: z.optional(flag('requireStaffTwoFactor')),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateOrgBody = z.output<typeof updateOrgBody>;
