/**
 * A document store held in memory, for unit tests of the documents domain in any store's place:
 * staged objects by key, placed documents by storage key, every call of the upload path noted in
 * order, and faults a test can ask for. Its catalogue is the table's (the S3 store's), on the
 * harness's fake table.
 */
import type { DocumentPlacement, DocumentStore, PlacedDocument, StoredObject } from '../../../functions/documents/store/document-store';
import { newFolderItem } from '../../../functions/documents/store/document-store';
import { createTableCatalogue } from '../../../functions/documents/store/table-catalogue';

interface StagedObject {
  bytes: Uint8Array;
  contentType: string;
  version: string;
}

export class FakeDocumentStore implements DocumentStore {
  /** What staging holds, by key. */
  readonly staged = new Map<string, StagedObject>();
  /** Placed documents, by storage key. */
  readonly placed = new Map<string, { bytes: Uint8Array; placement: DocumentPlacement }>();
  /** The upload path's calls in order, e.g. `inspect uploads/b-1/d-1`, `place uploads/b-1/d-1`, `release 2`. */
  readonly calls: string[] = [];
  /** Faults to answer: a key's `place` fails with the error (or answers undefined: taken meanwhile); `release` fails. */
  readonly faults: { place: Map<string, Error | 'gone'>; release?: Error } = { place: new Map() };
  private versions = 0;

  readonly catalogue = createTableCatalogue((document) => Promise.resolve(`https://store.test/${document.storageKey}`));

  /** Stages bytes as the browser would have uploaded them. */
  stage(key: string, bytes: Uint8Array, contentType = 'application/pdf'): void {
    this.versions += 1;
    this.staged.set(key, { bytes, contentType, version: `"v${this.versions}"` });
  }

  createFolder(_parentId: string | undefined, name: string, createdBy: string) {
    return Promise.resolve(newFolderItem(name, createdBy));
  }

  deleteFolder() {
    return Promise.resolve();
  }

  uploadTarget(key: string, size: number, contentType: string) {
    this.calls.push(`target ${key}`);
    return Promise.resolve({ url: `https://store.test/${key}?size=${size}`, headers: { 'content-type': contentType } });
  }

  inspect(key: string, headBytes: number): Promise<StoredObject | undefined> {
    this.calls.push(`inspect ${key}`);
    const object = this.staged.get(key);
    if (!object) return Promise.resolve(undefined);
    return Promise.resolve({ size: object.bytes.length, contentType: object.contentType, head: object.bytes.subarray(0, headBytes), version: object.version });
  }

  put(key: string, bytes: Uint8Array, contentType: string) {
    this.calls.push(`put ${key}`);
    this.stage(key, bytes, contentType);
    return Promise.resolve();
  }

  remove(key: string) {
    this.calls.push(`remove ${key}`);
    this.staged.delete(key);
    return Promise.resolve();
  }

  place(stagingKey: string, placement: DocumentPlacement): Promise<PlacedDocument | undefined> {
    this.calls.push(`place ${stagingKey}`);
    const fault = this.faults.place.get(stagingKey);
    if (fault instanceof Error) return Promise.reject(fault);
    const object = this.staged.get(stagingKey);
    // Placed exactly as checked: a changed or vanished upload is not placed.
    if (fault === 'gone' || !object || object.version !== placement.version) return Promise.resolve(undefined);
    const storageKey = `cases/${placement.caseId}/documents/${placement.documentId}/${placement.attemptId}`;
    this.placed.set(storageKey, { bytes: object.bytes, placement });
    return Promise.resolve({ storageKey });
  }

  unplace(placed: PlacedDocument) {
    this.calls.push(`unplace ${placed.storageKey}`);
    this.placed.delete(placed.storageKey);
    return Promise.resolve();
  }

  releaseStaged(stagingKeys: readonly string[]) {
    this.calls.push(`release ${stagingKeys.join(' ')}`);
    if (this.faults.release) return Promise.reject(this.faults.release);
    for (const key of stagingKeys) this.staged.delete(key);
    return Promise.resolve();
  }

  cleanStaging() {
    return Promise.resolve(undefined);
  }

  destroyCaseContents(caseRecord: { caseId: string }) {
    this.calls.push(`destroy ${caseRecord.caseId}`);
    const prefix = `cases/${caseRecord.caseId}/`;
    const gone = [...this.placed.keys()].filter((key) => key.startsWith(prefix));
    for (const key of gone) this.placed.delete(key);
    return Promise.resolve(gone.length);
  }
}
