/**
 * Where billing lives in the table (docs/data-model.md, "Billing"): invoices under their own key with
 * three indexes (by case, by firm, by client), the firm's invoice counter and number guards, each
 * client's trust ledger (its balance item and its entries) and the firm's monthly trust and payment totals.
 */
const pad = (number: number) => String(number).padStart(10, '0');

export const billingKeys = {
  invoice: (invoiceId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: 'INVOICE' }),
  /** A payment applied to an invoice, in the invoice's partition. */
  payment: (invoiceId: string, paymentId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: `PAYMENT#${paymentId}` }),
  /** The firm's last invoice number (`lastNumber`). */
  invoiceCounter: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'INVOICES' }),
  /** One item per number given: a second invoice can never take it. */
  invoiceNumber: (orgId: string, number: number) => ({ PK: `ORG#${orgId}#INVOICENO#${pad(number)}`, SK: 'INVOICENO' }),
  trustBalance: (clientId: string) => ({ PK: `TRUST#${clientId}`, SK: 'BALANCE' }),
  trustEntry: (clientId: string, sortKey: string) => ({ PK: `TRUST#${clientId}`, SK: `ENTRY#${sortKey}` }),
  /** A receipt's reversal guard: one reversal per receipt. */
  trustReversal: (clientId: string, entryId: string) => ({ PK: `TRUST#${clientId}`, SK: `REVERSED#${entryId}` }),
  /** The firm's trust totals of a month: receiptsCents, disbursementsCents, entriesCount. */
  trustMonth: (orgId: string, month: string) => ({ PK: `ORG#${orgId}`, SK: `TRUSTMONTH#${month}` }),
  /** What the firm was paid on invoices in a month (trust transfers and cards): paymentsCents. */
  paymentsMonth: (orgId: string, month: string) => ({ PK: `ORG#${orgId}`, SK: `PAYMENTSMONTH#${month}` }),
};

export const billingIndexKeys = {
  /** GSI1: a case's invoices by number. */
  caseInvoices: (caseId: string) => `CASE#${caseId}#INVOICES`,
  /** GSI2: a firm's invoices by number. */
  orgInvoices: (orgId: string) => `ORG#${orgId}#INVOICES`,
  /** GSI3: a client's invoices by number. */
  clientInvoices: (clientId: string) => `CLIENT#${clientId}#INVOICES`,
  invoiceSort: pad,
  /** GSI1: the firm's clients holding (or having held) money in trust. */
  orgTrustClients: (orgId: string) => `ORG#${orgId}#TRUSTCLIENTS`,
  /** GSI2: the firm's trust journal of a month, by date. */
  orgTrustJournal: (orgId: string, month: string) => `ORG#${orgId}#TRUSTJOURNAL#${month}`,
};

export const TRUST_ENTRY_PREFIX = 'ENTRY#';
export const TRUST_MONTH_PREFIX = 'TRUSTMONTH#';
