/**
 * Which documents go into which IRCC slot (pure): the case's items in checklist order, grouped by
 * their slot's name; of each item its accepted documents (those the last acceptance decided on). A
 * waived item feeds nothing; a slot whose items are all waived is left out. Found here already: empty
 * slots and documents whose recorded expiry falls before the check date.
 */
import type { IrccSlot, IrccSlotFormat } from '../../../shared/requests/ircc-slots';
import type { PackageFileFormat } from '../../../shared/packages/types';
import type { PackageProblem } from '../../../shared/packages/types';
import type { RequestRecord } from '../../requests';

export interface PlannedDocument {
  documentId: string;
  requestId: string;
}

export interface PlannedSlot {
  name: string;
  /** The strictest limit among its items'. */
  maxBytes: number;
  /** The formats all its items' slots take (the first item's, should they share none). */
  formats: IrccSlotFormat[];
  requestIds: string[];
  documents: PlannedDocument[];
  problems: PackageProblem[];
}

/** An accepted item's documents: those its last acceptance decided on (all of its uploads for an item accepted before decisions named them). */
export function acceptedDocumentsOf(record: Pick<RequestRecord, 'status' | 'documentIds' | 'history'>): string[] {
  if (record.status !== 'accepted') return [];
  const acceptance = [...(record.history ?? [])].reverse().find((entry) => entry.action === 'accepted');
  return acceptance?.documentIds && acceptance.documentIds.length > 0 ? acceptance.documentIds : record.documentIds;
}

/** The slots of a case's items (in `records`' order: the checklist's), with their documents and first problems. */
export function planSlots(records: readonly RequestRecord[], expiryCheckDate: string): PlannedSlot[] {
  const slots = new Map<string, PlannedSlot>();
  const slotOf = (slot: IrccSlot): PlannedSlot => {
    let planned = slots.get(slot.name);
    if (!planned) {
      planned = { name: slot.name, maxBytes: slot.maxBytes, formats: [...slot.formats], requestIds: [], documents: [], problems: [] };
      slots.set(slot.name, planned);
    }
    planned.maxBytes = Math.min(planned.maxBytes, slot.maxBytes);
    const shared = planned.formats.filter((format) => slot.formats.includes(format));
    if (shared.length > 0) planned.formats = shared;
    return planned;
  };
  for (const record of records) {
    if (!record.irccSlot || record.status === 'waived') continue;
    const planned = slotOf(record.irccSlot);
    planned.requestIds.push(record.requestId);
    const accepted = acceptedDocumentsOf(record);
    planned.documents.push(...accepted.map((documentId) => ({ documentId, requestId: record.requestId })));
    if (accepted.length > 0 && record.expiresOn && record.expiresOn < expiryCheckDate) {
      planned.problems.push({ kind: 'expires', slot: planned.name, requestId: record.requestId, documentId: accepted[0], expiresOn: record.expiresOn });
    }
  }
  for (const planned of slots.values()) {
    if (planned.documents.length === 0) planned.problems.unshift({ kind: 'empty-slot', slot: planned.name, requestId: planned.requestIds[0] });
  }
  return [...slots.values()];
}

const EXTENSIONS: Record<PackageFileFormat, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' };

/** File names of the slots, each unique in the ZIP (`Passport.pdf`, then `Passport-2.pdf`; `Digital-photo.jpg`). */
export function uniqueFileNames(files: ReadonlyArray<{ baseName: string; format: PackageFileFormat }>): string[] {
  const taken = new Set<string>();
  return files.map(({ baseName: base, format }) => {
    const extension = EXTENSIONS[format];
    let name = `${base}.${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}.${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
