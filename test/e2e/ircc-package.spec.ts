/**
 * The IRCC package of the demo study-permit case (Study Permit Extension, client2@demo.test), built by
 * staff from its case page: its checklist is the study-permit template's (each item names its IRCC
 * slot), the documents of four items accepted and the letter of acceptance uploaded but not yet
 * accepted — set up through the API as staff, who upload for the client. Staff build the package, read
 * the slots and the one problem (the letter's slot is empty), follow the problem's link to the item
 * and accept it, build again: no problem left; they download the ZIP, whose files are exactly the
 * manifest's, the letter's among them.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_CASES, DEMO_CLIENT_2, applyStackEnvironment, signInAs } from '@portal/local';
import type { PackageManifest } from '../../shared/packages/types';
import { DEMO_ADMIN, e2eStack, expect, openCaseAsStaff, signIn, test } from './support';

const studyPermit = DEMO_CASES[DEMO_CLIENT_2.email]?.find((item) => item.caseName === 'Study Permit Extension');

/** A PDF of `pages` pages of text. */
async function textPdf(label: string, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) pdf.addPage([595, 842]).drawText(`${label}: page ${n} of ${pages}`, { x: 50, y: 780, size: 18, font });
  return Buffer.from(await pdf.save());
}

interface File {
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

/**
 * Through the API as the demo admin: the study-permit template's items on the case, a file uploaded
 * for each of them but the letter of explanation's… all accepted but the letter of acceptance.
 * Answers the letter of acceptance's item id.
 */
async function prepareChecklist(caseNumber: string): Promise<string> {
  const info = e2eStack();
  applyStackEnvironment(info);
  const { accessToken } = await signInAs(info, DEMO_ADMIN);
  const api = async <T>(route: string, method = 'GET', body?: unknown): Promise<T> => {
    const response = await fetch(`${info.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const cases = await api<{ Items: { caseId: string; caseNumber: string; caseFolderId: string }[] }>("/v1/admin/cases?limit=50");
  const target = cases.Items.find((item) => item.caseNumber === caseNumber);
  if (!target) throw new Error(`No case ${caseNumber}`);
  const { items } = await api<{ items: { requestId: string; irccSlot?: { name: string } }[] }>(`/v1/admin/cases/${target.caseId}/requests`, 'POST', { templateId: 'study-permit' });
  const bySlot = new Map(items.map((item) => [item.irccSlot?.name ?? '', item.requestId]));
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#dde4f0' } }).jpeg().toBuffer();
  const files: Record<string, File> = {
    Passport: { fileName: 'passport.pdf', fileType: 'application/pdf', bytes: await textPdf('Passport', 2) },
    'Proof of financial support': { fileName: 'bank-letter.pdf', fileType: 'application/pdf', bytes: await textPdf('Bank letter') },
    'Digital photo': { fileName: 'photo.jpg', fileType: 'image/jpeg', bytes: photo },
    'Letter of explanation': { fileName: 'study-plan.pdf', fileType: 'application/pdf', bytes: await textPdf('Study plan') },
    'Letter of acceptance': { fileName: 'letter-of-acceptance.pdf', fileType: 'application/pdf', bytes: await textPdf('Letter of acceptance') },
  };
  for (const [slot, file] of Object.entries(files)) {
    const requestId = bySlot.get(slot);
    if (!requestId) throw new Error(`No item of the slot ${slot}`);
    const batch = await api<{ batchId: string; uploads: { uploadUrl: string; headers: Record<string, string> }[] }>(
      `/v1/cases/${target.caseId}/folders/${target.caseFolderId}/upload-targets`,
      'POST',
      { requestId, files: [{ fileName: file.fileName, fileSize: file.bytes.length, fileType: file.fileType }] },
    );
    for (const upload of batch.uploads) expect((await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file.bytes })).ok).toBe(true);
    await api(`/v1/cases/${target.caseId}/upload-batches/${batch.batchId}/complete`, 'POST');
    if (slot !== 'Letter of acceptance') await api(`/v1/admin/cases/${target.caseId}/requests/${requestId}`, 'PATCH', { status: 'accepted' });
  }
  return bySlot.get('Letter of acceptance') ?? '';
}

test('staff build the IRCC package of the study-permit case, fix its problem, build again and download the ZIP', async ({ page }) => {
  test.setTimeout(120_000);
  if (!studyPermit) throw new Error('The demo data has no study-permit case');
  const letterId = await prepareChecklist(studyPermit.caseNumber);

  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openCaseAsStaff(page, studyPermit.caseNumber, studyPermit.caseName);
  const section = page.getByRole('region', { name: 'IRCC package' });
  await expect(section.getByText('No package built yet.')).toBeVisible();

  // The first build: every slot but the letter's has its file.
  await section.getByRole('button', { name: 'Build package' }).click();
  const slots = section.getByRole('table', { name: 'IRCC slots' });
  await expect(slots).toBeVisible({ timeout: 60_000 });
  await expect(slots.getByRole('row', { name: /Passport Passport\.pdf .* 2$/ })).toBeVisible();
  await expect(slots.getByRole('row', { name: /Digital photo Digital-photo\.jpg/ })).toBeVisible();
  await expect(slots.getByRole('row', { name: /Letter of acceptance No file/ })).toBeVisible();
  await expect(section.getByRole('heading', { name: '1 problem' })).toBeVisible();
  await expect(section.getByText('Letter of acceptance: no accepted document yet.')).toBeVisible();

  // The problem's link leads to the item; staff accept the letter there.
  await section.getByRole('link', { name: 'Go to the item “Letter of acceptance”' }).click();
  await expect(page).toHaveURL(new RegExp(`#request-${letterId}$`));
  const item = page.locator(`#request-${letterId}`);
  await expect(item).toBeInViewport();
  await item.getByRole('button', { name: 'Accept Letter of acceptance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Letter of acceptance' });
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Accepted').first()).toBeVisible();

  // The second build: no problem left, both builds kept with who built them.
  await section.getByRole('button', { name: 'Build package' }).click();
  await expect(section.getByText('No problems found: every slot has its file.')).toBeVisible({ timeout: 60_000 });
  await expect(slots.getByRole('row', { name: /Letter of acceptance Letter-of-acceptance\.pdf/ })).toBeVisible();
  const builds = section.getByRole('list', { name: 'Builds' }).getByRole('listitem');
  await expect(builds).toHaveCount(2);
  await expect(builds.first()).toContainText('by Alex');

  // The ZIP: exactly the manifest's files, and the manifest lists every slot.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download ZIP', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^IRCC-package-IMM-2025-0141-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as PackageManifest;
  expect(Object.keys(files).sort()).toEqual([...manifest.slots.map((slot) => slot.fileName), 'manifest.json'].sort());
  expect(manifest.slots.map((slot) => slot.fileName)).toEqual(['Letter-of-acceptance.pdf', 'Proof-of-financial-support.pdf', 'Passport.pdf', 'Digital-photo.jpg', 'Letter-of-explanation.pdf']);
  for (const slot of manifest.slots) expect(files[slot.fileName]?.length).toBe(slot.bytes);
});
