/**
 * A ZIP of a case's documents made in the browser (staff: a selection, or a folder and its
 * sub-folders): download links asked for in rounds of MAX_LINKS_PER_REQUEST while the ZIP streams,
 * each link's bytes fetched straight from storage (the bucket's CORS allows the portal's origin) and
 * written as they come. With the File System Access API the ZIP streams to the file the user chose
 * (no size limit); else it is built as a Blob and saved through an <a download>.
 */
import { MAX_LINKS_PER_REQUEST } from '@shared/documents/limits';
import type { DocumentLinks } from '@shared/documents/types';
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

/** The little of the File System Access API used here (not in TypeScript's DOM library yet). */
interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types?: Array<{ description?: string; accept: Record<string, string[]> }>;
  }) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array>> }>;
}

/** `name` made unique among `taken` (the ZIP's paths): `a.pdf`, then `a (2).pdf`. */
export function uniquePath(path: string, taken: Set<string>): string {
  let candidate = path;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The ZIP's files, one round of links at a time; `skipped` fills as the rounds answer. */
async function* zipFiles(caseId: string, entries: readonly ZipEntry[], skipped: ZipOutcome['skipped'], written: { count: number }) {
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
      written.count += 1;
      yield { name: uniquePath(folder ? `${folder}/${link.fileName}` : link.fileName, taken), input: response };
    }
  }
}

/**
 * Saves the documents of `collect()` as `zipName`. The save dialog opens first, while the click's
 * user activation lasts; `collect` (e.g. listing a folder) runs after.
 */
export async function saveDocumentsAsZip(caseId: string, zipName: string, collect: () => Promise<readonly ZipEntry[]>): Promise<ZipOutcome> {
  const picker = (window as unknown as SaveFilePicker).showSaveFilePicker;
  let writable: WritableStream<Uint8Array> | undefined;
  if (picker) {
    try {
      const handle = await picker.call(window, { suggestedName: zipName, types: [{ accept: { 'application/zip': ['.zip'] } }] });
      writable = await handle.createWritable();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { saved: false, skipped: [] };
      throw error;
    }
  }
  // Loaded only when a ZIP is made: it stays out of every page's first load.
  const [{ makeZip }, entries] = await Promise.all([import('client-zip'), collect()]);
  const skipped: ZipOutcome['skipped'] = [];
  const written = { count: 0 };
  const zip = makeZip(zipFiles(caseId, entries, skipped, written));
  if (writable) {
    await zip.pipeTo(writable);
    return { saved: true, skipped };
  }
  const blob = await new Response(zip, { headers: { 'content-type': 'application/zip' } }).blob();
  // Nothing could be put in it: no empty ZIP to save.
  if (written.count === 0) return { saved: false, skipped };
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = zipName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start saving the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { saved: true, skipped };
}
