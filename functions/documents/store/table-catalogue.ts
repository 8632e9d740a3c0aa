/**
 * The catalogue of a store that keeps only bytes (S3): the table's folder and document records say
 * what each case folder holds. A sub-folder is a record (its name unique in its parent); a document
 * is listed once recorded, and downloads through the store's link to its `storageKey`.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentRecord } from '../repository/documents';
import { documentItem, listFolderDocuments } from '../repository/documents';
import { createFolderRecord, folderItem, listSubFolders } from '../repository/folders';
import type { DispositionType } from './content-disposition';
import type { DocumentCatalogue } from './document-store';

/** The link that serves a recorded document's bytes under its name and checked type (a download, or inline: a preview). */
export type DocumentLink = (document: DocumentRecord, expiresInSeconds: number, disposition?: DispositionType) => Promise<string>;

export function createTableCatalogue(link: DocumentLink): DocumentCatalogue {
  return {
    async folderOfCase(caseRecord, _folderId, recorded) {
      return recorded?.caseId === caseRecord.caseId ? recorded : undefined;
    },

    async listFolder(folderId, page, withFolders) {
      // Sub-folders come first, on the first page only (a case has few); both read at once.
      const [documents, folders] = await Promise.all([
        listFolderDocuments(folderId, page),
        withFolders && !page.exclusiveStartKey ? listSubFolders(folderId) : [],
      ]);
      return { items: [...folders.map(folderItem), ...documents.items.map(documentItem)], lastEvaluatedKey: documents.lastEvaluatedKey };
    },

    async createSubFolder(caseRecord, parent, name, createdBy) {
      const now = new Date().toISOString();
      const folder = await createFolderRecord({
        folderId: randomUUID(),
        caseId: caseRecord.caseId,
        orgId: caseRecord.orgId,
        parentId: parent.folderId,
        name,
        createdDateTime: now,
        lastModifiedDateTime: now,
        createdBy,
        childCount: 0,
      });
      return folderItem(folder);
    },

    // Every folder of this catalogue is a record already.
    async prepareUploadFolder() {},

    // The record is the document: the caller read it.
    async findDocument(caseRecord, documentId, document) {
      if (!document || document.documentId !== documentId || document.caseId !== caseRecord.caseId) return undefined;
      return {
        name: document.name,
        folderId: document.folderId,
        status: document.status ?? 'available',
        contentType: document.mimeType,
        link: (expiresInSeconds, disposition) => link(document, expiresInSeconds, disposition),
      };
    },
  };
}
