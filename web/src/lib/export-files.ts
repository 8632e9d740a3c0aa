/**
 * A client's export saved in the browser: the JSON as a file, and the documents its links
 * name as a ZIP (lib/zip-download), one folder per case. Staff's (users feature) and the client's own
 * (account feature) are saved the same way; each is read from the API when its button is pressed,
 * so the links are fresh (they last 15 minutes: EXPORT_LINK_SECONDS).
 */
import type { ClientExport } from '@shared/exports/types';
import { safeFileName, saveBlob, saveZip, uniquePath, type ZipFile, type ZipSaving } from './zip-download';

/** `information-{name}-{YYYY-MM-DD}` without what a file system refuses. */
export function exportFileName(clientName: string, exportedAt: string, extension: 'json' | 'zip'): string {
  return `${safeFileName(`information-${clientName}-${exportedAt.slice(0, 10)}`, 'information')}.${extension}`;
}

/** Reads the export and saves it as JSON; answers it. */
export async function saveExportAsJson(load: () => Promise<ClientExport>): Promise<ClientExport> {
  const exported = await load();
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  saveBlob(blob, exportFileName(exported.client.name, exported.exportedAt, 'json'));
  return exported;
}

/** The ZIP's path of a document: `{case number} {case name}/{folder}/{file}` (no folder for the case's own). */
function documentPath(exported: ClientExport, documentId: string, fileName: string): string {
  const document = exported.documents.find((candidate) => candidate.documentId === documentId);
  const caseRecord = exported.cases.find((candidate) => candidate.caseId === document?.caseId);
  const caseFolder = caseRecord ? safeFileName(`${caseRecord.caseNumber} ${caseRecord.caseName}`, caseRecord.caseId) : 'documents';
  const folder = document?.folder && document.folder !== caseRecord?.caseFolderName ? `${safeFileName(document.folder, '')}/` : '';
  return `${caseFolder}/${folder}${safeFileName(fileName, documentId)}`;
}

/**
 * Saves the export's documents as one ZIP named `zipName`: the save dialog first (the click's user
 * activation), then the export is read and each link's bytes fetched into it.
 */
export function saveExportDocumentsAsZip(zipName: string, load: () => Promise<ClientExport>): Promise<ZipSaving> {
  return saveZip(zipName, async function* (): AsyncGenerator<ZipFile> {
    const exported = await load();
    const taken = new Set<string>();
    for (const link of exported.documentLinks) {
      const response = await fetch(link.url);
      if (!response.ok) throw new Error(`${link.fileName}: ${response.status}`);
      yield { name: uniquePath(documentPath(exported, link.documentId, link.fileName), taken), input: response };
    }
  });
}
