/** What the billing routes answer: invoices with Canadian taxes, the client's trust ledger, the reconciliation. */
import type { InvoiceTax, LineKind, PricedLine, Province } from './taxes';

export type InvoiceStatus = 'draft' | 'sent' | 'partly-paid' | 'paid' | 'void';

export interface Invoice {
  invoiceId: string;
  orgId: string;
  caseId: string;
  /** The case's client, whom the invoice is addressed to. */
  clientId: string;
  clientName?: string;
  caseName?: string;
  /** The firm's number for it: 1, 2, 3… per firm, no gap, never reused (a void keeps its number). */
  number: number;
  status: InvoiceStatus;
  province: Province;
  nonResident: boolean;
  /** The invoice date (YYYY-MM-DD): the taxes are those in force that day. */
  issuedOn: string;
  dueDate?: string;
  lines: PricedLine[];
  subtotalCents: number;
  taxes: InvoiceTax[];
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  createdAt: string;
  createdBy: string;
  sentAt?: string;
  voidedAt?: string;
  paidAt?: string;
}

/** How a client pays the firm directly (its instructions, the invoice's `INV-n` as the reference); staff match it to the invoice. */
export const PAYMENT_METHODS = ['interac', 'wire'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentSource = 'trust' | 'card' | PaymentMethod;

/**
 * A payment applied to an invoice: from the client's trust balance, or into the firm's general
 * account — by card (Stripe), Interac e-Transfer or wire.
 */
export interface InvoicePayment {
  paymentId: string;
  invoiceId: string;
  source: PaymentSource;
  amountCents: number;
  /** When it was recorded. */
  at: string;
  /** e-Transfer and wire: the day the money arrived (YYYY-MM-DD), as the firm's bank shows it. */
  receivedOn?: string;
  /** The trust entry (trust), Stripe's Checkout Session (card), or the bank's reference (e-Transfer, wire). */
  reference: string;
}

export type TrustEntryKind = 'receipt' | 'transfer' | 'refund' | 'reversal';
export const TRUST_METHODS = ['cheque', 'e-transfer', 'wire', 'bank-draft', 'cash'] as const;
export type TrustMethod = (typeof TRUST_METHODS)[number];

/** One line of a client's trust ledger: never edited; a correction is a reversal linked to the entry it corrects. */
export interface TrustEntry {
  entryId: string;
  orgId: string;
  clientId: string;
  caseId: string;
  kind: TrustEntryKind;
  /** Into trust (+) or out of it (−), in cents. */
  amountCents: number;
  /** The date the money moved (YYYY-MM-DD). */
  date: string;
  method?: TrustMethod;
  reference?: string;
  /** transfer: the invoice paid from trust. */
  invoiceId?: string;
  invoiceNumber?: number;
  /** reversal: the entry it corrects. */
  reverses?: string;
  /** The client's balance after this entry. */
  balanceAfterCents: number;
  createdAt: string;
  createdBy: string;
}

export interface ClientTrust {
  clientId: string;
  balanceCents: number;
  /** Oldest first. */
  entries: TrustEntry[];
}

export interface ReconciliationClient {
  clientId: string;
  clientName?: string;
  /** The client's ledger balance at the month's end. */
  balanceCents: number;
}

/** The month's trust reconciliation: the trust journal against the sum of the client ledgers. */
export interface TrustReconciliation {
  month: string;
  openingCents: number;
  receiptsCents: number;
  disbursementsCents: number;
  /** The journal's balance at the month's end: opening + receipts − disbursements. */
  closingCents: number;
  /** The sum of the client ledgers' balances at the month's end. */
  ledgersTotalCents: number;
  clients: ReconciliationClient[];
  /** The month's receipts journal (money in: receipts) and disbursements journal (money out), by date. */
  receipts: TrustEntry[];
  disbursements: TrustEntry[];
  /** The journal equals the ledgers, and the month's journal entries add up to its totals. */
  balanced: boolean;
}

/** The firm's billing figures (the staff dashboard). */
export interface BillingOverview {
  outstandingCents: number;
  outstandingCount: number;
  overdueCents: number;
  overdueCount: number;
  paymentsThisMonthCents: number;
  trustHeldCents: number;
  /** Every client with a trust ledger and their balance (zero included), by name. */
  trustByClient: ReconciliationClient[];
  /** The firm's invoices, newest first. */
  invoices: Invoice[];
}

/** What the client reads of their billing: their invoices (sent ones), trust balance and how to pay. */
export interface MyBilling {
  trustBalanceCents: number;
  invoices: Invoice[];
  /** The firm's e-Transfer / wire instructions, as the firm wrote them. */
  paymentInstructions?: string;
  /** Card payments are offered (the firm's Stripe account is set up). */
  cardPayments: boolean;
}

export interface CheckoutSession {
  /** Stripe's hosted Checkout page (the local stand-in's locally). */
  url: string;
  sessionId: string;
}

export type { LineKind };
