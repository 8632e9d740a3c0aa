import type { PrivacyNotice } from '../privacy/types';
import type { RequestReminders } from './reminders';

// A firm (org): its details and dashboard counters (spec section 3).
export interface OrgSummary {
  orgId: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The firm's staff (admins) must sign in with two factors to use the admin area. */
  requireStaffTwoFactor?: boolean;
  /** Every case is discreet: the clients' e-mails name neither a case nor its category (shared/cases/discretion.ts). */
  discreetCases?: boolean;
  /** When clients are reminded of the documents asked of them (DEFAULT_REQUEST_REMINDERS when never set). */
  requestReminders: RequestReminders;
  // --- privacy notice ---
  /** The notice sign-up and the first sign-in show: the firm's own, else the portal's default (isDefault). */
  privacyNotice: PrivacyNotice;
  // --- end privacy notice ---
  /** Billing: the firm's GST/HST registration number and its QST number (Quebec), printed on its invoices. */
  gstHstNumber?: string;
  qstNumber?: string;
  /** Billing: how a client pays by Interac e-Transfer or wire (the firm's words: address, account, what to write as reference). */
  paymentInstructions?: string;
  /** How many years a closed case is kept before it is destroyed (6 to 10; 7 when never set: shared/orgs/retention.ts). */
  retentionYears: number;
  /**
   * The firm's cases, and those not closed (open, in progress, on hold): the sums of its cases by
   * status on the analytics item, the one count of cases (the analytics' `byStatus` adds up to them).
   */
  casesCount: number;
  openCasesCount: number;
  clientsCount: number;
  documentsUploadedCount: number;
  /** Documents recorded this calendar month (UTC). */
  documentsUploadedThisMonth?: number;
}

/** An accepted document that expires soon (GET /v1/admin/orgs/{orgId}/expiring-documents). */
export interface ExpiringDocument {
  caseId: string;
  caseName: string;
  clientId: string;
  clientName: string;
  requestId: string;
  title: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  documentIds: string[];
}
