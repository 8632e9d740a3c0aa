/** A case and the messages e-mailed about it (spec section 3). */
import type { CaseStatus } from './constants';
import type { CaseProgress } from '../progress/types';

/** A case; its progress fields (stage, history, key dates, closedAt) in CaseProgress. */
export interface Case extends CaseProgress {
  caseId: string;
  orgId: string;
  caseName: string;
  caseNumber: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  attorneyId: string;
  attorneyName: string;
  category: string;
  description: string;
  status: CaseStatus;
  openDate: string;
  dateUpdated: string;
  docsNum: number;
  caseFolderId: string;
  caseFolderName: string;
  /**
   * When the case was last closed (set when its status becomes `closed`, removed when it is reopened;
   * cases closed before the retention job existed get their `dateUpdated` by scripts/backfill-closed-cases.ts). The
   * retention job destroys it `retentionYears` (the firm's) after this date.
   */
  closedAt?: string;
  /** Under legal hold: never destroyed by the retention job while true. */
  legalHold?: boolean;
  /**
   * The client's e-mails about it name neither the case nor its category (shared/cases/discretion.ts;
   * the firm's `discreetCases` makes every case so). Set when the case is opened (true for a refugee
   * category unless the request says otherwise); a case stored without it reads as its category's
   * default (discreetByDefault), so every case the API answers has it.
   */
  discreet: boolean;
  /** The retention job started destroying it (the case no longer changes: `case-being-destroyed`). */
  destructionStartedAt?: string;
  /**
   * The document requests' counters (functions/requests), absent until the case's first
   * item: accepted items; all but the waived (readiness = accepted / total); waiting on the client
   * (requested or rejected); waiting on the firm (uploaded); every item ever added (the per-case limit).
   */
  requestsAccepted?: number;
  requestsTotal?: number;
  requestsOutstanding?: number;
  requestsAwaitingReview?: number;
  requestsCount?: number;
}

/** Where a case e-mail is: on the mail queue, handed to the mail service, or given up on. */
export type CaseEmailDelivery = 'queued' | 'sent' | 'failed';

/**
 * An e-mail the portal sent by itself about a case (the case opened, a new message, a reminder…), to
 * one recipient: which kind, to whom and when, never what it said. Listed beside the staff's messages.
 */
export interface AutomaticCaseEmail {
  messageId: string;
  caseId: string;
  automatic: true;
  /** The kind of e-mail (the mail event's kind: `caseOpened`, `messageNotice`, `documentReminder`, …). */
  kind: string;
  /** The recipient's e-mail and name when it was sent (the client, or one of the firm's staff). */
  recipientEmail: string;
  recipientName: string;
  /** When it was sent. */
  createdAt: string;
  delivery: 'sent';
  deliveredAt: string;
}

/** A line of a case's e-mails: a staff member's message, or an automatic e-mail (`automatic: true`). */
export type CaseEmailEntry = CaseEmail | AutomaticCaseEmail;

/** A line of the firm's e-mail log (GET /v1/admin/orgs/{orgId}/case-emails): the e-mail with its case's name and number now. */
export type OrgCaseEmail = CaseEmailEntry & {
  caseName?: string;
  caseNumber?: string;
};

/** True for an e-mail the portal sent by itself. */
export function isAutomaticCaseEmail(email: CaseEmailEntry): email is AutomaticCaseEmail {
  return 'automatic' in email && email.automatic === true;
}

/** An e-mail an admin sent to a case's client ('Send Email Regarding Case'), as kept on the case (its `messageId` and `message` fields keep the API's names). */
export interface CaseEmail {
  messageId: string;
  caseId: string;
  senderName: string;
  /** The client's e-mail and name when the message was sent. */
  recipientEmail: string;
  recipientName: string;
  message: string;
  createdAt: string;
  delivery: CaseEmailDelivery;
  /** When the mail service took it (sent) or sending was given up (failed). */
  deliveredAt?: string;
}
