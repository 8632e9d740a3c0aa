/** What the billing routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';
import { BILLING_LIMITS } from './limits';

export const BILLING = namedRefusals({
  INVOICE_MISSING: { kind: 'not-found', code: 'invoice-missing', message: 'Invoice not found' },
  CLIENT_MISSING: { kind: 'not-found', code: 'billing-client-missing', message: 'Client not found' },
  ENTRY_MISSING: { kind: 'not-found', code: 'trust-entry-missing', message: 'Trust entry not found' },
  NO_LINES: { kind: 'invalid', code: 'invoice-no-lines', message: `An invoice has 1 to ${BILLING_LIMITS.linesPerInvoice} lines` },
  AMOUNT_INVALID: {
    kind: 'invalid',
    code: 'billing-amount-invalid',
    message: `An amount is a whole number of cents from 1 to ${BILLING_LIMITS.amountCents}`,
  },
  QUANTITY_INVALID: { kind: 'invalid', code: 'invoice-quantity-invalid', message: `A quantity is a whole number from 1 to ${BILLING_LIMITS.quantity}` },
  PROVINCE_UNKNOWN: { kind: 'invalid', code: 'invoice-province-unknown', message: 'Province must be the code of a Canadian province or territory, such as ON, QC or BC' },
  DATE_INVALID: { kind: 'invalid', code: 'billing-date-invalid', message: 'A date is written YYYY-MM-DD' },
  MONTH_INVALID: { kind: 'invalid', code: 'billing-month-invalid', message: 'month is written YYYY-MM' },
  METHOD_UNKNOWN: { kind: 'invalid', code: 'trust-method-unknown', message: 'Method must be cheque, e-transfer, wire, bank-draft or cash' },
  PAYMENT_METHOD_UNKNOWN: { kind: 'invalid', code: 'payment-method-unknown', message: 'Method must be interac or wire' },
  /** A payment received on a day still to come: a typing error in the date. */
  PAYMENT_DATE_FUTURE: { kind: 'invalid', code: 'payment-date-future', message: 'The date received cannot be after today' },
  /** Only a draft is sent. */
  NOT_DRAFT: { kind: 'conflict', code: 'invoice-not-draft', message: 'Only a draft invoice can be sent' },
  ALREADY_VOID: { kind: 'conflict', code: 'invoice-void', message: 'This invoice is void' },
  /** Voiding an invoice something was paid on: refund or reverse the payments first. */
  HAS_PAYMENTS: { kind: 'conflict', code: 'invoice-has-payments', message: 'Payments were made on this invoice: it cannot be voided' },
  /** Paying a draft, a void or a paid invoice. */
  NOT_PAYABLE: { kind: 'conflict', code: 'invoice-not-payable', message: 'Only a sent invoice with a balance can be paid' },
  OVERPAYMENT: { kind: 'conflict', code: 'invoice-overpayment', message: 'The amount is more than the balance of the invoice' },
  TRUST_INSUFFICIENT: { kind: 'conflict', code: 'trust-insufficient', message: "The amount is more than the client's trust balance" },
  /** Another client's invoice paid from this client's trust. */
  NOT_CLIENTS_INVOICE: { kind: 'conflict', code: 'trust-other-client', message: "This invoice is not addressed to this client: pay it from its own client's trust" },
  /** Only a receipt is reversed (a transfer or a refund is corrected by a new receipt or transfer). */
  REVERSAL_RECEIPTS_ONLY: { kind: 'conflict', code: 'trust-reversal-receipts-only', message: 'Only a receipt can be reversed' },
  ALREADY_REVERSED: { kind: 'conflict', code: 'trust-already-reversed', message: 'This entry was already reversed' },
  /** The firm has not set up card payments (its Stripe account). */
  CARD_UNAVAILABLE: { kind: 'conflict', code: 'card-payments-unavailable', message: 'Card payments are not available: pay by e-Transfer or wire' },
  /** Stripe's answer could not be had (its API refused or was out of reach). */
  CHECKOUT_FAILED: { kind: 'unavailable', code: 'checkout-failed', message: 'The card payment page could not be opened. Please try again.' },
  SIGNATURE_INVALID: { kind: 'invalid', code: 'webhook-signature-invalid', message: 'Webhook signature is missing or invalid' },
});
