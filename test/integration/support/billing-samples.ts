/**
 * Sample requests of the billing routes (route-samples.ts gathers them): invoices and trust entries of
 * client A's first case, made for each request straight through the billing domain as org 1's admin
 * (not the API: in the staff two-factor matrix that admin is refused every route), and Stripe's
 * webhook signed with the local stand-in's secret, as Stripe signs it.
 */
import { createInvoiceBody, invoicePaymentBody, reconciliationQuery, trustReceiptBody, trustRefundBody, trustReversalBody, trustTransferBody } from '../../../shared/billing/schemas';
import type { Invoice, TrustEntry } from '../../../shared/billing/types';
import { createInvoice, sendInvoice } from '../../../functions/billing/domain/invoices';
import { recordReceipt } from '../../../functions/billing/domain/trust';
import { putNumberedInvoice } from '../../../functions/billing/repository/invoices';
import { getTrustBalance, trustEntryWrites, writeAllOrNothing } from '../../../functions/billing/repository/ledger';
import { stripeKeys } from '../../../functions/billing/stripe/keys';
import { signStripePayload } from '../../../functions/billing/stripe/signature';
import type { Caller } from '../../../functions/core/caller';
import type { RouteSample, SampleInput } from './route-samples';
import type { World } from './principals';
import { useStackEnvironment } from './stack';

const firstCaseOfA = (world: World) => world.org1.casesOfA[0];

export function adminOfOrg1(world: World): Caller {
  const { admin } = world.org1;
  return { userId: admin.userId, orgId: admin.orgId, userType: 'admin', status: 'active', name: admin.name, email: admin.email };
}

export const SAMPLE_INVOICE_BODY = {
  province: 'QC',
  nonResident: false,
  dueDate: '2031-01-15',
  lines: [
    { description: 'Professional fees', kind: 'fee', amountCents: 150_000, quantity: 1 },
    { description: 'IRCC processing fee', kind: 'disbursement', amountCents: 15_500 },
  ],
} as const;

/** A draft (or sent) invoice of client A's first case; `invoiceId` when the request's body names it beforehand. */
export async function invoiceOfA(world: World, options: { sent?: boolean; invoiceId?: string } = {}): Promise<Invoice> {
  useStackEnvironment();
  const caller = adminOfOrg1(world);
  const caseId = firstCaseOfA(world).caseId;
  let invoice = await createInvoice(caller, caseId, createInvoiceBody.parse(SAMPLE_INVOICE_BODY));
  if (options.invoiceId) {
    const { number: _number, ...draft } = invoice;
    invoice = await putNumberedInvoice({ ...draft, invoiceId: options.invoiceId });
  }
  return options.sent ? sendInvoice(caller, caseId, invoice.invoiceId) : invoice;
}

/** Money into client A's trust, so a transfer or refund has a balance to take from. */
export async function receiptOfA(world: World, amountCents: number): Promise<TrustEntry> {
  useStackEnvironment();
  return recordReceipt(adminOfOrg1(world), world.org1.clientA.userId, { caseId: firstCaseOfA(world).caseId, amountCents, method: 'wire', reference: 'Sample retainer', receivedOn: '2026-01-15' });
}

/** A receipt into client A's trust under an id the request's body named beforehand. */
async function receiptOfAWithId(world: World, entryId: string): Promise<void> {
  useStackEnvironment();
  const { clientA } = world.org1;
  const before = await getTrustBalance(clientA.userId);
  const entry: TrustEntry = {
    entryId,
    orgId: world.org1.orgId,
    clientId: clientA.userId,
    caseId: firstCaseOfA(world).caseId,
    kind: 'receipt',
    amountCents: 1000,
    date: '2026-01-15',
    method: 'cheque',
    reference: 'Sample',
    balanceAfterCents: before.balanceCents + 1000,
    createdAt: new Date().toISOString(),
    createdBy: 'Sample',
  };
  const written = await writeAllOrNothing(trustEntryWrites(entry, before, clientA.name));
  if (!written.written) throw new Error('Could not write the sample receipt');
}

/** Stripe's signature of the request's body (none: the empty body), with the local stand-in's webhook secret. */
export async function stripeSignature(body: string | undefined): Promise<Record<string, string>> {
  useStackEnvironment();
  const keys = await stripeKeys();
  if (!keys) throw new Error('The local stack has no Stripe keys');
  return { 'stripe-signature': signStripePayload(body ?? '', keys.webhookSecret) };
}

const caseAndInvoice = async ({ world }: SampleInput, sent: boolean) => {
  const invoice = await invoiceOfA(world, { sent });
  return { caseId: invoice.caseId, invoiceId: invoice.invoiceId };
};

export const billingSamples = {
  createInvoice: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }), body: { schema: createInvoiceBody, valid: () => structuredClone(SAMPLE_INVOICE_BODY) as unknown as Record<string, unknown> } },
  sendInvoice: { prepare: (input) => caseAndInvoice(input, false), params: (world) => ({ caseId: firstCaseOfA(world).caseId, invoiceId: 'sample-invoice' }) },
  voidInvoice: { prepare: (input) => caseAndInvoice(input, false), params: (world) => ({ caseId: firstCaseOfA(world).caseId, invoiceId: 'sample-invoice' }) },
  recordInvoicePayment: {
    prepare: (input) => caseAndInvoice(input, true),
    params: (world) => ({ caseId: firstCaseOfA(world).caseId, invoiceId: 'sample-invoice' }),
    body: { schema: invoicePaymentBody, valid: () => ({ amountCents: 100, method: 'interac', reference: 'INV-1', receivedOn: '2026-01-15' }) },
  },
  listCaseInvoices: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  getInvoicePdf: { prepare: (input) => caseAndInvoice(input, true), params: (world) => ({ caseId: firstCaseOfA(world).caseId, invoiceId: 'sample-invoice' }) },
  getMyBilling: {},
  getBillingOverview: { params: (world) => ({ orgId: world.org1.orgId }) },
  recordTrustReceipt: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: { schema: trustReceiptBody, valid: ({ world }) => ({ caseId: firstCaseOfA(world).caseId, amountCents: 50_000, method: 'e-transfer', reference: 'Retainer', receivedOn: '2026-01-15' }) },
  },
  transferTrust: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: { schema: trustTransferBody, valid: ({ unique }) => ({ invoiceId: `sample-invoice-${unique}`, amountCents: 100 }) },
    prepare: async (input) => {
      await invoiceOfA(input.world, { sent: true, invoiceId: `sample-invoice-${input.unique}` });
      await receiptOfA(input.world, 100);
      return { userId: input.world.org1.clientA.userId };
    },
  },
  refundTrust: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: { schema: trustRefundBody, valid: ({ world }) => ({ caseId: firstCaseOfA(world).caseId, amountCents: 100, method: 'cheque', reference: 'Refund' }) },
    prepare: async (input) => {
      await receiptOfA(input.world, 100);
      return { userId: input.world.org1.clientA.userId };
    },
  },
  reverseTrustEntry: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: { schema: trustReversalBody, valid: ({ unique }) => ({ entryId: `sample-receipt-${unique}`, reference: 'Recorded twice' }) },
    prepare: async (input) => {
      await receiptOfAWithId(input.world, `sample-receipt-${input.unique}`);
      return { userId: input.world.org1.clientA.userId };
    },
  },
  getClientTrust: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  getTrustReconciliation: { params: (world) => ({ orgId: world.org1.orgId }), query: { schema: reconciliationQuery, valid: () => ({ month: '2026-01', format: 'json' }) } },
  createCheckout: { prepare: (input) => caseAndInvoice(input, true), params: (world) => ({ caseId: firstCaseOfA(world).caseId, invoiceId: 'sample-invoice' }) },
  stripeWebhook: { headers: stripeSignature },
} satisfies Record<string, RouteSample>;
