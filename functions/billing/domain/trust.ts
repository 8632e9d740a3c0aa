/**
 * The client's trust ledger: receipts (a retainer), transfers to their sent invoices, refunds and
 * reversals of a receipt recorded in error. Nothing is edited: each is a new entry, the balance after
 * it exact and never below zero; a transfer also pays the invoice, in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { BILLING } from '../../../shared/billing/refusals';
import type { TrustRefundBody, TrustReceiptBody, TrustReversalBody, TrustTransferBody } from '../../../shared/billing/schemas';
import type { ClientTrust, Invoice, InvoicePayment, TrustEntry } from '../../../shared/billing/types';
import { COMMON, NOT_FOUND } from '../../../shared/core/refusals';
import type { User } from '../../../shared/users/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { getCaseOfOrg } from '../../cases';
import { getUserById } from '../../users';
import { getInvoice } from '../repository/invoices';
import { getTrustBalance, listTrustEntries, paymentWrites, reversalGuard, trustEntryWrites, writeAllOrNothing } from '../repository/ledger';
import { dayOf, isPayable, withPayment } from './invoices';

/** Another request moved the same balance or invoice between our read and our write: read again, a few times. */
const WRITE_ATTEMPTS = 8;

const callerName = (caller: Caller) => caller.name ?? caller.email ?? caller.userId;

/** A client of the admin's firm; anyone else (another firm's, a staff member, no one) answers 404. */
export async function clientOfFirm(caller: Caller, userId: string): Promise<User> {
  const client = await getUserById(userId, { consistent: true });
  if (!client || client.userType !== 'client' || client.orgId !== caller.orgId) throw refusal(BILLING.CLIENT_MISSING);
  return client;
}

/** A case of the firm whose client this is; another client's case answers 404. */
async function caseOfClient(caller: Caller, client: User, caseId: string) {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  if (caseRecord.clientId !== client.userId) throw refusal(NOT_FOUND.CASE);
  return caseRecord;
}

type EntryFields = Pick<TrustEntry, 'caseId' | 'kind' | 'amountCents' | 'date'> & Partial<Pick<TrustEntry, 'method' | 'reference' | 'invoiceId' | 'invoiceNumber' | 'reverses'>>;

/**
 * Writes one entry against the balance as read, with the writes that go with it; refused before any
 * write when it would take the balance below zero. A lost race reads again (`check` may refuse then).
 */
async function writeEntry(
  caller: Caller,
  client: User,
  fields: EntryFields,
  now: Date,
  extra: (entry: TrustEntry) => Promise<{ items: Parameters<typeof writeAllOrNothing>[0]; onGuardFailed?: () => never }> = async () => ({ items: [] }),
): Promise<TrustEntry> {
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
    const balance = await getTrustBalance(client.userId);
    const balanceAfterCents = balance.balanceCents + fields.amountCents;
    if (balanceAfterCents < 0) throw refusal(BILLING.TRUST_INSUFFICIENT);
    const entry: TrustEntry = {
      entryId: randomUUID(),
      orgId: client.orgId,
      clientId: client.userId,
      balanceAfterCents,
      createdAt: now.toISOString(),
      createdBy: callerName(caller),
      ...fields,
    };
    const { items, onGuardFailed } = await extra(entry);
    const result = await writeAllOrNothing([...trustEntryWrites(entry, balance, client.name), ...items]);
    if (result.written) return entry;
    // The entry's own three items come first; a failed item after them is the caller's guard.
    if (onGuardFailed && result.reasons.slice(3).some((reason) => reason === 'ConditionalCheckFailed')) onGuardFailed();
  }
  throw refusal(COMMON.BUSY);
}

export async function recordReceipt(caller: Caller, userId: string, body: TrustReceiptBody, now = new Date()): Promise<TrustEntry> {
  const client = await clientOfFirm(caller, userId);
  await caseOfClient(caller, client, body.caseId);
  return writeEntry(caller, client, { kind: 'receipt', caseId: body.caseId, amountCents: body.amountCents, date: body.receivedOn, method: body.method, reference: body.reference }, now);
}

export async function refund(caller: Caller, userId: string, body: TrustRefundBody, now = new Date()): Promise<TrustEntry> {
  const client = await clientOfFirm(caller, userId);
  await caseOfClient(caller, client, body.caseId);
  return writeEntry(caller, client, { kind: 'refund', caseId: body.caseId, amountCents: -body.amountCents, date: dayOf(now), method: body.method, reference: body.reference }, now);
}

/** The invoice a transfer pays: the firm's, addressed to this client, payable, with a balance of at least the amount. */
function payableInvoice(invoice: Invoice | undefined, caller: Caller, client: User, amountCents: number): Invoice {
  if (!invoice || invoice.orgId !== caller.orgId) throw refusal(BILLING.INVOICE_MISSING);
  if (invoice.clientId !== client.userId) throw refusal(BILLING.NOT_CLIENTS_INVOICE);
  if (!isPayable(invoice)) throw refusal(BILLING.NOT_PAYABLE);
  if (amountCents > invoice.balanceCents) throw refusal(BILLING.OVERPAYMENT);
  return invoice;
}

/**
 * Pays a sent invoice from the client's trust: the trust entry, the balance, the invoice and the
 * payment in one transaction, conditional on the balance and the invoice being as read — beyond the
 * balance it is refused (409 trust-insufficient) and nothing is written.
 */
export async function transferToInvoice(caller: Caller, userId: string, body: TrustTransferBody, now = new Date()): Promise<{ entry: TrustEntry; invoice: Invoice }> {
  const client = await clientOfFirm(caller, userId);
  const first = payableInvoice(await getInvoice(body.invoiceId), caller, client, body.amountCents);
  let paid: Invoice | undefined;
  const entry = await writeEntry(
    caller,
    client,
    { kind: 'transfer', caseId: first.caseId, amountCents: -body.amountCents, date: dayOf(now), invoiceId: first.invoiceId, invoiceNumber: first.number },
    now,
    async (draft) => {
      // Read again on each attempt: the invoice may have been paid meanwhile.
      const invoice = payableInvoice(await getInvoice(body.invoiceId), caller, client, body.amountCents);
      const payment: InvoicePayment = { paymentId: `trust-${draft.entryId}`, invoiceId: invoice.invoiceId, source: 'trust', amountCents: body.amountCents, at: draft.createdAt, reference: draft.entryId };
      paid = withPayment(invoice, payment);
      return { items: paymentWrites(invoice, paid, payment) };
    },
  );
  return { entry, invoice: paid as Invoice };
}

/** Reverses a receipt recorded in error: a new entry of the opposite amount, linked to it; once per receipt. */
export async function reverseReceipt(caller: Caller, userId: string, body: TrustReversalBody, now = new Date()): Promise<TrustEntry> {
  const client = await clientOfFirm(caller, userId);
  const entries = await listTrustEntries(client.userId);
  const reversed = entries.find((entry) => entry.entryId === body.entryId);
  if (!reversed) throw refusal(BILLING.ENTRY_MISSING);
  if (reversed.kind !== 'receipt') throw refusal(BILLING.REVERSAL_RECEIPTS_ONLY);
  if (entries.some((entry) => entry.reverses === reversed.entryId)) throw refusal(BILLING.ALREADY_REVERSED);
  return writeEntry(
    caller,
    client,
    { kind: 'reversal', caseId: reversed.caseId, amountCents: -reversed.amountCents, date: dayOf(now), reverses: reversed.entryId, reference: body.reference },
    now,
    async () => ({
      items: [reversalGuard(client.userId, reversed.entryId)],
      onGuardFailed: () => {
        throw refusal(BILLING.ALREADY_REVERSED);
      },
    }),
  );
}

export async function clientTrust(caller: Caller, userId: string): Promise<ClientTrust> {
  const client = await clientOfFirm(caller, userId);
  const [balance, entries] = await Promise.all([getTrustBalance(client.userId), listTrustEntries(client.userId)]);
  return { clientId: client.userId, balanceCents: balance.balanceCents, entries };
}
