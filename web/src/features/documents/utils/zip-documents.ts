/**
 * A ZIP of a case's documents made in the browser (staff: a selection, or a folder and its
 * sub-folders): download links asked for in rounds of MAX_LINKS_PER_REQUEST while the ZIP streams,
 * each link's bytes fetched straight from storage (the bucket's CORS allows the portal's origin) and
 * written as they come (the ZIP itself: lib/zip-download).
 */
import { MAX_LINKS_PER_REQUEST } from '@shared/documents/limits';
import type { DocumentLinks } from '@shared/documents/types';
import { saveZip, uniquePath } from '@/lib/zip-download';
import { createDocumentLinks } from '../api/create-document-links';

/** One document to put in the ZIP, at `folder` (a path inside the ZIP, '' for its top). */
export interface ZipEntry {
  documentId: string;
  folder: string;
  /** The name as listed, to name it when it is skipped. */
  name: string;
}

export interface ZipOutcome {
  /** False when the user cancelled the save dialog. */
  saved: boolean;
  /** The documents left out: still being scanned, blocked, or gone. */
  skipped: Array<{ name: string; reason: DocumentLinks['skipped'][number]['reason'] }>;
}

/** The ZIP's files, one round of links at a time; `skipped` fills as the rounds answer. */
async function* zipFiles(caseId: string, entries: readonly ZipEntry[], skipped: ZipOutcome['skipped']) {
  const taken = new Set<string>();
  for (let start = 0; start < entries.length; start += MAX_LINKS_PER_REQUEST) {
    const round = entries.slice(start, start + MAX_LINKS_PER_REQUEST);
    const byId = new Map(round.map((entry) => [entry.documentId, entry]));
    const answer = await createDocumentLinks(
      caseId,
      round.map((entry) => entry.documentId),
    );
    for (const refused of answer.skipped) skipped.push({ name: byId.get(refused.documentId)?.name ?? refused.documentId, reason: refused.reason });
    for (const link of answer.links) {
      const folder = byId.get(link.documentId)?.folder ?? '';
      const response = await fetch(link.url);
      if (!response.ok) throw new Error(`${link.fileName}: ${response.status}`);
      yield { name: uniquePath(folder ? `${folder}/${link.fileName}` : link.fileName, taken), input: response };
    }
  }
}

/**
 * Saves the documents of `collect()` as `zipName`. The save dialog opens first, while the click's
 * user activation lasts; `collect` (e.g. listing a folder) runs after.
 */
export async function saveDocumentsAsZip(caseId: string, zipName: string, collect: () => Promise<readonly ZipEntry[]>): Promise<ZipOutcome> {
  const skipped: ZipOutcome['skipped'] = [];
  const saving = await saveZip(zipName, async function* () {
    yield* zipFiles(caseId, await collect(), skipped);
  });
  return { saved: saving !== 'cancelled', skipped };
}
