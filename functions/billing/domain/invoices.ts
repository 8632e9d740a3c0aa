/** Invoices: a draft priced from the tax table, sent, voided (its number kept), paid (trust or card), listed per reader. */
import { randomUUID } from 'node:crypto';
import type { CreateInvoiceBody } from '../../../shared/billing/schemas';
import { BILLING } from '../../../shared/billing/refusals';
import { priceInvoice } from '../../../shared/billing/taxes';
import type { Invoice, InvoicePayment } from '../../../shared/billing/types';
import type { Case } from '../../../shared/cases/types';
import { COMMON } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { caseForCaller, getCaseOfOrg } from '../../cases';
import { getUserById } from '../../users';
import { getInvoice, listInvoicesOfCase, putNumberedInvoice, replaceInvoice } from '../repository/invoices';

/** The day of a moment, as the invoice and the ledgers date it (UTC). */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

const callerName = (caller: Caller) => caller.name ?? caller.email ?? caller.userId;

export async function createInvoice(caller: Caller, caseId: string, body: CreateInvoiceBody, now = new Date()): Promise<Invoice> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  const issuedOn = dayOf(now);
  const priced = priceInvoice({ province: body.province, date: issuedOn, nonResident: body.nonResident, lines: body.lines });
  return putNumberedInvoice({
    invoiceId: randomUUID(),
    orgId: caseRecord.orgId,
    caseId,
    clientId: caseRecord.clientId,
    clientName: caseRecord.clientName,
    caseName: caseRecord.caseName,
    status: 'draft',
    province: body.province,
    nonResident: body.nonResident === true,
    issuedOn,
    ...(body.dueDate ? { dueDate: body.dueDate } : {}),
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    taxes: priced.taxes,
    totalCents: priced.totalCents,
    paidCents: 0,
    balanceCents: priced.totalCents,
    createdAt: now.toISOString(),
    createdBy: callerName(caller),
  });
}

/** An invoice of this case, for a caller who may reach the case; any other answers 404. */
export async function invoiceOfCase(caseRecord: Case, invoiceId: string): Promise<Invoice> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice || invoice.caseId !== caseRecord.caseId || invoice.orgId !== caseRecord.orgId) throw refusal(BILLING.INVOICE_MISSING);
  return invoice;
}

/** What a case's client sees of its invoices: all but drafts. */
export const clientSees = (invoice: Invoice) => invoice.status !== 'draft';

export async function sendInvoice(caller: Caller, caseId: string, invoiceId: string, now = new Date()): Promise<Invoice> {
  const invoice = await invoiceOfCase(await getCaseOfOrg(caller, caseId), invoiceId);
  if (invoice.status === 'void') throw refusal(BILLING.ALREADY_VOID);
  if (invoice.status !== 'draft') throw refusal(BILLING.NOT_DRAFT);
  const sent: Invoice = { ...invoice, status: 'sent', sentAt: now.toISOString() };
  if (!(await replaceInvoice(invoice, sent))) throw refusal(COMMON.BUSY);
  return sent;
}

export async function voidInvoice(caller: Caller, caseId: string, invoiceId: string, now = new Date()): Promise<Invoice> {
  const invoice = await invoiceOfCase(await getCaseOfOrg(caller, caseId), invoiceId);
  if (invoice.status === 'void') throw refusal(BILLING.ALREADY_VOID);
  if (invoice.paidCents > 0) throw refusal(BILLING.HAS_PAYMENTS);
  const voided: Invoice = { ...invoice, status: 'void', balanceCents: 0, voidedAt: now.toISOString() };
  if (!(await replaceInvoice(invoice, voided))) throw refusal(COMMON.BUSY);
  return voided;
}

/** A case's invoices by number: all for its firm's staff, all but drafts for its client. */
export async function listCaseInvoices(caller: Caller, caseId: string): Promise<{ caseRecord: Case; invoices: Invoice[] }> {
  const caseRecord = await caseForCaller(caller, caseId);
  const invoices = await listInvoicesOfCase(caseId);
  return { caseRecord, invoices: caller.userType === 'admin' ? invoices : invoices.filter(clientSees) };
}

/** An invoice the caller may read: staff of its firm, or — once sent — its case's client. */
export async function readableInvoice(caller: Caller, caseId: string, invoiceId: string): Promise<{ caseRecord: Case; invoice: Invoice }> {
  const caseRecord = await caseForCaller(caller, caseId);
  const invoice = await invoiceOfCase(caseRecord, invoiceId);
  if (caller.userType !== 'admin' && !clientSees(invoice)) throw refusal(BILLING.INVOICE_MISSING);
  return { caseRecord, invoice };
}

/** Whether an invoice takes a payment now: sent and not yet paid in full. */
export const isPayable = (invoice: Invoice) => (invoice.status === 'sent' || invoice.status === 'partly-paid') && invoice.balanceCents > 0;

/** The invoice once this payment is applied: paid in full, or partly. */
export function withPayment(invoice: Invoice, payment: InvoicePayment): Invoice {
  const paidCents = invoice.paidCents + payment.amountCents;
  const balanceCents = invoice.totalCents - paidCents;
  return {
    ...invoice,
    paidCents,
    balanceCents,
    status: balanceCents <= 0 ? 'paid' : 'partly-paid',
    ...(balanceCents <= 0 ? { paidAt: payment.at } : {}),
  };
}

/** The client's record, for their name and language (the PDF). */
export async function clientOfInvoice(invoice: Invoice) {
  return getUserById(invoice.clientId);
}
