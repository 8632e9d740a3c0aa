/**
 * The documents routes: a case's folders and documents, upload batches (direct and small base64 ones), downloads.
 * Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { PAGINATION } from '../core/pagination';
import { COMMON, NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { REQUESTS } from '../requests/refusals';
import { DOCUMENTS } from './refusals';
import { adminUploadBody, caseDocumentsQuery, clientUploadBody, createFolderBody, documentLinksBody, folderListQuery, shareDocumentBody, uploadTargetsBody } from './schemas';
import type { CaseDocument, CaseDocumentPage, DocumentLink, DocumentLinks, StoredItem, UploadBatch } from './types';

/** What checking the files of a batch may refuse. */
const BATCH_CHECKS = [DOCUMENTS.LARGER_THAN_LIMIT, DOCUMENTS.TYPE_NOT_ACCEPTED, DOCUMENTS.NOT_PLAIN_TEXT, DOCUMENTS.CONTENT_NOT_NAME];
/** What checking a base64 batch sent in the body may refuse, beyond its schema. */
const INLINE_CHECKS = [
  DOCUMENTS.TOO_MANY_FILES,
  DOCUMENTS.SYSTEM_FILE,
  DOCUMENTS.NAME_EMPTY_ONCE_CLEANED,
  DOCUMENTS.BAD_BASE64,
  DOCUMENTS.INLINE_SIZE_NOT_ANNOUNCED,
];
/** What recording documents may refuse (the folder or a counted record gone, a crowded name, a busy record). */
const RECORDING = [NOT_FOUND.FOLDER, NOT_FOUND.ORG, NOT_FOUND.CLIENT, DOCUMENTS.DOCUMENT_EXISTS, DOCUMENTS.NO_FREE_NAME, COMMON.BUSY];

export const documentRoutes = {
  listFolderItems: {
    id: 'listFolderItems',
    method: 'GET',
    path: '/v1/clients/{clientId}/cases/{caseId}/onedrive-files/{folderId}',
    handler: 'functions/documents/list-folder-items.ts',
    access: 'signedIn',
    query: folderListQuery,
    summary: "A case folder's documents, newest first (getMode=all: its sub-folders too, for admins); a client sees their own case's folder only",
    answer: answer<{ files: StoredItem[]; nextCursor?: string }>(200),
    errors: [PAGINATION.INVALID_CURSOR, NOT_FOUND.CASE, NOT_FOUND.FOLDER],
    uses: ['cursors', 'activity'],
  },
  createFolder: {
    id: 'createFolder',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/folders/{folderId}/create-folder',
    handler: 'functions/documents/create-folder.ts',
    access: 'admin',
    body: createFolderBody,
    summary: 'Creates a sub-folder in a folder of a case of the admin\'s org',
    answer: answer<{ success: boolean; data: StoredItem }>(201),
    errors: [DOCUMENTS.PARENT_NOT_PATH, DOCUMENTS.NAME_EMPTY_ONCE_CLEANED, NOT_FOUND.CASE, NOT_FOUND.FOLDER, DOCUMENTS.FOLDER_EXISTS, DOCUMENTS.NO_FREE_NAME, COMMON.BUSY],
    uses: ['activity'],
  },
  createUploadTargets: {
    id: 'createUploadTargets',
    method: 'POST',
    path: '/v1/cases/{caseId}/folders/{folderId}/upload-targets',
    handler: 'functions/documents/create-upload-targets.ts',
    access: 'signedIn',
    body: uploadTargetsBody,
    summary: 'Starts an upload batch of up to 5 files of up to 5 MB: one short-lived direct upload target per file (staff: shareWithClient shares them with the client; requestId: the files answer that document request of the case)',
    answer: answer<UploadBatch>(201),
    errors: [
      DOCUMENTS.SYSTEM_FILE,
      DOCUMENTS.NAME_EMPTY_ONCE_CLEANED,
      NOT_FOUND.CASE,
      NOT_FOUND.FOLDER,
      // With a requestId: an item of this case the caller may answer, taking uploads and room for the files.
      REQUESTS.REQUEST_MISSING,
      REQUESTS.CLOSED,
      REQUESTS.TOO_MANY_DOCUMENTS,
    ],
    uses: ['documents', 'activity'],
  },
  completeUploadBatch: {
    id: 'completeUploadBatch',
    method: 'POST',
    path: '/v1/cases/{caseId}/upload-batches/{batchId}/complete',
    handler: 'functions/documents/complete-upload-batch.ts',
    access: 'signedIn',
    summary: 'Checks every uploaded file (size and content) and records the batch as documents of the case (a batch against a document request: links them to it, now uploaded)',
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [
      NOT_FOUND.UPLOAD_BATCH,
      NOT_FOUND.CASE,
      ...BATCH_CHECKS,
      DOCUMENTS.NOT_UPLOADED,
      DOCUMENTS.SIZE_NOT_ANNOUNCED,
      DOCUMENTS.BATCH_EXPIRED,
      DOCUMENTS.BATCH_CLAIMED,
      ...RECORDING,
      // A batch against a document request: linking the recorded documents to the item (changed since the targets).
      REQUESTS.REQUEST_MISSING,
      REQUESTS.CLOSED,
      REQUESTS.TOO_MANY_DOCUMENTS,
      REQUESTS.CHANGED,
    ],
    uses: ['documents', 'mail', 'activity'],
  },
  getDocumentDownload: {
    id: 'getDocumentDownload',
    method: 'GET',
    path: '/v1/cases/{caseId}/documents/{documentId}/download',
    handler: 'functions/documents/get-document-download.ts',
    access: 'signedIn',
    summary: 'A short-lived download link of a document of the case, under its original name (a client: their own uploads and what the firm shared with them)',
    answer: answer<DocumentLink>(200),
    errors: [NOT_FOUND.CASE, NOT_FOUND.DOCUMENT, DOCUMENTS.STILL_SCANNING, DOCUMENTS.BLOCKED],
    uses: ['documents', 'activity'],
  },
  listCaseDocuments: {
    id: 'listCaseDocuments',
    method: 'GET',
    path: '/v1/cases/{caseId}/documents',
    handler: 'functions/documents/list-case-documents.ts',
    access: 'signedIn',
    query: caseDocumentsQuery,
    summary:
      "A case's documents, newest first, in every folder: for staff of the case's firm all of them; for the case's client what they uploaded and what the firm shared with them",
    answer: answer<CaseDocumentPage>(200),
    errors: [PAGINATION.INVALID_CURSOR, NOT_FOUND.CASE],
    uses: ['cursors', 'activity'],
  },
  shareCaseDocument: {
    id: 'shareCaseDocument',
    method: 'PATCH',
    path: '/v1/admin/cases/{caseId}/documents/{documentId}',
    handler: 'functions/documents/share-case-document.ts',
    access: 'admin',
    body: shareDocumentBody,
    summary: "Shares a firm's document with the case's client (they list, preview and download it, and are told by e-mail in their next notices), or stops sharing it",
    answer: answer<CaseDocument>(200),
    errors: [NOT_FOUND.CASE, NOT_FOUND.DOCUMENT, DOCUMENTS.CLIENT_UPLOAD_ALWAYS_SHARED, NOT_FOUND.CLIENT, COMMON.BUSY],
    uses: ['mail', 'activity'],
  },
  getDocumentPreview: {
    id: 'getDocumentPreview',
    method: 'GET',
    path: '/v1/cases/{caseId}/documents/{documentId}/preview',
    handler: 'functions/documents/get-document-preview.ts',
    access: 'signedIn',
    summary: 'A short-lived link that shows a PDF or an image of the case in the page (inline, served as its checked type)',
    answer: answer<DocumentLink>(200),
    errors: [NOT_FOUND.CASE, NOT_FOUND.DOCUMENT, DOCUMENTS.STILL_SCANNING, DOCUMENTS.BLOCKED, DOCUMENTS.NOT_PREVIEWABLE],
    uses: ['documents', 'activity'],
  },
  createDocumentLinks: {
    id: 'createDocumentLinks',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/documents/links',
    handler: 'functions/documents/create-document-links.ts',
    access: 'admin',
    body: documentLinksBody,
    summary: 'Short-lived download links of several documents of a case (staff zip a selection or a folder in the browser, asking in rounds)',
    answer: answer<DocumentLinks>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['documents', 'activity'],
  },
  uploadClientFiles: {
    id: 'uploadClientFiles',
    method: 'POST',
    path: '/v1/clients/{clientId}/cases/{caseId}/uploads',
    handler: 'functions/documents/upload-client-files.ts',
    access: 'client',
    body: clientUploadBody,
    summary: "Uploads a small batch (base64 in JSON) to the client's own case folder; 413 when it cannot fit one request",
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [DOCUMENTS.INLINE_BATCH_TOO_LARGE, NOT_FOUND.CASE, ...INLINE_CHECKS, ...BATCH_CHECKS, ...RECORDING],
    uses: ['documents', 'mail', 'activity'],
  },
  uploadAdminFiles: {
    id: 'uploadAdminFiles',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/users/{userId}/folders/{folderId}/files/upload',
    handler: 'functions/documents/upload-admin-files.ts',
    access: 'admin',
    body: adminUploadBody,
    summary: 'Uploads a small batch (base64 in JSON) to a folder of a case of the admin\'s org; 413 when it cannot fit one request',
    answer: answer<{ success: boolean; data: StoredItem[] }>(201),
    errors: [DOCUMENTS.INLINE_BATCH_TOO_LARGE, NOT_FOUND.CASE, ...INLINE_CHECKS, ...BATCH_CHECKS, ...RECORDING],
    uses: ['documents', 'activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
