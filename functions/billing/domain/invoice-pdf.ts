/**
 * The invoice as a PDF in its client's language (their setting; English when never chosen): the firm,
 * its GST/HST and QST numbers, the client and case, each line, each tax with its rate, the total, what
 * was paid and the balance, and how to pay by e-Transfer or wire with the invoice's reference.
 */
import type { Invoice } from '../../../shared/billing/types';
import type { TaxName } from '../../../shared/billing/taxes';
import type { Case } from '../../../shared/cases/types';
import type { OrgSummary } from '../../../shared/orgs/types';
import { type I18n, i18nOf } from '../../core/i18n';
import type { Language } from '../../../shared/settings/language';
import { type PdfLine, writePdf } from './pdf-writer';

/** The reference a client writes on an e-Transfer or a wire, which the firm matches the payment by. */
export const paymentReference = (invoice: Pick<Invoice, 'number'>) => `INV-${invoice.number}`;

const TAX_NAMES: Record<TaxName, { id: string; message: string }> = {
  GST: /*i18n*/ { id: 'billing.tax.gst', message: 'GST' },
  HST: /*i18n*/ { id: 'billing.tax.hst', message: 'HST' },
  QST: /*i18n*/ { id: 'billing.tax.qst', message: 'QST' },
  PST: /*i18n*/ { id: 'billing.tax.pst', message: 'PST' },
  RST: /*i18n*/ { id: 'billing.tax.rst', message: 'RST' },
};

const STATUS: Record<Invoice['status'], { id: string; message: string }> = {
  draft: /*i18n*/ { id: 'billing.status.draft', message: 'Draft' },
  sent: /*i18n*/ { id: 'billing.status.sent', message: 'Sent' },
  'partly-paid': /*i18n*/ { id: 'billing.status.partlyPaid', message: 'Partly paid' },
  paid: /*i18n*/ { id: 'billing.status.paid', message: 'Paid' },
  void: /*i18n*/ { id: 'billing.status.void', message: 'Void' },
};

function formats(language: Language) {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return { money: (cents: number) => currency.format(cents / 100), percent: (rate: number) => (language === 'fr' ? `${percent.format(rate)} %` : `${percent.format(rate)}%`) };
}

export interface InvoicePdfInput {
  invoice: Invoice;
  caseRecord: Pick<Case, 'caseName' | 'caseNumber'>;
  org: Pick<OrgSummary, 'name' | 'address' | 'phone' | 'email' | 'gstHstNumber' | 'qstNumber' | 'paymentInstructions'> | undefined;
  clientName: string;
  language: Language;
}

export function invoicePdfLines({ invoice, caseRecord, org, clientName, language }: InvoicePdfInput): PdfLine[] {
  const i18n: I18n = i18nOf(language);
  const { money, percent } = formats(language);
  const lines: PdfLine[] = [];
  lines.push({ text: org?.name ?? '', size: 16, bold: true });
  for (const detail of [org?.address, org?.phone, org?.email]) if (detail) lines.push({ text: detail });
  lines.push({ text: i18n._({ id: 'billing.pdf.gstHstNumber', message: 'GST/HST registration number: {number}', values: { number: org?.gstHstNumber || '—' } }), gap: 4 });
  lines.push({ text: i18n._({ id: 'billing.pdf.qstNumber', message: 'QST registration number: {number}', values: { number: org?.qstNumber || '—' } }) });
  lines.push({ text: i18n._({ id: 'billing.pdf.title', message: 'Invoice {number}', values: { number: invoice.number } }), size: 14, bold: true, gap: 12 });
  if (invoice.status !== 'sent') lines.push({ text: i18n._(STATUS[invoice.status]).toUpperCase(), bold: true });
  lines.push({ text: i18n._({ id: 'billing.pdf.date', message: 'Date: {date}', values: { date: invoice.issuedOn } }) });
  if (invoice.dueDate) lines.push({ text: i18n._({ id: 'billing.pdf.dueDate', message: 'Due date: {date}', values: { date: invoice.dueDate } }) });
  lines.push({ text: i18n._({ id: 'billing.pdf.billTo', message: 'Bill to: {name}', values: { name: clientName } }), gap: 6 });
  lines.push({ text: i18n._({ id: 'billing.pdf.case', message: 'Case: {name} ({number})', values: { name: caseRecord.caseName, number: caseRecord.caseNumber } }) });
  lines.push({ text: i18n._({ id: 'billing.pdf.lines', message: 'Description' }), right: i18n._({ id: 'billing.pdf.amount', message: 'Amount' }), bold: true, gap: 10 });
  for (const line of invoice.lines) {
    const kind = line.kind === 'disbursement' ? i18n._({ id: 'billing.pdf.disbursement', message: ' (disbursement, not taxed)' }) : '';
    const quantity = line.quantity > 1 ? ` — ${line.quantity} × ${money(line.amountCents)}` : '';
    lines.push({ text: `${line.description}${kind}${quantity}`, right: money(line.totalCents) });
  }
  lines.push({ text: i18n._({ id: 'billing.pdf.subtotal', message: 'Subtotal' }), right: money(invoice.subtotalCents), gap: 6 });
  for (const tax of invoice.taxes) {
    lines.push({ text: `${i18n._(TAX_NAMES[tax.name])} (${percent(tax.rate)})`, right: money(tax.amountCents) });
  }
  if (invoice.nonResident) lines.push({ text: i18n._({ id: 'billing.pdf.zeroRated', message: 'Zero-rated: services supplied to a non-resident client' }), size: 9 });
  lines.push({ text: i18n._({ id: 'billing.pdf.total', message: 'Total' }), right: money(invoice.totalCents), bold: true, gap: 4 });
  if (invoice.paidCents > 0) lines.push({ text: i18n._({ id: 'billing.pdf.paid', message: 'Paid' }), right: money(invoice.paidCents) });
  lines.push({ text: i18n._({ id: 'billing.pdf.balance', message: 'Balance due' }), right: money(Math.max(invoice.balanceCents, 0)), bold: true });
  if (org?.paymentInstructions && invoice.status !== 'void') {
    lines.push({ text: i18n._({ id: 'billing.pdf.howToPay', message: 'How to pay (Interac e-Transfer or wire)' }), bold: true, gap: 12 });
    for (const instruction of org.paymentInstructions.split(/\r?\n/)) lines.push({ text: instruction });
    lines.push({ text: i18n._({ id: 'billing.pdf.reference', message: 'Reference to write with your payment: {reference}', values: { reference: paymentReference(invoice) } }) });
  }
  return lines;
}

export function invoicePdf(input: InvoicePdfInput): Buffer {
  return writePdf(invoicePdfLines(input), i18nOf(input.language)._({ id: 'billing.pdf.title', message: 'Invoice {number}', values: { number: input.invoice.number } }));
}
