/**
 * Billing, both sides: staff invoice the demo client's work permit case in Quebec (GST and QST shown
 * before it is created), record a retainer in trust and pay part of the invoice from it; the client
 * sees the invoice, pays the rest by card on the local Stripe stand-in's hosted page (its webhook,
 * signed as Stripe signs, records the payment); both sides see it paid; the PDF's text (poppler's
 * pdftotext) shows the firm's GST/HST and QST numbers. Then staff match an Interac e-Transfer the
 * client sent with the invoice's INV reference to a second invoice, in part then in full, and the
 * client sees it partly paid (on their dashboard's billing card too), then paid.
 */
import { execFileSync } from 'node:child_process';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_ORG } from '@portal/local';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, scanAccessibility, signIn } from './support';

const workPermit = DEMO_CASES[DEMO_CLIENT_USER.email]?.find((item) => item.caseName === 'Work Permit Application');
const RETAINER_REFERENCE = `E-TRANSFER-${Date.now()}`;

/** The Billing page from the side menu. */
async function openBilling(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Billing', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
}

/** The staff's invoices table row of this invoice number. */
const invoiceRow = (page: Page, number: number) =>
  page.getByRole('region', { name: 'Invoices' }).locator('tbody tr').filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });

test.describe.serial('billing', () => {
  let number = 0;

  test('staff invoice the demo case in Quebec with GST and QST, record a retainer in trust and pay part of the invoice from it', async ({ page }) => {
    test.setTimeout(120_000);
    if (!workPermit) throw new Error('The demo data has no Work Permit Application');
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await openBilling(page);

    await page.getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    const caseOption = dialog.getByRole('combobox', { name: 'Case' }).locator('option', { hasText: `${workPermit.caseName} — ${DEMO_CLIENT_USER.name}` });
    await expect(caseOption).toHaveCount(1);
    const caseId = (await caseOption.getAttribute('value')) ?? '';
    await dialog.getByRole('combobox', { name: 'Case' }).selectOption(caseId);
    await dialog.getByRole('combobox', { name: "Client's province or territory" }).selectOption({ label: 'Quebec' });
    await dialog.getByRole('textbox', { name: 'Description of line 1' }).fill('Professional fees: work permit application');
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('1500.00');
    await dialog.getByRole('button', { name: 'Add a line' }).click();
    await dialog.getByRole('textbox', { name: 'Description of line 2' }).fill('IRCC processing fee');
    await dialog.getByRole('combobox', { name: 'Kind' }).nth(1).selectOption('disbursement');
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).nth(1).fill('155.00');
    // The taxes as they will be charged: GST and QST on the fees only, each rounded on its line.
    await expect(dialog.getByText('GST (5%)')).toBeVisible();
    await expect(dialog.getByText('$75.00')).toBeVisible();
    await expect(dialog.getByText('QST (9.975%)')).toBeVisible();
    await expect(dialog.getByText('$149.63')).toBeVisible();
    await expect(dialog.getByText('$1,879.63')).toBeVisible();
    const created = page.waitForResponse((response) => response.url().includes('/invoices') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    number = ((await (await created).json()) as { number: number }).number;
    await expect(dialog).toBeHidden();

    await expect(invoiceRow(page, number).getByText('Draft')).toBeVisible();
    await invoiceRow(page, number).getByRole('button', { name: `Send invoice ${number}` }).click();
    await expect(invoiceRow(page, number).getByText('Sent')).toBeVisible();

    await page.getByRole('button', { name: 'Record retainer' }).click();
    const receipt = page.getByRole('dialog', { name: 'Record money received in trust' });
    await receipt.getByRole('combobox', { name: 'Case' }).selectOption(caseId);
    await receipt.getByRole('textbox', { name: 'Amount ($)' }).fill('1000.00');
    await receipt.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Interac e-Transfer' });
    await receipt.getByRole('textbox', { name: 'Reference' }).fill(RETAINER_REFERENCE);
    await receipt.getByRole('button', { name: 'Record receipt' }).click();
    await expect(receipt).toBeHidden();
    await expect(page.getByRole('region', { name: 'Trust held per client' }).getByText(DEMO_CLIENT_USER.name)).toBeVisible();

    await invoiceRow(page, number).getByRole('button', { name: `Pay from trust: invoice ${number}` }).click();
    const transfer = page.getByRole('dialog', { name: `Pay invoice ${number} from trust` });
    await transfer.getByRole('textbox', { name: 'Amount to pay from trust ($)' }).fill('1000.00');
    await transfer.getByRole('button', { name: 'Pay from trust' }).click();
    await expect(transfer).toBeHidden();
    await expect(invoiceRow(page, number).getByText('Partly paid')).toBeVisible();
    await expect(invoiceRow(page, number).getByText('$879.63')).toBeVisible();

    // The ledger: the retainer in, the payment to the invoice out.
    await page.getByRole('button', { name: `Trust ledger of ${DEMO_CLIENT_USER.name}` }).click();
    const ledger = page.getByRole('dialog', { name: `Trust ledger of ${DEMO_CLIENT_USER.name}` });
    await expect(ledger.getByRole('row').filter({ hasText: RETAINER_REFERENCE })).toBeVisible();
    await expect(ledger.getByRole('row').filter({ hasText: `Paid to invoice #${number}` })).toBeVisible();
    await ledger.getByRole('button', { name: 'Close' }).click();
  });

  test('the client pays the rest by card on the hosted checkout; both sides see it paid; the PDF shows both tax numbers', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(/\/client$/);
    await openBilling(page);
    const card = page.getByRole('listitem', { name: `Invoice ${number}` });
    await expect(card.getByText('Partly paid')).toBeVisible();
    await expect(card.getByText(`INV-${number}`)).toBeVisible();

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download PDF' }).click();
    const pdfPath = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(`GST/HST registration number: ${DEMO_ORG.gstHstNumber}`);
    expect(text).toContain(`QST registration number: ${DEMO_ORG.qstNumber}`);
    expect(text).toContain(`Invoice ${number}`);

    await card.getByRole('button', { name: 'Pay $879.63 by card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay $879.63' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $879.63' }).click();

    await expect(page).toHaveURL(/\/client\/billing\?paid=/);
    await expect(page.getByText(`Thank you: invoice ${number} is paid.`)).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, DEMO_ADMIN);
    await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await openBilling(staff);
    await expect(invoiceRow(staff, number).getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoiceRow(staff, number).getByText('$0.00')).toBeVisible();
    await staffContext.close();
  });

  test('staff record an Interac e-Transfer by its INV reference, in part then the rest: the client sees the invoice partly paid, then paid', async ({ page, browser }) => {
    test.setTimeout(120_000);
    if (!workPermit) throw new Error('The demo data has no Work Permit Application');
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await openBilling(page);

    await page.getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Case' }).selectOption({ label: `${workPermit.caseName} — ${DEMO_CLIENT_USER.name}` });
    await dialog.getByRole('combobox', { name: "Client's province or territory" }).selectOption({ label: 'Ontario' });
    await dialog.getByRole('textbox', { name: 'Description of line 1' }).fill('Professional fees: restoration of status');
    await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('200.00');
    await expect(dialog.getByText('$226.00')).toBeVisible();
    const created = page.waitForResponse((response) => response.url().includes('/invoices') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    const second = ((await (await created).json()) as { number: number }).number;
    await expect(dialog).toBeHidden();
    await invoiceRow(page, second).getByRole('button', { name: `Send invoice ${second}` }).click();
    await expect(invoiceRow(page, second).getByText('Sent')).toBeVisible();

    // The client's e-Transfer of $100.00 arrived with the reference the billing page asked for.
    await invoiceRow(page, second).getByRole('button', { name: `Record payment: invoice ${second}` }).click();
    const payment = page.getByRole('dialog', { name: `Record a payment on invoice ${second}` });
    await expect(payment.getByRole('textbox', { name: 'Amount received ($)' })).toHaveValue('226.00');
    await expect(payment.getByRole('textbox', { name: 'Reference' })).toHaveValue(`INV-${second}`);
    await payment.getByRole('textbox', { name: 'Amount received ($)' }).fill('100.00');
    await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Interac e-Transfer' });
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(invoiceRow(page, second).getByText('Partly paid')).toBeVisible();
    await expect(invoiceRow(page, second).getByText('$126.00')).toBeVisible();

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signIn(client, DEMO_CLIENT);
    await expect(client).toHaveURL(/\/client$/);
    const billingCard = client.getByRole('region', { name: 'Billing' });
    await expect(billingCard.getByText('Amount due')).toBeVisible();
    await expect(billingCard.getByText('$126.00')).toBeVisible();
    await billingCard.getByRole('link', { name: 'See my invoices and pay' }).click();
    await expect(client).toHaveURL(/\/client\/billing$/);
    const invoice = client.getByRole('listitem', { name: `Invoice ${second}` });
    await expect(invoice.getByText('Partly paid')).toBeVisible();
    await expect(invoice.getByText('$100.00')).toBeVisible();

    // The rest arrives by wire: the amount starts at the balance.
    await invoiceRow(page, second).getByRole('button', { name: `Record payment: invoice ${second}` }).click();
    await expect(payment.getByRole('textbox', { name: 'Amount received ($)' })).toHaveValue('126.00');
    await payment.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Wire transfer' });
    await payment.getByRole('textbox', { name: 'Reference' }).fill(`Wire INV-${second}`);
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(invoiceRow(page, second).getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoiceRow(page, second).getByText('$0.00')).toBeVisible();

    await client.reload();
    await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoice.getByRole('button', { name: /by card$/ })).toHaveCount(0);
    await clientContext.close();
  });

  test('on a phone the staff’s invoices are cards: nothing scrolls sideways, each action is on screen and named for its invoice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/admin/billing');
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Invoices' });
    await expect(cards).toBeVisible();
    // The table is not shown (nor read) at this width.
    await expect(page.getByRole('region', { name: 'Invoices' }).locator('table')).toBeHidden();
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('button', { name: `PDF of invoice ${number}`, exact: true }) });
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card.getByText('Balance')).toBeVisible();
    await card.getByRole('button', { name: `PDF of invoice ${number}`, exact: true }).scrollIntoViewIfNeeded();
    const box = await card.getByRole('button', { name: `PDF of invoice ${number}`, exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(390);
    await scanAccessibility(page, 'the staff Billing page on a phone');
  });
});
