/**
 * Payments into the firm's general account — by card (Stripe's webhook), Interac e-Transfer or wire
 * (staff match the money to the invoice): never trust. Each moves its invoice, is kept once under
 * its id and counts in the firm's payments of its month, all in one transaction conditional on the
 * invoice being as read; a lost race reads the invoice again.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BILLING } from '../../../shared/billing/refusals';
import type { InvoicePaymentBody } from '../../../shared/billing/schemas';
import type { Invoice, InvoicePayment } from '../../../shared/billing/types';
import { COMMON } from '../../../shared/core/refusals';
import { billingKeys } from '../../../shared/core/table';
import type { Caller } from '../../core/caller';
import { config } from '../../core/config';
import { documentClient } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { getCaseOfOrg } from '../../cases';
import { getInvoice } from '../repository/invoices';
import { paymentWrites, writeAllOrNothing } from '../repository/ledger';
import { dayOf, invoiceOfCase, isPayable, withPayment } from './invoices';

/** Another payment or change of the invoice came between our read and our write: read again, a few times. */
const WRITE_ATTEMPTS = 8;

async function paymentRecorded(invoiceId: string, paymentId: string): Promise<boolean> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: billingKeys.invoicePayment(invoiceId, paymentId), ConsistentRead: true }));
  return Item !== undefined;
}

export type GeneralPaymentOutcome =
  | { outcome: 'recorded'; invoice: Invoice }
  | { outcome: 'already-recorded' }
  | { outcome: 'no-invoice' };

/**
 * Records a payment into the general account on its invoice, once per `paymentId`. `accept` sees the
 * invoice as read on each attempt and throws to refuse it (nothing written).
 */
export async function recordGeneralPayment(payment: InvoicePayment, accept: (invoice: Invoice) => void = () => {}): Promise<GeneralPaymentOutcome> {
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
    if (await paymentRecorded(payment.invoiceId, payment.paymentId)) return { outcome: 'already-recorded' };
    const invoice = await getInvoice(payment.invoiceId);
    if (!invoice) return { outcome: 'no-invoice' };
    accept(invoice);
    const paid = withPayment(invoice, payment);
    const result = await writeAllOrNothing(paymentWrites(invoice, paid, payment));
    if (result.written) return { outcome: 'recorded', invoice: paid };
  }
  throw refusal(COMMON.BUSY);
}

/**
 * An Interac e-Transfer or wire the firm received for a sent invoice of a case of its own (the client
 * paid by the firm's instructions, the invoice's number as the reference): at most the invoice's
 * balance, received no later than today.
 */
export async function recordDirectPayment(caller: Caller, caseId: string, invoiceId: string, body: InvoicePaymentBody, now = new Date()): Promise<Invoice> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  await invoiceOfCase(caseRecord, invoiceId);
  if (body.receivedOn > dayOf(now)) throw refusal(BILLING.PAYMENT_DATE_FUTURE);
  const payment: InvoicePayment = {
    paymentId: `${body.method}-${randomUUID()}`,
    invoiceId,
    source: body.method,
    amountCents: body.amountCents,
    at: now.toISOString(),
    receivedOn: body.receivedOn,
    reference: body.reference,
  };
  const result = await recordGeneralPayment(payment, (invoice) => {
    if (!isPayable(invoice)) throw refusal(BILLING.NOT_PAYABLE);
    if (body.amountCents > invoice.balanceCents) throw refusal(BILLING.OVERPAYMENT);
  });
  // The id is new and the invoice was just read as this case's: only a recorded payment comes back.
  if (result.outcome !== 'recorded') throw refusal(BILLING.INVOICE_MISSING);
  return result.invoice;
}
