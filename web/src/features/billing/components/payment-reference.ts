import type { Invoice } from '@shared/billing/types';

/** The reference a client writes on an e-Transfer or a wire, by which the firm matches the payment to the invoice. */
export const paymentReference = (invoice: Pick<Invoice, 'number'>) => `INV-${invoice.number}`;
