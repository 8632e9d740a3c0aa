import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceInvoice } from '../../../shared/billing/taxes';
import type { Invoice } from '../../../shared/billing/types';
import { invoicePdf } from './invoice-pdf';

const priced = priceInvoice({
  province: 'QC',
  date: '2026-11-27',
  lines: [
    { description: 'Honoraires professionnels — permis d’études', kind: 'fee', amountCents: 150_000 },
    { description: 'IRCC processing fee', kind: 'disbursement', amountCents: 15_000 },
  ],
});
const invoice: Invoice = {
  invoiceId: 'inv-1',
  orgId: 'org-1',
  caseId: 'case-1',
  clientId: 'client-1',
  number: 42,
  status: 'sent',
  province: 'QC',
  nonResident: false,
  issuedOn: '2026-11-27',
  dueDate: '2026-12-27',
  ...priced,
  paidCents: 0,
  balanceCents: priced.totalCents,
  createdAt: '2026-11-27T10:00:00.000Z',
  createdBy: 'Ada Admin',
};
const org = { name: 'Cabinet Tremblay', address: '1 rue Sainte-Catherine, Montréal', phone: '', email: '', gstHstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001', paymentInstructions: 'Interac: paiements@example.ca' };

/** The PDF's text as poppler's pdftotext reads it (what a reader's copy and search see). */
function textOf(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the invoice PDF', () => {
  it("is written in the client's language, French here, with both of the firm's tax numbers and each tax", () => {
    // Prepare / Act
    const text = textOf(invoicePdf({ invoice, caseRecord: { caseName: 'Permis d’études', caseNumber: 'IMM-7' }, org, clientName: 'Élodie Gagnon', language: 'fr' }));

    // Assess
    expect(text).toContain('Facture 42');
    expect(text).toContain('Numéro d’inscription TPS/TVH : 123456789 RT0001');
    expect(text).toContain('Numéro d’inscription TVQ : 1234567890 TQ0001');
    expect(text).toMatch(/TPS \(5 %\)\s+75,00 \$/);
    expect(text).toMatch(/TVQ \(9,975 %\)\s+149,63 \$/);
    expect(text).toContain('Élodie Gagnon');
    expect(text).toContain('Référence à indiquer avec votre paiement : INV-42');
  });

  it('is written in English for an English-speaking client', () => {
    // Prepare / Act
    const text = textOf(invoicePdf({ invoice, caseRecord: { caseName: 'Study permit', caseNumber: 'IMM-7' }, org, clientName: 'Ana Silva', language: 'en' }));

    // Assess
    expect(text).toContain('Invoice 42');
    expect(text).toContain('GST/HST registration number: 123456789 RT0001');
    expect(text).toContain('QST registration number: 1234567890 TQ0001');
    expect(text).toMatch(/Total\s+\$1,874\.63/);
  });
});
