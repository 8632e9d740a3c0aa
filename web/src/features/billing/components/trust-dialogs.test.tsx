/** A client's trust ledger: money refunded from it, a receipt recorded in error reversed with its reason. The API is MSW. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ClientTrust, TrustEntry } from '@shared/billing/types';
import type { Case } from '@shared/cases/types';
import { loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { aCase } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';
import { TrustLedgerDialog } from './trust-dialogs';

useApiServer();

beforeAll(() => loadCatalog('billing'));

const TRUST = `${API_BASE}/admin/clients/client-1/trust`;
const client = { clientId: 'client-1', clientName: 'Amara Okafor' };

function anEntry(overrides: Partial<TrustEntry>): TrustEntry {
  return {
    entryId: 'entry-1',
    orgId: 'org-1',
    clientId: 'client-1',
    caseId: 'case-1',
    kind: 'receipt',
    amountCents: 50_000,
    date: '2026-11-03',
    method: 'wire',
    reference: 'Retainer',
    balanceAfterCents: 50_000,
    createdAt: '2026-11-03T10:00:00.000Z',
    createdBy: 'Alex Admin',
    ...overrides,
  };
}

const ledger = (entries: TrustEntry[]): ClientTrust => ({ clientId: 'client-1', balanceCents: entries.at(-1)?.balanceAfterCents ?? 0, entries });

function serveLedger(entries: TrustEntry[], cases: Case[] = [aCase({ caseId: 'case-1', clientId: 'client-1', caseName: 'Study permit', clientName: 'Amara Okafor' })]) {
  server.use(
    http.get(TRUST, () => HttpResponse.json(ledger(entries))),
    http.get(`${API_BASE}/admin/cases`, () => HttpResponse.json({ Items: cases })),
  );
}

describe('the trust ledger of a client', () => {
  test('refunds money held in trust for the client’s only case, the balance as the amount', async () => {
    // Prepare
    serveLedger([anEntry({})]);
    let sent: unknown;
    server.use(
      http.post(`${TRUST}/refunds`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(anEntry({ entryId: 'entry-2', kind: 'refund', amountCents: -50_000, balanceAfterCents: 0 }), { status: 201 });
      }),
    );
    const { user } = renderScreen(<TrustLedgerDialog client={client} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Trust ledger of Amara Okafor' });

    // Act
    await user.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Refund from trust to Amara Okafor' });
    expect(within(form).getByRole('textbox', { name: 'Amount to refund ($)' })).toHaveValue('500.00');
    expect(await within(form).findByRole('combobox', { name: 'Case' })).toHaveValue('case-1');
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), 'Cheque 112');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    // Assess
    expect(await findToast('Refund recorded in trust')).toBeInTheDocument();
    expect(sent).toEqual({ caseId: 'case-1', amountCents: 50_000, method: 'e-transfer', reference: 'Cheque 112' });
    expect(await screen.findByRole('dialog', { name: 'Trust ledger of Amara Okafor' })).toBeInTheDocument();
  });

  test('reverses a receipt with the reason, and offers no reversal of one already reversed or of a refund', async () => {
    // Prepare
    serveLedger([
      anEntry({ entryId: 'entry-1', amountCents: 50_000, balanceAfterCents: 50_000 }),
      anEntry({ entryId: 'entry-2', amountCents: 20_000, date: '2026-11-04', balanceAfterCents: 70_000 }),
      anEntry({ entryId: 'entry-3', kind: 'reversal', amountCents: -20_000, reverses: 'entry-2', date: '2026-11-05', balanceAfterCents: 50_000 }),
      anEntry({ entryId: 'entry-4', kind: 'refund', amountCents: -10_000, date: '2026-11-06', balanceAfterCents: 40_000 }),
    ]);
    let sent: unknown;
    server.use(
      http.post(`${TRUST}/reversals`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(anEntry({ entryId: 'entry-5', kind: 'reversal', amountCents: -50_000, reverses: 'entry-1', balanceAfterCents: -10_000 }), { status: 201 });
      }),
    );
    const { user } = renderScreen(<TrustLedgerDialog client={client} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Trust ledger of Amara Okafor' });
    await within(dialog).findByRole('table');

    // Act
    const reversals = within(dialog).getAllByRole('button', { name: /^Reverse the receipt of/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse the receipt of $500.00 on Nov 3, 2026' }));
    const form = await screen.findByRole('dialog', { name: 'Reverse a trust receipt of Amara Okafor' });
    await user.click(within(form).getByRole('button', { name: 'Reverse receipt' }));
    const unexplained = await within(form).findByRole('alert');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Recorded twice');
    await user.click(within(form).getByRole('button', { name: 'Reverse receipt' }));

    // Assess
    expect(reversals).toHaveLength(1);
    expect(unexplained).toHaveTextContent('Say why the receipt is reversed.');
    expect(await findToast('Receipt reversed')).toBeInTheDocument();
    expect(sent).toEqual({ entryId: 'entry-1', reference: 'Recorded twice' });
  });
});
