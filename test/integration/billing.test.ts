/**
 * Billing through the local gateway with real tokens: invoice numbering under concurrency, trust
 * transfers refused beyond the balance with nothing written, the monthly reconciliation against the
 * client ledgers after many random entries, Stripe's webhook (a bad signature refused; a card payment
 * through the local stand-in's hosted page recorded once), and who may see what.
 */
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { BillingOverview, ClientTrust, Invoice, MyBilling, TrustEntry, TrustReconciliation } from '../../shared/billing/types';
import { api } from './support/api';
import { SAMPLE_INVOICE_BODY, stripeSignature } from './support/billing-samples';
import { type Person, type World, createWorld } from './support/principals';

jest.setTimeout(180_000);

let world: World;
let admin: Person;
let clientA: Person;

beforeAll(async () => {
  world = await createWorld('billing');
  admin = world.org1.admin;
  clientA = world.org1.clientA;
});

const caseOfA = () => world.org1.casesOfA[0];
const as = (person: Person) => person.tokens.accessToken;

const createInvoice = (caseId: string, body: unknown = SAMPLE_INVOICE_BODY, by: Person = admin) =>
  api<Invoice>(`/v1/admin/cases/${caseId}/invoices`, { method: 'POST', token: as(by), body });
const send = (invoice: Invoice) => api<Invoice>(`/v1/admin/cases/${invoice.caseId}/invoices/${invoice.invoiceId}/send`, { method: 'POST', token: as(admin) });
const trustOf = async (clientId: string, by: Person = admin) => api<ClientTrust>(`/v1/admin/clients/${clientId}/trust`, { token: as(by) });
const receipt = (clientId: string, caseId: string, amountCents: number, receivedOn = '2026-01-15') =>
  api<TrustEntry>(`/v1/admin/clients/${clientId}/trust/receipts`, { method: 'POST', token: as(admin), body: { caseId, amountCents, method: 'wire', reference: 'Retainer', receivedOn } });
const transfer = (clientId: string, invoiceId: string, amountCents: number) =>
  api<{ entry: TrustEntry; invoice: Invoice }>(`/v1/admin/clients/${clientId}/trust/transfers`, { method: 'POST', token: as(admin), body: { invoiceId, amountCents } });
const invoicesOf = async (caseId: string, by: Person = admin) => api<{ Items: Invoice[] }>(`/v1/cases/${caseId}/invoices`, { token: as(by) });

async function sentInvoice(caseId = caseOfA().caseId): Promise<Invoice> {
  const created = await createInvoice(caseId);
  if (created.status !== 201) throw new Error(`createInvoice answered ${created.status}: ${created.text}`);
  const sent = await send(created.body);
  if (sent.status !== 200) throw new Error(`sendInvoice answered ${sent.status}: ${sent.text}`);
  return sent.body;
}

describe('invoices', () => {
  it('are priced in Quebec with GST and QST on the fees only, rounded per line', async () => {
    // Prepare / Act
    const created = await createInvoice(caseOfA().caseId);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      subtotalCents: 165_500,
      taxes: [
        { name: 'GST', rate: 5, amountCents: 7500 },
        { name: 'QST', rate: 9.975, amountCents: 14_963 },
      ],
      totalCents: 165_500 + 7500 + 14_963,
      balanceCents: 165_500 + 7500 + 14_963,
    });
  });

  it('are numbered without a gap or a duplicate under 20 concurrent creations', async () => {
    // Prepare
    const caseId = world.org2.caseOfClient.caseId;
    const before = (await invoicesOf(caseId, world.org2.admin)).body.Items.length;

    // Act
    const answers = await Promise.all(Array.from({ length: 20 }, () => createInvoice(caseId, SAMPLE_INVOICE_BODY, world.org2.admin)));

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = answers.map((answer) => answer.body.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
    const listed = (await invoicesOf(caseId, world.org2.admin)).body.Items.map((invoice) => invoice.number).sort((a, b) => a - b);
    expect(listed).toEqual(Array.from({ length: before + 20 }, (_, index) => index + 1));
  });

  it('keep their number when voided, and the next invoice takes the next number', async () => {
    // Prepare
    const first = (await createInvoice(caseOfA().caseId)).body;

    // Act
    const voided = await api<Invoice>(`/v1/admin/cases/${first.caseId}/invoices/${first.invoiceId}/void`, { method: 'POST', token: as(admin) });
    const next = await createInvoice(caseOfA().caseId);

    // Assess
    expect(voided.body).toMatchObject({ status: 'void', number: first.number, balanceCents: 0 });
    expect(next.body.number).toBe(first.number + 1);
  });

  it("are seen by the case's client once sent, never as drafts, and the PDF shows both tax numbers in the client's language", async () => {
    // Prepare
    await api(`/v1/admin/orgs/${world.org1.orgId}`, { method: 'PATCH', token: as(admin), body: { gstHstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' } });
    const draft = (await createInvoice(caseOfA().caseId)).body;
    const sent = await sentInvoice();

    // Act
    const seen = (await invoicesOf(caseOfA().caseId, clientA)).body.Items.map((invoice) => invoice.invoiceId);
    const pdf = await fetchPdf(sent, clientA);

    // Assess
    expect(seen).toContain(sent.invoiceId);
    expect(seen).not.toContain(draft.invoiceId);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.text).toContain('123456789 RT0001');
    expect(pdf.text).toContain('1234567890 TQ0001');
  });
});

async function fetchPdf(invoice: Invoice, by: Person) {
  const { stack } = await import('./support/stack');
  const response = await fetch(`${stack().url}/v1/cases/${invoice.caseId}/invoices/${invoice.invoiceId}/pdf`, { headers: { authorization: `Bearer ${as(by)}` } });
  return { status: response.status, contentType: response.headers.get('content-type'), text: Buffer.from(await response.arrayBuffer()).toString('latin1') };
}

describe('trust', () => {
  it('refuses a transfer beyond the balance with trust-insufficient, and writes nothing', async () => {
    // Prepare
    const clientB = world.org1.clientB;
    const caseId = world.org1.caseOfB.caseId;
    await receipt(clientB.userId, caseId, 1000);
    const invoice = await sentInvoice(caseId);
    const ledgerBefore = (await trustOf(clientB.userId)).body;

    // Act
    const refused = await transfer(clientB.userId, invoice.invoiceId, 1001);

    // Assess
    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('trust-insufficient');
    expect((await trustOf(clientB.userId)).body).toEqual(ledgerBefore);
    const after = (await invoicesOf(caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(after).toMatchObject({ status: 'sent', paidCents: 0, balanceCents: invoice.totalCents });
  });

  it('pays part of an invoice from trust: the ledger, the balance and the invoice move together', async () => {
    // Prepare
    const invoice = await sentInvoice();
    const before = (await trustOf(clientA.userId)).body.balanceCents;
    await receipt(clientA.userId, caseOfA().caseId, 100_000);

    // Act
    const paid = await transfer(clientA.userId, invoice.invoiceId, 60_000);

    // Assess
    expect(paid.status).toBe(201);
    expect(paid.body.invoice).toMatchObject({ status: 'partly-paid', paidCents: 60_000, balanceCents: invoice.totalCents - 60_000 });
    expect(paid.body.entry).toMatchObject({ kind: 'transfer', amountCents: -60_000, balanceAfterCents: before + 40_000, invoiceNumber: invoice.number });
    expect((await trustOf(clientA.userId)).body.balanceCents).toBe(before + 40_000);
  });

  it('corrects a receipt by a linked reversal, never by an edit, and only once', async () => {
    // Prepare
    const recorded = (await receipt(clientA.userId, caseOfA().caseId, 2500)).body;

    // Act
    const reversal = await api<TrustEntry>(`/v1/admin/clients/${clientA.userId}/trust/reversals`, { method: 'POST', token: as(admin), body: { entryId: recorded.entryId, reference: 'Recorded twice' } });
    const again = await api(`/v1/admin/clients/${clientA.userId}/trust/reversals`, { method: 'POST', token: as(admin), body: { entryId: recorded.entryId, reference: 'Again' } });

    // Assess
    expect(reversal.body).toMatchObject({ kind: 'reversal', amountCents: -2500, reverses: recorded.entryId });
    expect(again.headers.get(REFUSAL_CODE_HEADER)).toBe('trust-already-reversed');
    const entries = (await trustOf(clientA.userId)).body.entries;
    expect(entries.find((entry) => entry.entryId === recorded.entryId)).toEqual(recorded);
  });

  it('reconciles: the trust journal equals the sum of the client ledgers after 200 random entries', async () => {
    // Prepare: a firm of its own, three clients, receipts over three months, refunds and transfers today.
    const firm = await createWorld('reconcile');
    const people = [firm.org1.clientA, firm.org1.clientB];
    const cases = { [firm.org1.clientA.userId]: firm.org1.casesOfA[0].caseId, [firm.org1.clientB.userId]: firm.org1.caseOfB.caseId };
    const firmAdmin = firm.org1.admin;
    let seed = 38;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const invoices = await Promise.all(people.map(async (person) => {
      const created = await createInvoice(cases[person.userId] as string, { province: 'ON', lines: [{ description: 'Fees', kind: 'fee', amountCents: 5_000_000 }] }, firmAdmin);
      return (await api<Invoice>(`/v1/admin/cases/${created.body.caseId}/invoices/${created.body.invoiceId}/send`, { method: 'POST', token: as(firmAdmin) })).body;
    }));
    const outcomes: number[] = [];
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 4 }, async () => {
        const index = Math.floor(random() * people.length);
        const person = people[index] as Person;
        const caseId = cases[person.userId] as string;
        const amountCents = 1 + Math.floor(random() * 20_000);
        const roll = random();
        if (roll < 0.6) {
          const month = 1 + Math.floor(random() * 3);
          return api(`/v1/admin/clients/${person.userId}/trust/receipts`, { method: 'POST', token: as(firmAdmin), body: { caseId, amountCents, method: 'cheque', reference: `R${batch}`, receivedOn: `2026-0${month}-1${month}` } });
        }
        if (roll < 0.8) return api(`/v1/admin/clients/${person.userId}/trust/refunds`, { method: 'POST', token: as(firmAdmin), body: { caseId, amountCents, method: 'cheque', reference: `F${batch}` } });
        return api(`/v1/admin/clients/${person.userId}/trust/transfers`, { method: 'POST', token: as(firmAdmin), body: { invoiceId: (invoices[index] as Invoice).invoiceId, amountCents } });
      }));
      outcomes.push(...answers.map((answer) => answer.status));
    }
    const today = new Date().toISOString().slice(0, 7);

    // Act
    const months = ['2026-01', '2026-02', '2026-03', today];
    const reports = await Promise.all(months.map((month) => api<TrustReconciliation>(`/v1/admin/orgs/${firm.org1.orgId}/trust/reconciliation?month=${month}`, { token: as(firmAdmin) })));
    const ledgers = await Promise.all(people.map((person) => trustOf(person.userId, firmAdmin)));

    // Assess: every entry either written (201) or refused for the balance (409); 200 in all.
    expect(outcomes).toHaveLength(200);
    expect(outcomes.every((status) => status === 201 || status === 409)).toBe(true);
    expect(outcomes.filter((status) => status === 201).length).toBeGreaterThan(100);
    for (const report of reports) {
      expect(report.status).toBe(200);
      expect(report.body.balanced).toBe(true);
      expect(report.body.closingCents).toBe(report.body.ledgersTotalCents);
    }
    const current = reports[3]?.body as TrustReconciliation;
    const balances = ledgers.map((ledger) => ledger.body.balanceCents);
    expect(current.closingCents).toBe(balances.reduce((sum, balance) => sum + balance, 0));
    for (const ledger of ledgers) {
      expect(ledger.body.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(ledger.body.balanceCents);
      expect(ledger.body.entries.every((entry) => entry.balanceAfterCents >= 0)).toBe(true);
    }
    const csv = await api<string>(`/v1/admin/orgs/${firm.org1.orgId}/trust/reconciliation?month=${today}&format=csv`, { token: as(firmAdmin) });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain('Client ledgers total');
  });
});

describe('card payments (Stripe)', () => {
  it('refuses a webhook whose signature is bad or missing with 400, recording nothing', async () => {
    // Prepare
    const invoice = await sentInvoice();
    const event = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_test_forged', payment_status: 'paid', amount_total: invoice.totalCents, metadata: { invoiceId: invoice.invoiceId } } } });
    const signed = await stripeSignature(event);
    const forged = signed['stripe-signature']?.replace(/v1=[0-9a-f]{4}/, 'v1=0000') as string;

    // Act
    const bad = await api('/v1/payments/stripe/webhook', { method: 'POST', body: event, headers: { 'stripe-signature': forged } });
    const missing = await api('/v1/payments/stripe/webhook', { method: 'POST', body: event });

    // Assess
    expect(bad.status).toBe(400);
    expect(bad.headers.get(REFUSAL_CODE_HEADER)).toBe('webhook-signature-invalid');
    expect(missing.status).toBe(400);
    const after = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(after).toMatchObject({ status: 'sent', paidCents: 0 });
  });

  it("pays the rest by card on the stand-in's hosted page: the invoice is paid, its balance 0, recorded once", async () => {
    // Prepare
    const invoice = await sentInvoice();
    await receipt(clientA.userId, caseOfA().caseId, 50_000);
    await transfer(clientA.userId, invoice.invoiceId, 50_000);

    // Act
    const checkout = await api<{ url: string; sessionId: string }>(`/v1/cases/${invoice.caseId}/invoices/${invoice.invoiceId}/checkout`, {
      method: 'POST',
      token: as(clientA),
      headers: { origin: 'http://localhost:5173' },
    });
    const page = await fetch(checkout.body.url);
    const paid = await fetch(checkout.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', email: clientA.email }),
      redirect: 'manual',
    });

    // Assess
    expect(checkout.status).toBe(201);
    expect(await page.text()).toContain('Card number');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5173/client/billing?paid=${invoice.invoiceId}`);
    const mine = (await api<MyBilling>('/v1/me/billing', { token: as(clientA) })).body.invoices.find((item) => item.invoiceId === invoice.invoiceId);
    expect(mine).toMatchObject({ status: 'paid', balanceCents: 0, paidCents: invoice.totalCents });
    const staffSees = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(staffSees).toMatchObject({ status: 'paid', balanceCents: 0 });
    // Stripe delivers an event again at times: the same session is recorded once.
    const redelivered = JSON.stringify({ id: 'evt_again', type: 'checkout.session.completed', data: { object: { id: checkout.body.sessionId, payment_status: 'paid', amount_total: 1234, metadata: { invoiceId: invoice.invoiceId } } } });
    const again = await api('/v1/payments/stripe/webhook', { method: 'POST', body: redelivered, headers: await stripeSignature(redelivered) });
    expect(again.status).toBe(200);
    const afterAgain = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(afterAgain).toMatchObject({ paidCents: invoice.totalCents, balanceCents: 0 });
    const overview = (await api<BillingOverview>(`/v1/admin/orgs/${world.org1.orgId}/billing`, { token: as(admin) })).body;
    expect(overview.paymentsThisMonthCents).toBeGreaterThanOrEqual(invoice.totalCents);
  });
});

describe('e-Transfer and wire payments recorded by staff', () => {
  const recordPayment = (invoice: Pick<Invoice, 'caseId' | 'invoiceId'>, body: Record<string, unknown>, by: Person = admin) =>
    api<Invoice>(`/v1/admin/cases/${invoice.caseId}/invoices/${invoice.invoiceId}/payments`, { method: 'POST', token: as(by), body });
  const interac = (amountCents: number, reference = 'INV-1') => ({ amountCents, method: 'interac', reference, receivedOn: '2026-01-20' });

  it('pays an invoice in part then in full: partly paid, then paid with a balance of 0, the trust ledger untouched', async () => {
    // Prepare
    const invoice = await sentInvoice();
    const trustBefore = (await trustOf(clientA.userId)).body;

    // Act
    const part = await recordPayment(invoice, interac(40_000, `INV-${invoice.number}`));
    const rest = await recordPayment(invoice, { amountCents: invoice.totalCents - 40_000, method: 'wire', reference: `Wire INV-${invoice.number}`, receivedOn: '2026-01-21' });

    // Assess
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ invoiceId: invoice.invoiceId, status: 'partly-paid', paidCents: 40_000, balanceCents: invoice.totalCents - 40_000 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: 'paid', paidCents: invoice.totalCents, balanceCents: 0 });
    const mine = (await api<MyBilling>('/v1/me/billing', { token: as(clientA) })).body.invoices.find((item) => item.invoiceId === invoice.invoiceId);
    expect(mine).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect((await trustOf(clientA.userId)).body).toEqual(trustBefore);
  });

  it('refuses more than the balance with invoice-overpayment, and writes nothing', async () => {
    // Prepare
    const invoice = await sentInvoice();

    // Act
    const refused = await recordPayment(invoice, interac(invoice.totalCents + 1));

    // Assess
    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('invoice-overpayment');
    const after = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(after).toMatchObject({ status: 'sent', paidCents: 0, balanceCents: invoice.totalCents });
  });

  it('refuses a draft, a void and a paid invoice with invoice-not-payable', async () => {
    // Prepare
    const draft = (await createInvoice(caseOfA().caseId)).body;
    const voided = (await createInvoice(caseOfA().caseId)).body;
    await api(`/v1/admin/cases/${voided.caseId}/invoices/${voided.invoiceId}/void`, { method: 'POST', token: as(admin) });
    const paid = await sentInvoice();
    await recordPayment(paid, interac(paid.totalCents));

    // Act
    const answers = await Promise.all([draft, voided, paid].map((invoice) => recordPayment(invoice, interac(100))));

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(answers.map((answer) => answer.headers.get(REFUSAL_CODE_HEADER))).toEqual(['invoice-not-payable', 'invoice-not-payable', 'invoice-not-payable']);
  });

  it('refuses a zero amount, an unknown method, a date that is not one and a date still to come with 400', async () => {
    // Prepare
    const invoice = await sentInvoice();

    // Act
    const zero = await recordPayment(invoice, interac(0));
    const card = await recordPayment(invoice, { ...interac(100), method: 'card' });
    const badDate = await recordPayment(invoice, { ...interac(100), receivedOn: '2026-02-30' });
    const future = await recordPayment(invoice, { ...interac(100), receivedOn: '2999-01-01' });

    // Assess
    expect([zero.status, card.status, badDate.status, future.status]).toEqual([400, 400, 400, 400]);
    expect(zero.headers.get(REFUSAL_CODE_HEADER)).toBe('billing-amount-invalid');
    expect(card.headers.get(REFUSAL_CODE_HEADER)).toBe('payment-method-unknown');
    expect(badDate.headers.get(REFUSAL_CODE_HEADER)).toBe('billing-date-invalid');
    expect(future.headers.get(REFUSAL_CODE_HEADER)).toBe('payment-date-future');
    const after = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(after).toMatchObject({ status: 'sent', paidCents: 0 });
  });

  it("answers another firm's admin 404 and refuses the case's client, recording nothing", async () => {
    // Prepare
    const invoice = await sentInvoice();

    // Act
    const otherFirm = await recordPayment(invoice, interac(100), world.org2.admin);
    const client = await recordPayment(invoice, interac(100), clientA);

    // Assess
    expect(otherFirm.status).toBe(404);
    expect(client.status).toBe(403);
    const after = (await invoicesOf(invoice.caseId)).body.Items.find((item) => item.invoiceId === invoice.invoiceId);
    expect(after).toMatchObject({ status: 'sent', paidCents: 0 });
  });

  it('is in the case activity log as a payment on the invoice, by e-Transfer', async () => {
    // Prepare
    const invoice = await sentInvoice();

    // Act
    await recordPayment(invoice, interac(1000, `INV-${invoice.number}`));

    // Assess: the record is linked into the case's chain off the request path; poll for it.
    const recorded = async () => {
      const log = await api<{ Items: { kind: string; details?: Record<string, unknown> }[] }>(`/v1/admin/cases/${invoice.caseId}/activity?kind=invoice.paid&limit=100`, { token: as(admin) });
      return log.body.Items.some((record) => record.details?.invoiceId === invoice.invoiceId && record.details?.source === 'interac');
    };
    let found = await recorded();
    for (let attempt = 0; attempt < 50 && !found; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await recorded();
    }
    expect(found).toBe(true);
  });
});

describe('who sees what', () => {
  it("answers another client 404 for a case that is not theirs, and another firm's admin 404 for the firm's invoices and ledgers", async () => {
    // Prepare / Act
    const otherClient = await invoicesOf(caseOfA().caseId, world.org1.clientB);
    const otherFirm = await invoicesOf(caseOfA().caseId, world.org2.admin);
    const otherFirmTrust = await trustOf(clientA.userId, world.org2.admin);
    const otherFirmReconciliation = await api(`/v1/admin/orgs/${world.org1.orgId}/trust/reconciliation?month=2026-01`, { token: as(world.org2.admin) });

    // Assess
    expect(otherClient.status).toBe(404);
    expect(otherFirm.status).toBe(404);
    expect(otherFirmTrust.status).toBe(404);
    expect(otherFirmReconciliation.status).toBe(404);
  });

  it('never lets a client reach /v1/admin', async () => {
    // Prepare / Act
    const ledger = await trustOf(clientA.userId, clientA);
    const created = await createInvoice(caseOfA().caseId, SAMPLE_INVOICE_BODY, clientA);

    // Assess
    expect(ledger.status).toBe(403);
    expect(created.status).toBe(403);
  });
});
