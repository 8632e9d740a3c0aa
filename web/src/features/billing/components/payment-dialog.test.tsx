/** Staff record an Interac e-Transfer or wire on a sent invoice: the form starts at the balance and the invoice's reference. The API is MSW. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Invoice } from '@shared/billing/types';
import { loadCatalog } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { anInvoice } from '@test-support/fixtures';
import { findToast, renderScreen } from '@test-support/render';
import { RecordPaymentDialog } from './payment-dialog';

useApiServer();

beforeAll(() => loadCatalog('billing'));

const PAYMENTS = `${API_BASE}/admin/cases/case-1/invoices/inv-1/payments`;

describe('recording a payment on an invoice', () => {
  test('starts at the balance and the INV reference, and sends what staff chose', async () => {
    // Prepare
    let sent: unknown;
    server.use(
      http.post(PAYMENTS, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json<Invoice>(anInvoice({ status: 'partly-paid', paidCents: 50_000, balanceCents: 63_000 }), { status: 201 });
      }),
    );
    const onClose = jest.fn();
    const { user } = renderScreen(<RecordPaymentDialog invoice={anInvoice({ balanceCents: 113_000 })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on invoice 7' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received ($)' });

    // Act
    expect(amount).toHaveValue('1130.00');
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveValue('INV-7');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'Wire transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    // Assess
    expect(await findToast('Payment recorded on invoice 7')).toBeInTheDocument();
    expect(sent).toEqual({ amountCents: 50_000, method: 'wire', reference: 'INV-7', receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(onClose).toHaveBeenCalled();
  });

  test('says the amount is more than the balance without asking the API', async () => {
    // Prepare
    let asked = false;
    server.use(
      http.post(PAYMENTS, () => {
        asked = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderScreen(<RecordPaymentDialog invoice={anInvoice({ balanceCents: 10_000 })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on invoice 7' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received ($)' });

    // Act
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    // Assess
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount is more than the balance of the invoice ($100.00).');
    expect(asked).toBe(false);
  });

  test("shows the API's refusal in the reader's words", async () => {
    // Prepare
    server.use(
      http.post(PAYMENTS, () => HttpResponse.json({ message: 'Only a sent invoice with a balance can be paid' }, { status: 409, headers: { 'x-refusal-code': 'invoice-not-payable' } })),
    );
    const { user } = renderScreen(<RecordPaymentDialog invoice={anInvoice()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on invoice 7' });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    // Assess
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a sent invoice with a balance can be paid');
  });
});
