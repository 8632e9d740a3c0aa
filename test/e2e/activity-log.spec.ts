/**
 * The activity log in the browser: the demo client uploads a file on their case; the demo
 * admin opens the case and finds, in its Activity card, their own "viewed the case" (reads shown with
 * 'Show reads'), the client's upload and another client's refused attempt on the case page (marked),
 * downloads the file, filters by kind and by person, and verifies the chain (intact); the client
 * then reads "The firm downloaded … on …" under 'Activity on your documents'. Once in English on a desktop (1280 px) and once in French
 * on a phone (390 px: records as cards, nothing off the screen, axe-clean); both users are set back
 * to English at the end. E2E_SCREENSHOTS=<dir> keeps pictures of both cards at both widths.
 */
import path from 'node:path';
import { DEMO_ADMIN as DEMO_ADMIN_USER, DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2 } from '@portal/local';

/** The demo client's case this journey works on (not their first, whose documents other journeys count). */
const ACTIVITY_CASE = DEMO_CASES[DEMO_CLIENT_USER.email]?.[1] ?? { caseName: 'Spousal Sponsorship' };
import { expect, test, type Locator, type Page, DEMO_ADMIN, DEMO_CLIENT, scanAccessibility, signIn, chooseLanguage, refusedToAnotherClient } from './support';


const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.from(`%${name}\n`)]) });

/** The words of the journey in each language. */
const WORDS = {
  en: {
    activity: 'Activity',
    records: 'Activity records',
    kind: 'Kind',
    person: 'Person',
    downloadedKind: 'Document downloaded',
    staff: 'Staff',
    client: 'Client',
    viewed: 'viewed the case',
    refused: 'was refused the case page',
    showReads: 'Show reads',
    refusedBadge: 'Refused',
    uploaded: (name: string) => `uploaded ${name}`,
    downloaded: (name: string) => `downloaded ${name}`,
    verify: 'Verify integrity',
    intact: /^Intact — \d[\d,]* records? checked$/,
    mine: 'Activity on your documents',
    youUploaded: (name: string) => new RegExp(`^You uploaded ${name} on `),
    firmDownloaded: (name: string) => new RegExp(`^The firm downloaded ${name} on `),
    download: (name: string) => `Download ${name}`,
  },
  fr: {
    activity: 'Activité',
    records: 'Enregistrements d’activité',
    kind: 'Type',
    person: 'Personne',
    downloadedKind: 'Document téléchargé',
    staff: 'Cabinet',
    client: 'Client',
    viewed: 'a consulté le dossier',
    refused: 's’est vu refuser la page du dossier',
    showReads: 'Afficher les consultations',
    refusedBadge: 'Refusé',
    uploaded: (name: string) => `a téléversé ${name}`,
    downloaded: (name: string) => `a téléchargé ${name}`,
    verify: 'Vérifier l’intégrité',
    intact: /^Intact — \d[\d\s\u00a0\u202f]* enregistrements? vérifiés?$/,
    mine: 'Activité sur vos documents',
    youUploaded: (name: string) => new RegExp(`^Vous avez téléversé ${name} le `),
    firmDownloaded: (name: string) => new RegExp(`^Le cabinet a téléchargé ${name} le `),
    download: (name: string) => `Télécharger ${name}`,
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');


/** Pictures of a card at both widths (E2E_SCREENSHOTS=<dir>), the page left at `width` after. */
async function screenshots(page: Page, card: Locator, name: string, width: number): Promise<void> {
  const directory = process.env.E2E_SCREENSHOTS;
  if (!directory) return;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await card.scrollIntoViewIfNeeded();
    // The page's sticky header hidden: it would cover the card's top once scrolled to.
    await card.screenshot({ path: path.join(directory, `activity-${name}-${viewport.width}.png`), style: 'header { visibility: hidden !important; }' });
  }
  await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
}

/** Every button of `area` lies within the phone's width, and the page does not scroll sideways. */
async function expectFitsPhone(page: Page, area: Locator): Promise<void> {
  for (const control of [...(await area.getByRole('button').all()), ...(await area.getByRole('combobox').all())]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Big enough to touch (WCAG 2.5.8 asks 24 px).
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  // (A string: this file is compiled without the DOM's types.)
  expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
}

for (const { language, viewport } of [
  { language: 'en' as const, viewport: DESKTOP },
  { language: 'fr' as const, viewport: PHONE },
]) {
  const words = WORDS[language];
  test(`(${language}, ${viewport.width} px) the admin sees the case's activity, filters it and verifies it; the client sees the firm's download`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const file = pdfNamed(`activity-${language}-${Date.now().toString(36)}.pdf`);

    // The client uploads a file on their first case and sees their own upload.
    const clientContext = await browser.newContext({ viewport });
    const client = await clientContext.newPage();
    await signIn(client, DEMO_CLIENT);
    await expect(client).toHaveURL(/\/client$/);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    try {
      await chooseLanguage(client, language);
      await chooseLanguage(page, language);

      // The client's second case: the first one's documents are counted by the admin cases journey.
      await client.goto('/client/cases');
      await client.locator('main a[href^="/client/cases/"]', { hasText: ACTIVITY_CASE.caseName }).first().click();
      const mine = client.getByRole('region', { name: words.mine });
      await expect(mine).toBeVisible();
      const caseId = client.url().split('/client/cases/')[1]?.split(/[?#]/)[0] ?? '';
      await client.getByLabel(language === 'fr' ? 'Choisir les fichiers à téléverser' : 'Choose files to upload').setInputFiles([file]);
      await client.getByRole('button', { name: language === 'fr' ? 'Téléverser' : 'Upload', exact: true }).click();
      const myLines = mine.getByRole('list', { name: words.mine }).getByRole('listitem');
      await expect(myLines.filter({ hasText: words.youUploaded(escape(file.name)) }).first()).toBeVisible();

      // Another client tries the case's address: refused (not found), and recorded.
      await refusedToAnotherClient(browser, viewport, DEMO_CLIENT_2.email, caseId);

      // The admin opens the case: their own visit is in the log, the client's upload, the refused attempt marked.
      await page.goto(`/admin/cases/${caseId}`);
      const activity = page.getByRole('region', { name: words.activity, exact: true });
      await expect(activity).toBeVisible();
      const rows =
        viewport === PHONE
          ? activity.getByRole('list', { name: words.records }).getByRole('listitem')
          : activity.getByRole('table', { name: words.records }).getByRole('row');
      const adminWho = `${DEMO_ADMIN_USER.name} · ${words.staff}`;
      // Reads (the admin's views of the case among them) are shown on demand.
      await activity.getByRole('switch', { name: words.showReads }).check();
      await expect(rows.filter({ hasText: words.viewed }).filter({ hasText: adminWho }).first()).toBeVisible();
      await expect(rows.filter({ hasText: words.uploaded(file.name) }).filter({ hasText: `${DEMO_CLIENT_USER.name} · ${words.client}` })).toHaveCount(1);
      const refused = rows.filter({ hasText: words.refused }).filter({ hasText: `${DEMO_CLIENT_2.name} · ${words.client}` }).first();
      await expect(refused).toBeVisible();
      await expect(refused).toHaveClass(/bg-red-50/);
      await expect(refused.getByText(words.refusedBadge, { exact: true })).toBeVisible();
      // At a phone's width the records are cards, the table not displayed; at a desktop's, the reverse.
      if (viewport === PHONE) await expect(activity.getByRole('table', { name: words.records })).toBeHidden();
      else await expect(activity.getByRole('list', { name: words.records })).toBeHidden();

      // The admin downloads the client's file: the log says so at once.
      const downloading = page.waitForEvent('download');
      // (The documents' table at a desktop's width, their cards at a phone's: the one displayed.)
      await page.getByRole('button', { name: words.download(file.name) }).first().click();
      await downloading;
      const downloadRow = rows.filter({ hasText: words.downloaded(file.name) });
      await expect(downloadRow).toHaveCount(1);
      await expect(downloadRow).toContainText(adminWho);

      // Filtered by kind: downloads only.
      await activity.getByLabel(words.kind).selectOption({ label: words.downloadedKind });
      await expect(rows.filter({ hasText: words.downloaded(file.name) })).toHaveCount(1);
      await expect(rows.filter({ hasText: words.viewed })).toHaveCount(0);
      // And by person: the client's downloads (none), then all the client's records.
      await activity.getByLabel(words.person).selectOption({ label: `${DEMO_CLIENT_USER.name} (${words.client})` });
      await expect(rows).toHaveCount(0);
      await activity.getByLabel(words.kind).selectOption({ index: 0 });
      await expect(rows.filter({ hasText: words.uploaded(file.name) })).toHaveCount(1);
      await expect(rows.filter({ hasText: adminWho })).toHaveCount(0);
      await activity.getByLabel(words.person).selectOption({ index: 0 });
      await expect(rows.filter({ hasText: words.viewed }).first()).toBeVisible();

      // Verified: intact.
      await activity.getByRole('button', { name: words.verify }).click();
      await expect(activity.getByRole('status').filter({ hasText: words.intact })).toBeVisible();
      if (viewport === PHONE) await expectFitsPhone(page, activity);
      await scanAccessibility(page, `the admin case page's activity (${language}, ${viewport.width} px)`);
      await screenshots(page, activity, `staff-${language}`, viewport.width);

      // The client reads the firm's download of their document.
      await client.reload();
      await expect(myLines.filter({ hasText: words.firmDownloaded(escape(file.name)) })).toHaveCount(1);
      await expect(mine).not.toContainText(DEMO_ADMIN_USER.name);
      if (viewport === PHONE) await expectFitsPhone(client, mine);
      await scanAccessibility(client, `the client's case page's activity (${language}, ${viewport.width} px)`);
      await screenshots(client, mine, `client-${language}`, viewport.width);
    } finally {
      await chooseLanguage(client, 'en');
      await chooseLanguage(page, 'en');
      await clientContext.close();
    }
  });
}
