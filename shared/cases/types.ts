/** A case and the messages e-mailed about it (spec section 3). */
import type { CaseStatus } from './constants';

export interface Case {
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
   * The document requests' counters (issue 22, functions/requests), absent until the case's first
   * item: accepted items; all but the waived (readiness = accepted / total); waiting on the client
   * (requested or rejected); waiting on the firm (uploaded); every item ever added (the per-case limit).
   */
  requestsAccepted?: number;
  requestsTotal?: number;
  requestsOutstanding?: number;
  requestsAwaitingReview?: number;
  requestsCount?: number;
}

/** Where a case message's e-mail is: on the mail queue, handed to the mail service, or given up on. */
export type CaseMessageDelivery = 'queued' | 'sent' | 'failed';

/** A message an admin e-mailed to a case's client ('Send Email Regarding Case'), as kept on the case. */
export interface CaseMessage {
  messageId: string;
  caseId: string;
  senderName: string;
  /** The client's e-mail and name when the message was sent. */
  recipientEmail: string;
  recipientName: string;
  message: string;
  createdAt: string;
  delivery: CaseMessageDelivery;
  /** When the mail service took it (sent) or sending was given up (failed). */
  deliveredAt?: string;
}
