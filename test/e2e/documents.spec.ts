/**
 * Case documents in the browser: a client uploads files straight to storage (with progress) and sees
 * them; the admin sees and downloads identical bytes; folders; the dropzone's refusals.
 */
import { MAX_FILE_SIZE_BYTES } from '../../shared/documents/limits';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082',
  'hex',
);

const pdfNamed = (name: string, extra = '') => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}${extra}\n`)]) });

async function openFirstClientCase(page: Page): Promise<string> {
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/client/cases');
  await page.locator('main a[href^="/client/cases/"]').first().click();
  await expect(page.getByRole('heading', { name: 'My Uploaded Documents' })).toBeVisible();
  return page.url().split('/client/cases/')[1] ?? '';
}

test('a client uploads files and sees them; the admin downloads identical bytes', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const pdf = pdfNamed(`passport-${stamp}.pdf`);
  const png = { name: `photo-${stamp}.png`, mimeType: 'image/png', buffer: PNG };
  const caseId = await openFirstClientCase(page);

  await page.getByLabel('Choose files to upload').setInputFiles([pdf, png]);
  const staged = page.getByRole('list', { name: 'Files to upload' });
  await expect(staged.getByText(pdf.name)).toBeVisible();
  await expect(staged.getByText('KB').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Files uploaded successfully!')).toBeVisible();

  const mine = page.getByRole('table', { name: 'My Uploaded Documents' });
  await expect(mine.getByRole('row').filter({ hasText: pdf.name })).toContainText('Available');
  await expect(mine.getByRole('row').filter({ hasText: png.name })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/cases/${caseId}`);
  const table = admin.getByRole('table', { name: 'Client Uploaded Documents' });
  await expect(table.getByRole('row').filter({ hasText: pdf.name })).toBeVisible();
  const downloading = admin.waitForEvent('download');
  await table.getByRole('button', { name: `Download ${pdf.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(pdf.name);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf.buffer)).toBe(true);
});

test('a client uploads a batch of 5 files of 5 MB with per-file progress, and the admin sees them all', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  // PDFs padded to just under the 5 MB limit (a comment line of spaces keeps them valid PDFs).
  const files = Array.from({ length: 5 }, (_, index) => {
    const head = Buffer.concat([PDF, Buffer.from(`%big-${index}-${stamp}\n%`)]);
    return { name: `exhibit-${index + 1}-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(MAX_FILE_SIZE_BYTES - head.length - 1, 0x20), Buffer.from('\n')]) };
  });
  const caseId = await openFirstClientCase(page);

  await page.getByLabel('Choose files to upload').setInputFiles(files);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Files uploaded successfully!')).toBeVisible({ timeout: 60_000 });
  const mine = page.getByRole('table', { name: 'My Uploaded Documents' });
  for (const file of files) await expect(mine.getByRole('row').filter({ hasText: file.name })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/cases/${caseId}`);
  const table = admin.getByRole('table', { name: 'Client Uploaded Documents' });
  for (const file of files) await expect(table.getByRole('row').filter({ hasText: file.name })).toBeVisible();
  const last = files[4] ?? files[0];
  const downloading = admin.waitForEvent('download');
  await table.getByRole('button', { name: `Download ${last?.name ?? ''}` }).click();
  const stream = await (await downloading).createReadStream();
  let size = 0;
  for await (const chunk of stream) size += (chunk as Buffer).length;
  expect(size).toBe(MAX_FILE_SIZE_BYTES);
});

test('the dropzone refuses a 6th file and a file over 5 MB with the spec’s words', async ({ page }) => {
  await openFirstClientCase(page);
  const input = page.getByLabel('Choose files to upload');
  await input.setInputFiles(Array.from({ length: 6 }, (_, i) => pdfNamed(`six-${i}.pdf`)));
  await expect(page.getByText('You can only upload up to 5 files at a time.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);

  await input.setInputFiles([{ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) }]);
  await expect(page.getByText('Some files exceed the 5MB size limit and were not added.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  // System files are ignored without a word; a staged file can be removed again.
  await input.setInputFiles([
    { name: '.DS_Store', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    { name: 'Thumbs.db', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    pdfNamed('keep.pdf'),
  ]);
  const staged = page.getByRole('list', { name: 'Files to upload' });
  await expect(staged.getByRole('listitem')).toHaveCount(1);
  await expect(staged).toContainText('keep.pdf');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await staged.getByRole('button', { name: 'Remove keep.pdf' }).click();
  await expect(staged).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});

test('a refused upload keeps the staged files and says why', async ({ page, browser }) => {
  await openFirstClientCase(page);
  const exe = { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ not a document') };
  await page.getByLabel('Choose files to upload').setInputFiles([exe]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  // The client reads the server's own sentence.
  await expect(page.getByText(/tool\.exe: this type of file is not accepted/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files to upload' })).toContainText('tool.exe');

  // The firm: a storage PUT that never arrives is the generic sentence; the file stays staged.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ADMIN);
  // Navigating before the sign-in completes would cancel it.
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await admin.goto('/admin/cases');
  await admin.getByRole('table').getByRole('link').first().click();
  await expect(admin.getByRole('heading', { name: 'Upload Documents' })).toBeVisible();
  await admin.route('**/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  const memo = pdfNamed('memo.pdf');
  await admin.getByLabel('Choose files to upload').setInputFiles([memo]);
  await admin.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(admin.getByText('Failed to upload some files. Please try again.').first()).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Files to upload' })).toContainText(memo.name);
  await expect(admin.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
});

test('the admin creates a folder and uploads into it from the folder view', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/cases');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Case Folders' })).toBeVisible();

  const folderName = `Evidence ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create Folder' }).click();
  await page.getByLabel('Enter the name of the new folder:').fill(folderName);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Folder created successfully!')).toBeVisible();

  await page.getByRole('link', { name: new RegExp(folderName) }).click();
  await expect(page.getByRole('heading', { name: folderName })).toBeVisible();
  await expect(page.getByText('No files found in this folder.')).toBeVisible();
  const letter = pdfNamed(`letter-${Date.now().toString(36)}.pdf`);
  await page.getByLabel('Choose files to upload').setInputFiles([letter]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Files uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('table', { name: `Files of ${folderName}` }).getByText(letter.name)).toBeVisible();

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${folderName}.*1 item`) })).toBeVisible();
});
