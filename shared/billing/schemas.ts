/** Request schemas of the billing routes (zod): the handlers validate with them and the billing forms reuse them. */
import * as z from 'zod/mini';
import { requiredText, text } from '../core/schemas';
import { BILLING_LIMITS } from './limits';
import { BILLING } from './refusals';
import { PROVINCES } from './taxes';
import { PAYMENT_METHODS, TRUST_METHODS } from './types';

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const dateField = z.string({ error: BILLING.DATE_INVALID.message }).check(z.refine(isCalendarDate, BILLING.DATE_INVALID.message));

export const amountCentsField = z
  .number({ error: BILLING.AMOUNT_INVALID.message })
  .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= BILLING_LIMITS.amountCents, BILLING.AMOUNT_INVALID.message));

const quantityField = z
  .number({ error: BILLING.QUANTITY_INVALID.message })
  .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= BILLING_LIMITS.quantity, BILLING.QUANTITY_INVALID.message));

export const invoiceLineField = z.strictObject(
  {
    description: requiredText('Description', BILLING_LIMITS.description),
    kind: z.enum(['fee', 'disbursement'], { error: 'kind must be fee or disbursement' }),
    amountCents: amountCentsField,
    quantity: z.optional(quantityField),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each line must be an object with description, kind and amountCents' : undefined) },
);

/** POST /v1/admin/cases/{caseId}/invoices: a draft invoice of the case. */
export const createInvoiceBody = z.strictObject({
  province: z.enum(PROVINCES, { error: BILLING.PROVINCE_UNKNOWN.message }),
  nonResident: z.optional(z.boolean({ error: 'nonResident must be true or false' })),
  dueDate: z.optional(dateField),
  lines: z
    .array(invoiceLineField, { error: BILLING.NO_LINES.message })
    .check(z.minLength(1, BILLING.NO_LINES.message), z.maxLength(BILLING_LIMITS.linesPerInvoice, BILLING.NO_LINES.message)),
});
export type CreateInvoiceBody = z.output<typeof createInvoiceBody>;

const methodField = z.enum(TRUST_METHODS, { error: BILLING.METHOD_UNKNOWN.message });

/** POST /v1/admin/clients/{userId}/trust/receipts: money received into trust for a case of the client. */
export const trustReceiptBody = z.strictObject({
  caseId: requiredText('caseId', 128),
  amountCents: amountCentsField,
  method: methodField,
  reference: text('Reference', BILLING_LIMITS.reference),
  receivedOn: dateField,
});
export type TrustReceiptBody = z.output<typeof trustReceiptBody>;

/** POST /v1/admin/clients/{userId}/trust/transfers: pays a sent invoice of the client from their trust balance. */
export const trustTransferBody = z.strictObject({
  invoiceId: requiredText('invoiceId', 128),
  amountCents: amountCentsField,
});
export type TrustTransferBody = z.output<typeof trustTransferBody>;

/** POST /v1/admin/cases/{caseId}/invoices/{invoiceId}/payments: an e-Transfer or wire the firm received for the invoice. */
export const invoicePaymentBody = z.strictObject({
  amountCents: amountCentsField,
  method: z.enum(PAYMENT_METHODS, { error: BILLING.PAYMENT_METHOD_UNKNOWN.message }),
  reference: text('Reference', BILLING_LIMITS.reference),
  receivedOn: dateField,
});
export type InvoicePaymentBody = z.output<typeof invoicePaymentBody>;

/** POST /v1/admin/clients/{userId}/trust/refunds: money returned to the client from trust. */
export const trustRefundBody = z.strictObject({
  caseId: requiredText('caseId', 128),
  amountCents: amountCentsField,
  method: methodField,
  reference: text('Reference', BILLING_LIMITS.reference),
});
export type TrustRefundBody = z.output<typeof trustRefundBody>;

/** POST /v1/admin/clients/{userId}/trust/reversals: a receipt recorded in error, reversed by a new linked entry. */
export const trustReversalBody = z.strictObject({
  entryId: requiredText('entryId', 128),
  reference: text('Reference', BILLING_LIMITS.reference),
});
export type TrustReversalBody = z.output<typeof trustReversalBody>;

/** GET /v1/admin/orgs/{orgId}/trust/reconciliation?month=YYYY-MM[&format=csv] (no month: this month, UTC). */
export const reconciliationQuery = z.strictObject({
  month: z.optional(z.string({ error: BILLING.MONTH_INVALID.message }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, BILLING.MONTH_INVALID.message))),
  format: z.optional(z.enum(['json', 'csv'], { error: 'format must be json or csv' })),
});
