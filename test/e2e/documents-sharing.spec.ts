/**
 * Documents both ways, on a phone (390 × 844): the admin uploads a PDF on a case of the
 * demo client and shares it; the client finds it under "From your firm", previews it (the frame's
 * link answers the PDF inline) and downloads the same bytes; no action of the documents cards lies
 * outside the screen. On a desktop: the admin's "Download selected (ZIP)".
 */
import { expect, test, type Locator, type Page, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]) });

const PHONE = { width: 390, height: 844 };

/** The id of the demo client's first case (as the client sees it in My Cases). */
async function demoClientCaseId(page: Page): Promise<string> {
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/client/cases');
  await page.locator('main a[href^="/client/cases/"]').first().click();
  await expect(page.getByRole('heading', { name: 'My Uploaded Documents' })).toBeVisible();
  return page.url().split('/client/cases/')[1]?.split(/[?#]/)[0] ?? '';
}

/** The admin uploads `files` with the case page's upload card (not shared yet). */
async function adminUploads(admin: Page, caseId: string, files: Array<ReturnType<typeof pdfNamed>>): Promise<void> {
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/cases/${caseId}`);
  await expect(admin.getByRole('heading', { name: 'Upload Documents' })).toBeVisible();
  await admin.getByLabel('Choose files to upload').setInputFiles(files);
  await admin.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(admin.getByText('Files uploaded successfully!')).toBeVisible();
}

/** Every button of `list` lies within the phone's width, and the page does not scroll sideways. */
async function expectActionsOnScreen(page: Page, list: Locator): Promise<void> {
  const buttons = await list.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = await button.boundingBox();
    expect(box, `${await button.getAttribute('aria-label')} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // This file is compiled without the DOM's types.
  const scrollWidth = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the admin shares a PDF; the client sees it under "From your firm", previews it inline and downloads the same bytes', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const letter = pdfNamed(`decision-${Date.now().toString(36)}.pdf`);
    const caseId = await demoClientCaseId(page);

    const admin = await (await browser.newContext({ viewport: PHONE })).newPage();
    await adminUploads(admin, caseId, [letter]);
    const firm = admin.getByRole('list', { name: 'Uploaded by the firm' });
    const card = firm.getByRole('listitem').filter({ hasText: letter.name });
    await expect(card).toContainText('Staff only');
    await expect(card).toContainText('Firm');
    await card.getByRole('button', { name: `Share ${letter.name} with the client` }).click();
    await expect(card).toContainText('Shared with client');
    await expect(card.getByRole('button', { name: `Stop sharing ${letter.name}` })).toBeVisible();
    await expectActionsOnScreen(admin, firm);

    await page.reload();
    const fromFirm = page.getByRole('list', { name: 'From your firm' });
    const shared = fromFirm.getByRole('listitem').filter({ hasText: letter.name });
    await expect(shared).toContainText('Available');
    await expectActionsOnScreen(page, fromFirm);

    await shared.getByRole('button', { name: `Preview ${letter.name}` }).click();
    const dialog = page.getByRole('dialog', { name: letter.name });
    const frame = dialog.locator(`iframe[title="Preview of ${letter.name}"]`);
    await expect(frame).toHaveAttribute('src', /^https?:\/\//);
    const previewUrl = (await frame.getAttribute('src')) ?? '';
    const preview = await page.request.get(previewUrl);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    expect(preview.headers()['content-disposition']).toMatch(/^inline/);
    expect((await preview.body()).equals(letter.buffer)).toBe(true);
    // The dialog's own button (the frame may hold the keyboard's focus, so not Escape).
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await shared.getByRole('button', { name: `Download ${letter.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(letter.name);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(letter.buffer)).toBe(true);
  });
});

test('on a desktop the admin downloads a selection as a ZIP holding the chosen documents', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const chosen = [pdfNamed(`zip-a-${stamp}.pdf`), pdfNamed(`zip-b-${stamp}.pdf`)];
  const caseId = await demoClientCaseId(page);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  // Without the File System Access API (a native dialog Playwright cannot answer): the Blob and <a download> way.
  await context.addInitScript(() => {
    delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  const admin = await context.newPage();
  await adminUploads(admin, caseId, chosen);
  const firm = admin.getByRole('table', { name: 'Uploaded by the firm' });
  for (const file of chosen) await firm.getByRole('checkbox', { name: `Select ${file.name}` }).check();
  await expect(admin.getByText('2 documents selected')).toBeVisible();

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download selected (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const zip = Buffer.concat(chunks);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const file of chosen) {
    expect(zip.includes(Buffer.from(file.name))).toBe(true);
    expect(zip.includes(file.buffer)).toBe(true);
  }
});
