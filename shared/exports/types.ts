/**
 * A copy of everything the portal holds of one client: their record, their cases and what
 * is on them (document requests, messages, e-mails, documents, the people on the file, the
 * questionnaires with their answers, the activity log), as JSON, with
 * short-lived links to the documents' bytes (the web zips them). Staff export any client of their
 * firm; a client asks for theirs, the firm approves, and the client downloads it.
 */
import type { ActivityEntry } from '../activity/types';
import type { Case, CaseEmail } from '../cases/types';
import type { Message } from '../messages/types';
import type { Person } from '../people/types';
import type { Questionnaire } from '../questionnaires/types';
import type { DocumentRequest } from '../requests/types';
import type { Language } from '../settings/language';
import type { User } from '../users/types';

/** The export's format: its name and version, for whoever reads the file years later. */
export const EXPORT_FORMAT = 'portal-export/1';

/**
 * What carries the firm's internal id (`orgId`): staff's export keeps it; the client's leaves it out
 * (an internal key of the firm's, not information about the client).
 */
type WithFirmId<T extends { orgId: string }> = Omit<T, 'orgId'> & { orgId?: string };

/** The client's record as the export holds it: the user record without its internal keys (version). */
export type ExportedClient = WithFirmId<Omit<User, 'version' | 'dateCreated' | 'language'>> & {
  createdAt: string;
  language: Language;
};

export type ExportedCase = WithFirmId<Case>;
export type ExportedActivity = WithFirmId<ActivityEntry>;

/** A document of one of the client's cases: what it is, where, who uploaded it; its bytes by `documentLinks`. */
export interface ExportedDocument {
  documentId: string;
  caseId: string;
  /** The name of the folder it is in ('' when the folder has no record). */
  folder: string;
  name: string;
  size: number;
  type: string;
  uploadedAt: string;
  uploadedBy: string;
  /** The case's client sees it (their own upload, or the firm shared it with them). */
  sharedWithClient: boolean;
  status: 'available' | 'scanning' | 'blocked';
}

/** A short-lived link to a document's bytes (a document still scanned or blocked has none). */
export interface ExportedDocumentLink {
  documentId: string;
  fileName: string;
  url: string;
}

export interface ClientExport {
  exportedAt: string;
  format: typeof EXPORT_FORMAT;
  client: ExportedClient;
  cases: ExportedCase[];
  requests: DocumentRequest[];
  messages: Message[];
  caseEmails: CaseEmail[];
  documents: ExportedDocument[];
  /** The people each case concerns (the client, their spouse, children…). */
  people: Person[];
  /** Each case's questionnaires with their answers (who gave each, when), the firm's comments and their history. */
  questionnaires: Questionnaire[];
  /** The client's cases' chains and the client's own chain (CLIENT#{userId}), each oldest first. */
  activity: ExportedActivity[];
  /** Valid for EXPORT_LINK_SECONDS from `exportedAt`. */
  documentLinks: ExportedDocumentLink[];
}

/**
 * Where a client's request for a copy of their information is: none asked (or the last approval has
 * lapsed: `expired`), waiting for the firm, or approved (downloadable until `availableUntil`).
 */
export type ExportRequestStatus = 'none' | 'pending' | 'approved' | 'expired';

export interface ExportRequestState {
  status: ExportRequestStatus;
  requestedAt?: string;
  approvedAt?: string;
  /** The staff member who approved it. */
  approvedBy?: { userId: string; name: string };
  /** An approval lets the client download their copy until then. */
  availableUntil?: string;
}
