/** The client dashboard's billing card: what is due and when, the trust balance, the way to pay; nothing when there is nothing to say. The API is MSW. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyBilling } from '@shared/billing/types';
import { loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { anInvoice } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';
import { billingKeys } from '../api/billing-keys';
import { ClientBillingCard, billingSummary } from './client-billing-card';

useApiServer();

beforeAll(() => loadCatalog('billing'));

const serveBilling = (billing: Partial<MyBilling>) =>
  server.use(http.get(`${API_BASE}/me/billing`, () => HttpResponse.json<MyBilling>({ trustBalanceCents: 0, invoices: [], cardPayments: true, ...billing })));

describe('the billing card of the client dashboard', () => {
  test('shows the amount due, since when it is overdue, the trust balance and the way to the billing page', async () => {
    // Prepare
    serveBilling({
      trustBalanceCents: 25_000,
      invoices: [
        anInvoice({ invoiceId: 'inv-1', status: 'partly-paid', balanceCents: 63_000, dueDate: '2026-01-15' }),
        anInvoice({ invoiceId: 'inv-2', status: 'sent', balanceCents: 113_000, dueDate: '2099-03-01' }),
        anInvoice({ invoiceId: 'inv-3', status: 'paid', balanceCents: 0, dueDate: '2025-12-01' }),
      ],
    });

    // Act
    renderScreen(<ClientBillingCard />);

    // Assess
    const card = await screen.findByRole('region', { name: 'Billing' });
    expect(card).toHaveTextContent('Amount due$1,760.00');
    expect(card).toHaveTextContent('Overdue since Jan 15, 2026');
    expect(card).toHaveTextContent('Held in trust for you$250.00');
    expect(screen.getByRole('link', { name: 'See my invoices and pay' })).toHaveAttribute('href', '/client/billing');
  });

  test('says the next due date of invoices not yet due', () => {
    // Prepare
    const billing: MyBilling = { trustBalanceCents: 0, cardPayments: false, invoices: [anInvoice({ dueDate: '2026-12-31' }), anInvoice({ dueDate: '2026-12-01' })] };

    // Act
    const summary = billingSummary(billing, '2026-11-28');

    // Assess
    expect(summary).toEqual({ shown: true, dueCents: 226_000, nextDue: '2026-12-01', overdue: false, trustCents: 0 });
  });

  test('shows nothing to a client without invoices or money in trust', async () => {
    // Prepare
    serveBilling({ trustBalanceCents: 0, invoices: [anInvoice({ status: 'void', balanceCents: 0 })] });

    // Act
    const { queryClient } = renderScreen(<ClientBillingCard />);

    // Assess: once the billing is read (and rendered from), no card.
    await waitFor(() => expect(queryClient.getQueryState(billingKeys.mine())?.status).toBe('success'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument());
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });
});
