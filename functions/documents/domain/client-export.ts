/**
 * A case's documents in a client's export (functions/exports): the records (what, where, who, whether
 * the client sees it) and short-lived links to the bytes of those that may be served. Staff's export
 * holds every recorded document of the case; the client's, those they see (their uploads, what the
 * firm shared). Nothing is noted in the activity log here: the export is one event of its own.
 */
import type { Case } from '../../../shared/cases/types';
import type { ExportedDocument, ExportedDocumentLink } from '../../../shared/exports/types';
import { allItems } from '../../core/query-all';
import { type DocumentAudience, type DocumentRecord, listCaseDocumentRecords } from '../repository/documents';
import { getFolder } from '../repository/folders';
import { documentStore } from '../store';
import { seenByClient } from './document-visibility';

const PAGE = 100;

export interface CaseDocumentsExport {
  documents: ExportedDocument[];
  links: ExportedDocumentLink[];
}

async function allRecordsOfCase(caseId: string): Promise<DocumentRecord[]> {
  const found = await allItems((page) => listCaseDocumentRecords(caseId, 'staff', page), PAGE);
  // Oldest first; a record of another case never (the index is the case's, the check is cheap).
  return found.filter((record) => record.caseId === caseId).reverse();
}

/** The names of the folders the documents are in: the case's root from the case, the others from their records. */
async function folderNames(caseRecord: Case, folderIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([[caseRecord.caseFolderId, caseRecord.caseFolderName || caseRecord.caseName]]);
  const others = [...new Set(folderIds)].filter((folderId) => !names.has(folderId));
  const records = await Promise.all(others.map((folderId) => getFolder(folderId)));
  others.forEach((folderId, index) => names.set(folderId, records[index]?.caseId === caseRecord.caseId ? (records[index]?.name ?? '') : ''));
  return names;
}

/** The case's documents as `audience` may have them, with links (valid `linkSeconds`) to those available. */
export async function exportCaseDocuments(caseRecord: Case, audience: DocumentAudience, linkSeconds: number): Promise<CaseDocumentsExport> {
  const records = (await allRecordsOfCase(caseRecord.caseId)).filter((record) => audience === 'staff' || seenByClient(record, caseRecord));
  const names = await folderNames(
    caseRecord,
    records.map((record) => record.folderId),
  );
  const documents = records.map(
    (record): ExportedDocument => ({
      documentId: record.documentId,
      caseId: record.caseId,
      folder: names.get(record.folderId) ?? '',
      name: record.name,
      size: record.size,
      type: record.mimeType,
      uploadedAt: record.createdDateTime,
      uploadedBy: record.createdBy,
      sharedWithClient: seenByClient(record, caseRecord),
      status: record.status ?? 'available',
    }),
  );
  const { catalogue } = documentStore();
  const links = await Promise.all(
    records.map(async (record): Promise<ExportedDocumentLink | undefined> => {
      if ((record.status ?? 'available') !== 'available') return undefined;
      const document = await catalogue.findDocument(caseRecord, record.documentId, record);
      if (!document || document.status !== 'available') return undefined;
      return { documentId: record.documentId, fileName: document.name, url: await document.link(linkSeconds) };
    }),
  );
  return { documents, links: links.filter((link): link is ExportedDocumentLink => link !== undefined) };
}
