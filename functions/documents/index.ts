/** The documents feature's public entry: what other features use of the document store and records. */
export { setDocumentStatus } from './repository/documents';
export { caseFolders } from './domain/case-folders';
export { documentStore } from './store';
export { checkAttachments, shareDocumentsWithClient } from './domain/message-attachments';
export type { AttachmentVerdict } from './domain/message-attachments';
export { exportCaseDocuments } from './domain/client-export';
export type { CaseDocumentsExport } from './domain/client-export';
export { countClientDocuments, destroyCaseDocuments } from './domain/case-destruction';
export type { DestroyedDocuments } from './domain/case-destruction';
export { clientDocumentsWrite } from './repository/counters';
export { caseDocumentToRead, recordSignedPdf } from './domain/signed-documents';
export type { CaseDocumentToRead } from './domain/signed-documents';
export { packageArchive, readCaseDocument } from './domain/package-files';
export type { DocumentWithBytes } from './domain/package-files';
