/** Document requests as the API answers them (GET /v1/cases/{caseId}/requests and the admin routes). */
import type { IrccSlot } from './ircc-slots';
import type { ConcernKind, RequestEditableField, RequestHistoryAction, RequestStatus } from './constants';

/** Whom the document is about: `{ kind: 'client' }` or a named person (`{ kind: 'spouse', name: 'Maria' }`). */
export interface RequestConcerns {
  kind: ConcernKind;
  name?: string;
}

/** Who made an item's last change: an admin of the firm or the case's client. */
export interface RequestUpdatedBy {
  userId: string;
  name: string;
  role: 'admin' | 'client';
}

/**
 * An item's title in each language it was written in: both for a template's item (or when the firm
 * typed both), one when the firm typed it in one language (then every reader reads that one).
 */
export interface RequestTitles {
  en?: string;
  fr?: string;
}

/** One entry of an item's history. */
export interface RequestHistoryEntry {
  at: string;
  by: RequestUpdatedBy;
  action: RequestHistoryAction;
  /** rejected: why (the client reads it); accepted, waived: the firm's note (staff only). */
  reason?: string;
  /** uploaded: the documents of that upload; rejected, accepted: the documents decided on (those uploaded since the last decision). */
  documentIds?: string[];
  /** edited: what changed. */
  fields?: RequestEditableField[];
  /** edited: the due date it was given ('' when it was removed). */
  dueDate?: string;
  /** accepted: the document's expiry date. */
  expiresOn?: string;
}

/** One document the firm asks the client for. */
export interface DocumentRequest {
  requestId: string;
  caseId: string;
  /**
   * In the reader's language (their language setting): a template's item, or one the firm typed in
   * both languages, reads in the reader's; one typed in one language reads the same to everyone.
   */
  title: string;
  /** The title in each language it was written in (what the firm edits). */
  titles: RequestTitles;
  /** In the reader's language as `title` is; '' when none. */
  instructions: string;
  /** YYYY-MM-DD. */
  dueDate?: string;
  concerns: RequestConcerns;
  translationRequired: boolean;
  status: RequestStatus;
  /** Why the item is in its status (a rejection's reason the client reads; a note on an acceptance or waiver); '' when none. */
  reason: string;
  /** The documents uploaded against it, oldest first. */
  documentIds: string[];
  createdAt: string;
  updatedAt: string;
  updatedBy: RequestUpdatedBy;
  /** An accepted document's expiry (a passport, a police certificate), YYYY-MM-DD. */
  expiresOn?: string;
  /** The template and its item it was added from, when it was. */
  templateId?: string;
  templateItemId?: string;
  /** The IRCC upload slot its accepted documents go into (staff only: a client's answer leaves it out). */
  irccSlot?: IrccSlot;
  /**
   * What happened to it, oldest first: asked for, edited, each upload, each decision. The case's
   * client reads the request, their own uploads and the decisions (without the firm's notes).
   */
  history: RequestHistoryEntry[];
}

/** Accepted items out of all items but the waived ones (the case's counters). */
export interface Readiness {
  accepted: number;
  total: number;
}

export interface CaseRequests {
  items: DocumentRequest[];
  readiness: Readiness;
}

/** A text in both of the portal's languages. */
export interface BilingualText {
  en: string;
  fr: string;
}

/** One item of a starting template. */
export interface RequestTemplateItem {
  templateItemId: string;
  title: BilingualText;
  instructions: BilingualText;
  concerns: RequestConcerns;
  translationRequired: boolean;
  /** Due this many days after it is added to a case (e.g. a Basis of Claim form: 15 days). */
  dueInDays?: number;
  /** The IRCC upload slot the items it makes feed. */
  irccSlot?: IrccSlot;
}

/** A starting checklist for a case category, shipped with the portal. */
export interface RequestTemplate {
  templateId: string;
  /** A case category (shared/cases/constants.ts). */
  category: string;
  title: BilingualText;
  /** The IRCC checklist it follows, e.g. 'IMM 5488'. */
  source: string;
  items: RequestTemplateItem[];
}

/** Where a listed template comes from: shipped with the portal, or the firm's (its own, or its version of a shipped one). */
export type RequestTemplateOrigin = 'portal' | 'firm';

/** A template as GET /v1/admin/request-templates and PUT …/{templateId} answer it. */
export interface ListedRequestTemplate extends RequestTemplate {
  origin: RequestTemplateOrigin;
}

/** POST …/requests/remind: the items the reminder e-mail names (those of the case still waiting on the client). */
export interface RequestReminder {
  caseId: string;
  requestIds: string[];
}
