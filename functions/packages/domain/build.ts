/**
 * The packaging worker's work: a build's slots from the case's items (./plan.ts), each slot's file
 * (./assemble.ts: a PDF, or an image for a slot that takes no PDF) from its documents read one slot at a time (the memory holds one slot's bytes, not
 * the case's), the ZIP of the PDFs and the manifest, stored for staff, and the build marked ready —
 * or failed, when something broke that retrying would not mend.
 */
import { zipSync } from 'fflate';
import { slotFileBaseName } from '../../../shared/requests/ircc-slots';
import type { PackageManifest, PackageProblem, PackageSlot } from '../../../shared/packages/types';
import { getCaseById } from '../../cases';
import { describeError, logger } from '../../core/logger';
import { packageArchive, readCaseDocument } from '../../documents';
import { listRequestsOfCase } from '../../requests';
import { finishPackageRecord, getPackageRecord, savePackageProgress } from '../repository/packages';
import { type SlotDocument, assembleSlot, slotFileFormat } from './assemble';
import { planSlots, uniqueFileNames } from './plan';

export interface BuildSummary {
  packageId: string;
  status: 'ready' | 'failed' | 'skipped';
  slots?: number;
  problems?: number;
  zipBytes?: number;
}

/** Builds one package; a build no longer `building` (done, failed, deleted) is skipped, so a retried event does nothing twice. */
export async function buildCasePackage(caseId: string, packageId: string, now: () => string = () => new Date().toISOString()): Promise<BuildSummary> {
  const record = await getPackageRecord(caseId, packageId);
  if (!record || record.status !== 'building') return { packageId, status: 'skipped' };
  try {
    const caseRecord = await getCaseById(caseId);
    if (!caseRecord || caseRecord.orgId !== record.orgId) throw new Error('The case of the build is gone');
    const planned = planSlots(await listRequestsOfCase(caseId), record.expiryCheckDate);
    const total = planned.reduce((sum, slot) => sum + slot.documents.length, 0);
    let done = 0;
    await savePackageProgress(caseId, packageId, { done, total });
    const formats = planned.map((slot) => slotFileFormat(slot.formats));
    const fileNames = uniqueFileNames(planned.map((slot, index) => ({ baseName: slotFileBaseName(slot.name), format: formats[index] ?? 'pdf' })));
    const files: Record<string, Uint8Array> = {};
    const slots: PackageSlot[] = [];
    const manifestSlots: PackageManifest['slots'] = [];
    for (const [index, slot] of planned.entries()) {
      const problems: PackageProblem[] = [...slot.problems];
      const documents: SlotDocument[] = [];
      const names = new Map<string, string>();
      for (const planned of slot.documents) {
        const read = await readCaseDocument(caseRecord, planned.documentId);
        if (read) {
          documents.push({ documentId: read.documentId, name: read.name, requestId: planned.requestId, bytes: read.bytes });
          names.set(read.documentId, read.name);
        } else {
          problems.push({ kind: 'unreadable', slot: slot.name, requestId: planned.requestId, documentId: planned.documentId });
        }
      }
      const assembled = documents.length > 0 ? await assembleSlot(documents, slot) : undefined;
      for (const document of assembled?.unreadable ?? []) {
        problems.push({ kind: 'unreadable', slot: slot.name, requestId: document.requestId, documentId: document.documentId, documentName: document.name });
      }
      for (const document of assembled?.notAccepted ?? []) {
        problems.push({ kind: 'not-accepted', slot: slot.name, requestId: document.requestId, documentId: document.documentId, documentName: document.name, formats: slot.formats });
      }
      if (assembled?.tooLargeBytes !== undefined) {
        problems.push({ kind: 'too-large', slot: slot.name, requestId: slot.requestIds[0], bytes: assembled.tooLargeBytes, maxBytes: slot.maxBytes });
      }
      for (const problem of problems) {
        if (problem.documentId && !problem.documentName && names.has(problem.documentId)) problem.documentName = names.get(problem.documentId);
      }
      const file = assembled?.file;
      const format = formats[index] ?? 'pdf';
      const fileName = file ? (fileNames[index] ?? '') : '';
      if (file) files[fileName] = file;
      const sources = file && assembled ? assembled.sources : [];
      const pages = file && assembled ? assembled.pages : 0;
      slots.push({ name: slot.name, fileName, format, bytes: file?.length ?? 0, pages, sources, requestIds: slot.requestIds, maxBytes: slot.maxBytes, formats: slot.formats, problems });
      if (fileName) {
        const requestOf = new Map(documents.map((document) => [document.documentId, document.requestId]));
        manifestSlots.push({
          name: slot.name,
          fileName,
          format,
          bytes: file?.length ?? 0,
          pages,
          sources,
          documents: sources.map((documentId) => ({ documentId, name: names.get(documentId) ?? '', requestId: requestOf.get(documentId) ?? '' })),
        });
      }
      done += slot.documents.length;
      await savePackageProgress(caseId, packageId, { done, total });
    }
    const builtAt = now();
    const manifest: PackageManifest = { caseId, packageId, builtAt, expiryCheckDate: record.expiryCheckDate, slots: manifestSlots };
    // PDFs and images are compressed already: stored as they are; the manifest is deflated.
    const zip = zipSync({
      ...Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: 0 }] as const])),
      'manifest.json': [new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`), { level: 6 }],
    });
    await packageArchive.put(caseId, packageId, zip);
    const problems = slots.flatMap((slot) => slot.problems);
    const { progress: _progress, ...rest } = record;
    const finished = await finishPackageRecord({ ...rest, status: 'ready', finishedAt: builtAt, slots, problems, zipBytes: zip.length, manifest });
    // Deleted while it was built: its ZIP goes too.
    if (!finished) await packageArchive.remove(caseId, packageId);
    return { packageId, status: 'ready', slots: slots.length, problems: problems.length, zipBytes: zip.length };
  } catch (error) {
    logger.error('Package build failed', { caseId, packageId, ...describeError(error) });
    const { progress: _progress, ...rest } = record;
    await finishPackageRecord({ ...rest, status: 'failed', finishedAt: now() });
    return { packageId, status: 'failed' };
  }
}
