/**
 * A client on a phone (390 × 844, touch) photographs a document. The upload card
 * says to tap and offers the camera; an 8 MB camera JPEG (12 MP) is shrunk in the browser to fit the
 * 5 MB limit, under its own name, keeping a long side of at least 2,000 px, and the uploaded document
 * is listed under 5 MB. With a mouse the spec's drag-and-drop sentence stays, and staff choose
 * "Share with client".
 *
 * E2E_SCREENSHOTS=<dir>: a picture of the upload card per language and width, to look at.
 */
import path from 'node:path';
import { MAX_FILE_SIZE_BYTES } from '../../shared/documents/limits';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, scanAccessibility, signIn, chooseLanguage } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MB = 1024 * 1024;

type Language = 'en' | 'fr';

/** The card's words in each language (the catalogues' own). */
const WORDS = {
  en: {
    upload: 'Upload Documents',
    tap: 'Tap to choose a file or take a photo',
    drag: 'Drag and drop files here, or click to select files',
    camera: 'Take a photo',
    share: 'Share with client',
    staged: 'Files to upload',
  },
  fr: {
    upload: 'Téléverser des documents',
    tap: 'Touchez pour choisir un fichier ou prendre une photo',
    drag: 'Glissez-déposez vos fichiers ici, ou cliquez pour les sélectionner',
    camera: 'Prendre une photo',
    share: 'Partager avec le client',
    staged: 'Fichiers à téléverser',
  },
} as const;

/**
 * A real camera-like JPEG of 4000 × 3000 px over 8 MB, made by the browser (a gradient with noise,
 * exported at quality 0.95): its bytes. (A string: this file is compiled without the DOM's types.)
 */
async function eightMegabyteJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(`(async () => {
    const width = 4000, height = 3000;
    for (let amplitude = 112; ; amplitude += 32) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      const image = context.createImageData(width, height);
      let seed = amplitude;
      const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4, noise = (random() - 0.5) * amplitude;
          image.data[i] = 128 + 100 * Math.sin(x / 300) + noise;
          image.data[i + 1] = 128 + 100 * Math.cos(y / 200) + noise;
          image.data[i + 2] = 128 + noise;
          image.data[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      if (blob.size > ${8 * MB}) {
        const dataUrl = await new Promise((resolve) => { const reader = new FileReader(); reader.onload = () => resolve(reader.result); reader.readAsDataURL(blob); });
        return dataUrl.slice(dataUrl.indexOf(',') + 1);
      }
    }
  })()`);
  return Buffer.from(base64 as string, 'base64');
}

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg.readUInt16BE(offset);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment in the JPEG');
}

async function openClientCase(page: Page): Promise<void> {
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/client/cases');
  await page.locator('main a[href^="/client/cases/"]').first().click();
}


/** The upload card: the card around its heading. */
const uploadCard = (page: Page, language: Language) => page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: WORDS[language].upload }) });

async function screenshot(page: Page, language: Language, who: string): Promise<void> {
  const screenshots = process.env.E2E_SCREENSHOTS;
  if (!screenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  await uploadCard(page, language).screenshot({ path: path.join(screenshots, `phone-upload-${width}-${language}-${who}.png`) });
}

const LONG_NAME = 'Passport-and-work-permit-renewal-application-2026-scanned-copy-page-1-of-3.pdf';
const aPdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer<<>>\n%%EOF\n`, 'latin1') });

test.describe('a client on a phone (390 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('photographs a document: an 8 MB JPEG is shrunk under 5 MB in the browser, uploaded and listed', async ({ page }) => {
    test.setTimeout(90_000);
    await openClientCase(page);
    await expect(page.getByText(WORDS.en.tap)).toBeVisible();
    await expect(page.getByText(WORDS.en.drag)).toHaveCount(0);
    await expect(page.getByRole('button', { name: WORDS.en.camera })).toBeVisible();
    await expect(page.locator('input[type="file"][capture="environment"]')).toHaveAttribute('accept', 'image/*');

    const photo = await eightMegabyteJpeg(page);
    expect(photo.length).toBeGreaterThan(8 * MB);
    const name = `IMG_${Date.now().toString(36)}.jpg`;
    await page.getByLabel('Choose files to upload').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });

    const staged = page.getByRole('list', { name: WORDS.en.staged });
    await expect(staged.getByText(name)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Some files exceed the 5MB size limit and were not added.')).toHaveCount(0);
    await scanAccessibility(page, 'the client case page with a shrunk photo staged');
    const completed = page.waitForResponse((response) => response.url().includes('/complete') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const completion = await completed;
    await expect(page.getByText('Files uploaded successfully!')).toBeVisible();

    // The server recorded it under its name and under the limit.
    const recorded = ((await completion.json()) as { data: Array<{ name: string; size: number }> }).data;
    expect(recorded).toEqual([expect.objectContaining({ name })]);
    expect(recorded[0]?.size).toBeLessThanOrEqual(MAX_FILE_SIZE_BYTES);

    // Listed with its size, under 5 MB.
    const mine = page.getByRole('list', { name: 'My Uploaded Documents' });
    const row = mine.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    const size = /(\d+(?:\.\d)?) MB/.exec((await row.textContent()) ?? '');
    expect(Number(size?.[1])).toBeLessThan(5);

    // Its bytes, downloaded again: a JPEG still legible (long side of at least 2,000 px).
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${name}` }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await downloading).createReadStream()) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(stored.length).toBe(recorded[0]?.size);
    const { width, height } = jpegSize(stored);
    expect(Math.max(width, height)).toBeGreaterThanOrEqual(2000);
  });
});

test.describe('with a mouse (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the card keeps the spec’s drag-and-drop sentence and no camera button', async ({ page }) => {
    await openClientCase(page);
    await expect(page.getByText(WORDS.en.drag)).toBeVisible();
    await expect(page.getByRole('button', { name: WORDS.en.camera })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: WORDS.en.share })).toHaveCount(0);
  });
});

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];

  test.describe(`the upload card in ${language}`, () => {
    test('on a phone (390 px, touch), a client: tap text, camera, long names wrap', async ({ browser }) => {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await openClientCase(page);
      try {
        await chooseLanguage(page, language);
        await expect(page.getByText(words.tap)).toBeVisible();
        await expect(page.getByRole('button', { name: words.camera })).toBeVisible();
        await page.locator('input[type="file"]:not([capture])').setInputFiles([aPdf(LONG_NAME)]);
        const staged = page.getByRole('list', { name: words.staged });
        const fileName = staged.getByText(LONG_NAME);
        await expect(fileName).toBeVisible();
        // The whole name shows, wrapped inside the card (never cut, never wider than the screen).
        const box = await fileName.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);
        expect(await fileName.evaluate((element: { scrollWidth: number; clientWidth: number }) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await scanAccessibility(page, `the client's upload card at 390 px (${language})`);
        await screenshot(page, language, 'client');
      } finally {
        await chooseLanguage(page, 'en');
        await context.close();
      }
    });

    test('on a desktop (1280 px), staff: the spec’s sentence and Share with client', async ({ browser }) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, DEMO_ADMIN);
      await expect(page).toHaveURL(/\/admin$/);
      try {
        await chooseLanguage(page, language);
        await page.goto('/admin/cases');
        await page.getByRole('table').getByRole('link').first().click();
        await expect(page.getByText(words.drag)).toBeVisible();
        await expect(page.getByRole('button', { name: words.camera })).toHaveCount(0);
        await expect(page.getByRole('checkbox', { name: words.share })).not.toBeChecked();
        await page.locator('input[type="file"]:not([capture])').setInputFiles([aPdf(LONG_NAME)]);
        await expect(page.getByRole('list', { name: words.staged })).toContainText(LONG_NAME);
        await scanAccessibility(page, `the admin's upload card at 1280 px (${language})`);
        await screenshot(page, language, 'admin');
      } finally {
        await chooseLanguage(page, 'en');
        await context.close();
      }
    });
  });
}
