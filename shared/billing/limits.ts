/** The billing feature's bounds: enough for any immigration matter, small enough to keep an invoice one item. */
export const BILLING_LIMITS = {
  linesPerInvoice: 50,
  description: 200,
  quantity: 1000,
  /** $10 million, in cents: no retainer or line of an immigration file comes near it. */
  amountCents: 1_000_000_000,
  reference: 100,
  paymentInstructions: 1000,
  taxNumber: 30,
} as const;
