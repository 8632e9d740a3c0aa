/**
 * A ZIP made in the browser and saved (staff's ZIPs of a case's documents, a client's export): its
 * files are fetched as the ZIP streams (client-zip, loaded only when a ZIP is made), each written as
 * it comes. With the File System Access API the ZIP streams to the file the user chose (no size
 * limit); else it is built as a Blob and saved through an <a download>.
 */

/** One file of the ZIP: its path inside it and the response whose body is its bytes. */
export interface ZipFile {
  name: string;
  input: Response;
}

/** The little of the File System Access API used here (not in TypeScript's DOM library yet). */
interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types?: Array<{ description?: string; accept: Record<string, string[]> }>;
  }) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array>> }>;
}

/** `path` made unique among `taken` (the ZIP's paths, any case): `a.pdf`, then `a (2).pdf`. */
export function uniquePath(path: string, taken: Set<string>): string {
  let candidate = path;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** A file or folder name without what a file system refuses (`fallback` when nothing is left). */
export function safeFileName(name: string, fallback: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || fallback;
}

/** Saves a Blob as `fileName` through an <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start saving the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** How saving a ZIP ended: saved, cancelled in the save dialog, or nothing to put in it (no dialog: nothing saved). */
export type ZipSaving = 'saved' | 'cancelled' | 'empty';

/**
 * Saves the files `files()` yields as the ZIP `zipName`. The save dialog opens first, while the click's
 * user activation lasts; `files` (listing, asking for links) starts after.
 */
export async function saveZip(zipName: string, files: () => AsyncIterable<ZipFile>): Promise<ZipSaving> {
  const picker = (window as unknown as SaveFilePicker).showSaveFilePicker;
  let writable: WritableStream<Uint8Array> | undefined;
  if (picker) {
    try {
      const handle = await picker.call(window, { suggestedName: zipName, types: [{ accept: { 'application/zip': ['.zip'] } }] });
      writable = await handle.createWritable();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  const { makeZip } = await import('client-zip');
  let written = 0;
  async function* counted() {
    for await (const file of files()) {
      written += 1;
      yield file;
    }
  }
  const zip = makeZip(counted());
  if (writable) {
    await zip.pipeTo(writable);
    return written === 0 ? 'empty' : 'saved';
  }
  const blob = await new Response(zip, { headers: { 'content-type': 'application/zip' } }).blob();
  // Nothing could be put in it: no empty ZIP to save.
  if (written === 0) return 'empty';
  saveBlob(blob, zipName);
  return 'saved';
}
