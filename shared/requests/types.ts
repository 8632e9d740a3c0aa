/** Document requests as the API answers them (GET /v1/cases/{caseId}/requests and the admin routes). */
import type { ConcernKind, RequestStatus } from './constants';

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

/** One document the firm asks the client for. */
export interface DocumentRequest {
  requestId: string;
  caseId: string;
  /** As the firm wrote it; a template's item in the case's client's language (docs/data-model.md). */
  title: string;
  /** '' when none. */
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
  /** The template and its item it was added from, when it was (the web can show the template's text in the reader's language). */
  templateId?: string;
  templateItemId?: string;
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
  /** Due this many days after the template is applied (e.g. a Basis of Claim form: 15 days). */
  dueInDays?: number;
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
