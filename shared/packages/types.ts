/**
 * The IRCC package of a case: for each IRCC upload slot its items feed (shared/requests/ircc-slots.ts),
 * one PDF of their accepted documents in checklist order, reduced under the slot's limit, and the
 * problems found on the way; all of it in one ZIP for staff. Built off the request path: a build is
 * `building` until the worker says `ready` (or `failed`).
 */
import type { IrccSlotFormat } from '../requests/ircc-slots';

export const PACKAGE_STATUSES = ['building', 'ready', 'failed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/**
 * What stops a slot from being uploaded as it is:
 *   empty-slot   no accepted document feeds it (its items are requested, uploaded, rejected…)
 *   expires      an accepted document's recorded expiry falls before the check date
 *   too-large    even reduced, its PDF is above the slot's limit (no file is shipped for it)
 *   unreadable   a document could not be read: an encrypted or broken PDF, an image that does not decode
 *   not-accepted a slot that takes images only (a digital photo: JPEG) takes one image: a PDF, or an
 *                image after the first, is left out of it
 */
export const PACKAGE_PROBLEM_KINDS = ['empty-slot', 'expires', 'too-large', 'unreadable', 'not-accepted'] as const;
export type PackageProblemKind = (typeof PACKAGE_PROBLEM_KINDS)[number];

export interface PackageProblem {
  kind: PackageProblemKind;
  /** The slot's name. */
  slot: string;
  /** The item to fix (the link goes to it): the first of the slot's items for an empty slot. */
  requestId?: string;
  /** The document at fault (expires, unreadable, not-accepted). */
  documentId?: string;
  /** The document's name, as it was uploaded. */
  documentName?: string;
  /** expires: the recorded expiry, YYYY-MM-DD. */
  expiresOn?: string;
  /** too-large: the smallest the slot's file could be made, and the slot's limit, in bytes. */
  bytes?: number;
  maxBytes?: number;
  /** not-accepted: the formats the slot takes. */
  formats?: IrccSlotFormat[];
}

/**
 * A slot's file: a PDF when the slot takes PDFs (every page of its documents in one file), else its
 * one image as a JPEG (or a PNG when it takes only PNG): IRCC's portal refuses a file of a format its
 * slot does not list.
 */
export const PACKAGE_FILE_FORMATS = ['pdf', 'jpeg', 'png'] as const;
export type PackageFileFormat = (typeof PACKAGE_FILE_FORMATS)[number];

/** One slot's file, as the manifest lists it. */
export interface PackageSlot {
  name: string;
  /** Its file in the ZIP ('' when none was made: empty, too large or nothing readable). */
  fileName: string;
  /** Its file's format (what the slot's formats call for). */
  format: PackageFileFormat;
  bytes: number;
  pages: number;
  /** The documents it came from, in order. */
  sources: string[];
  /** The items feeding it, in checklist order. */
  requestIds: string[];
  maxBytes: number;
  /** The formats the slot takes. */
  formats: IrccSlotFormat[];
  problems: PackageProblem[];
}

export interface PackageBuilder {
  userId: string;
  name: string;
}

/** A build as GET …/packages/{packageId} answers it. */
export interface CasePackage {
  packageId: string;
  caseId: string;
  status: PackageStatus;
  /** Documents expiring before this day are problems (YYYY-MM-DD; absent: the day it was built). */
  expiryCheckDate: string;
  createdAt: string;
  createdBy: PackageBuilder;
  finishedAt?: string;
  /** While building: documents done out of those to do. */
  progress?: { done: number; total: number };
  slots: PackageSlot[];
  /** Every slot's problems together. */
  problems: PackageProblem[];
  /** The ZIP's size, once ready. */
  zipBytes?: number;
  /** A short-lived link to the ZIP (staff only), once ready. */
  downloadUrl?: string;
}

/** POST …/packages answers at once: the build goes on off the request path. */
export interface StartedPackage {
  packageId: string;
  status: 'building';
}

/** The manifest in the ZIP (manifest.json) and in the answer's slots. */
export interface PackageManifest {
  caseId: string;
  packageId: string;
  builtAt: string;
  expiryCheckDate: string;
  slots: Array<Pick<PackageSlot, 'name' | 'fileName' | 'format' | 'bytes' | 'pages' | 'sources'> & { documents: Array<{ documentId: string; name: string; requestId: string }> }>;
}
