/** The staff's invoices: on a phone a card per invoice with the table's columns and the same actions, each by the invoice's state. */
import { screen, within } from '@testing-library/react';
import { loadCatalog } from '@/lib/i18n';
import { anInvoice } from '@test-support/fixtures';
import { renderScreen } from '@test-support/render';
import { InvoicesList } from './invoices-list';

beforeAll(() => loadCatalog('billing'));

const draft = anInvoice({ invoiceId: 'inv-draft', number: 5, status: 'draft' });
const sent = anInvoice({ invoiceId: 'inv-sent', number: 6, status: 'sent' });
const paid = anInvoice({ invoiceId: 'inv-paid', number: 7, status: 'paid', paidCents: 113_000, balanceCents: 0 });

function renderList() {
  const handlers = { onSend: jest.fn(), onVoid: jest.fn(), onRecordPayment: jest.fn(), onPayFromTrust: jest.fn() };
  const screenOf = renderScreen(<InvoicesList invoices={[draft, sent, paid]} {...handlers} />);
  return { ...screenOf, handlers };
}

/** The phone's card of an invoice (the table stands beside the cards; CSS shows one of them). */
const cardOf = (number: number) =>
  within(screen.getByRole('list', { name: 'Invoices' }))
    .getAllByRole('listitem')
    .find((card) => within(card).queryByText(`Invoice ${number}`, { exact: true }));

test('on a phone each invoice is a card: "Invoice n" and its status, client and case, date, total and balance', () => {
  renderList();
  const card = cardOf(6);
  if (!card) throw new Error('No card for invoice 6');
  expect(within(card).getByText('Sent')).toBeInTheDocument();
  expect(within(card).getByText('Amara Okafor')).toBeInTheDocument();
  expect(within(card).getByText('Study permit')).toBeInTheDocument();
  for (const label of ['Client and case', 'Date', 'Total', 'Balance']) expect(within(card).getByText(label)).toBeInTheDocument();
  expect(within(card).getAllByText('$1,130.00')).toHaveLength(2);
});

test("a card's actions follow the invoice's state, as the table's do", () => {
  renderList();
  const names = (number: number) =>
    within(cardOf(number) as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
  expect(names(5)).toEqual(['Send invoice 5', 'PDF of invoice 5', 'Void invoice 5']);
  expect(names(6)).toEqual(['Record payment: invoice 6', 'Pay from trust: invoice 6', 'PDF of invoice 6', 'Void invoice 6']);
  expect(names(7)).toEqual(['PDF of invoice 7']);
  // The table has the same buttons: one of each per invoice in each.
  expect(screen.getAllByRole('button', { name: 'Record payment: invoice 6' })).toHaveLength(2);
});

test("a card's buttons call the page's own actions with their invoice", async () => {
  const { user, handlers } = renderList();
  await user.click(within(cardOf(6) as HTMLElement).getByRole('button', { name: 'Record payment: invoice 6' }));
  await user.click(within(cardOf(6) as HTMLElement).getByRole('button', { name: 'Pay from trust: invoice 6' }));
  await user.click(within(cardOf(5) as HTMLElement).getByRole('button', { name: 'Send invoice 5' }));
  await user.click(within(cardOf(5) as HTMLElement).getByRole('button', { name: 'Void invoice 5' }));
  expect(handlers.onRecordPayment).toHaveBeenCalledWith(sent);
  expect(handlers.onPayFromTrust).toHaveBeenCalledWith(sent);
  expect(handlers.onSend).toHaveBeenCalledWith(draft);
  expect(handlers.onVoid).toHaveBeenCalledWith(draft);
});
