/** Request schemas of the documents routes (zod), shared by the handlers and the web's upload and folder forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { cursorParam, limitParam } from '../core/pagination';
import { flag, idParam, requiredText, text } from '../core/schemas';
import { CASE_LIMITS } from '../cases/limits';
import { DOCUMENT_LIMITS, MAX_FILES_PER_UPLOAD, MAX_FILE_SIZE_BYTES, MAX_LINKS_PER_REQUEST } from './limits';

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
  text('File type', DOCUMENT_LIMITS.fileType).check(
    z.refine((value) => value === '' || MEDIA_TYPE.test(value), 'File type must be a media type such as application/pdf'),
  ),
  '',
);

/** What the browser says of a file before sending it (name, exact size, MIME type). */
export const fileDescriptor = z.strictObject(
  {
    fileName: requiredText('File name', DOCUMENT_LIMITS.fileName),
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

export const uploadTargetsBody = z.strictObject({
  files: filesOf(fileDescriptor),
  /** Staff: whether the case's client sees these documents (default: not). A client's own uploads are always theirs to see. */
  shareWithClient: z.optional(flag('shareWithClient')),
  /**
   * A document request of this case the files answer: checked now (an item of the case the
   * caller may upload against, neither accepted nor waived); at completion the recorded documents are
   * linked to it and it becomes `uploaded`.
   */
  requestId: z.optional(idParam('Request id')),
});
export type UploadTargetsBody = z.infer<typeof uploadTargetsBody>;

/** A file sent inside the JSON body, base64-encoded (the spec's small-batch upload). */
export const fileUploadItemSchema = z.strictObject(
  {
    fileName: requiredText('File name', DOCUMENT_LIMITS.fileName),
    fileBase64: z.string({ error: 'fileBase64 must be base64 text' }).check(z.minLength(1, 'The file is empty')),
    fileSize: fileSizeField,
    fileType: fileTypeField,
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each file must be an object with fileName, fileBase64, fileSize and fileType' : undefined) },
);

export const clientUploadBody = z.strictObject({
  files: filesOf(fileUploadItemSchema),
  caseFolderName: z.optional(text('Case folder name', DOCUMENT_LIMITS.folderName)),
  clientName: z.optional(text('Client name', LIMITS.name)),
  caseName: z.optional(text('Case name', CASE_LIMITS.caseName)),
});
export type ClientUploadBody = z.infer<typeof clientUploadBody>;

export const adminUploadBody = z.strictObject({ files: filesOf(fileUploadItemSchema) });
export type AdminUploadBody = z.infer<typeof adminUploadBody>;

export const createFolderBody = z.strictObject({
  folderName: requiredText('Folder name', DOCUMENT_LIMITS.folderName),
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

/** `GET /v1/cases/{caseId}/documents`: pages of a case's documents, newest first. */
export const caseDocumentsQuery = z.strictObject({ limit: limitParam(50), cursor: cursorParam });
export type CaseDocumentsQuery = z.infer<typeof caseDocumentsQuery>;

/** `PATCH /v1/admin/cases/{caseId}/documents/{documentId}`: share a document with the case's client, or stop. */
export const shareDocumentBody = z.strictObject({ sharedWithClient: flag('sharedWithClient') });
export type ShareDocumentBody = z.infer<typeof shareDocumentBody>;

/** `POST /v1/admin/cases/{caseId}/documents/links`: download links of several documents (a ZIP, in rounds). */
export const documentLinksBody = z.strictObject({
  documentIds: z
    .array(idParam('Document id'), { error: 'documentIds must be a list of document ids' })
    .check(z.minLength(1, 'Choose at least one document'), z.maxLength(MAX_LINKS_PER_REQUEST, `At most ${MAX_LINKS_PER_REQUEST} documents at a time`)),
});
export type DocumentLinksBody = z.infer<typeof documentLinksBody>;
