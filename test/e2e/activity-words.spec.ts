/**
 * The staff's activity log reads in words a firm reads, in English and in French, on a desktop (1280
 * px) and a phone (390 px): the demo admin moves the demo client's sponsorship case to "Submitted to
 * IRCC" with an expected date and a note; another client tries the case's page (refused). The log
 * says "moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a note for the
 * client", "was refused the case page" (marked), the portal's e-mail of the new stage by "Portal
 * email" (« Courriel du portail »), and — with 'Show reads' — the admin's views of the case in one
 * line ("viewed the case 3 times today"). Nowhere in the card's visible text a route id of the route
 * table, a field name of a record's details or a change, a kind's or an e-mail's code; axe-clean.
 * E2E_SCREENSHOTS=<dir> keeps pictures of the card at both widths in both languages.
 */
import path from 'node:path';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2 } from '@portal/local';
import { ACTIVITY_KINDS } from '../../shared/activity/types';
import { routes } from '../../shared/routes';
import { expect, test, type Locator, type Page, DEMO_ADMIN, chooseLanguage, fillDate, refusedToAnotherClient, scanAccessibility, signIn } from './support';

const SPONSORSHIP = DEMO_CASES[DEMO_CLIENT_USER.email]?.[1];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const EXPECTED_DAY = '2027-02-01';

/**
 * What must never show: every route id of the table, the field names of records' details and of a
 * change to a case, the kinds' codes, the portal's e-mails' codes and the stored English name of its
 * e-mail actor. (Field names that are also English words — "status", "stage" — are the reader's
 * words in a sentence, so only the identifiers are looked for.)
 */
const IDENTIFIERS = [
  ...routes.map((route) => route.id),
  ...ACTIVITY_KINDS,
  ...['expectedDate', 'stageNote', 'keyDates', 'legalHold', 'caseName', 'caseNumber', 'clientName', 'attorneyId', 'clientId', 'caseId'],
  ...['folderId', 'folderName', 'documentId', 'requestId', 'messageId', 'closedAt', 'visibleToClient', 'userAgent', 'prevHash'],
  ...['caseOpened', 'caseStatusChanged', 'caseStageChanged', 'caseEmail', 'documentsUploaded', 'messageNotice'],
  'Portal e-mail',
];

const WORDS = {
  en: {
    activity: 'Activity',
    records: 'Activity records',
    picker: 'Stage and key dates',
    stage: 'Stage',
    preparation: 'Preparation',
    submitted: 'Submitted to IRCC',
    expected: 'Next step expected by (optional)',
    note: 'Note for the client (optional)',
    save: 'Save progress',
    saved: 'Progress saved',
    moved: 'moved the case to Submitted to IRCC, next step expected by Feb 1, 2027, with a note for the client',
    refused: 'was refused the case page',
    refusedBadge: 'Refused',
    portal: 'Portal email · System',
    stageEmail: "emailed the client the case's new stage",
    showReads: 'Show reads',
    hiddenReads: /\d+ reads? of those loaded (is|are) not shown\./,
    viewedToday: /viewed the case \d+ times today/,
  },
  fr: {
    activity: 'Activité',
    records: 'Enregistrements d’activité',
    picker: 'Étape et dates clés',
    stage: 'Étape',
    preparation: 'Préparation de la demande',
    submitted: 'Soumise à IRCC',
    expected: 'Prochaine étape prévue au plus tard le (facultatif)',
    note: 'Note pour le client (facultatif)',
    save: 'Enregistrer l’avancement',
    saved: 'Avancement enregistré',
    moved: 'a fait passer le dossier à l’étape Soumise à IRCC, prochaine étape prévue au plus tard le 1er févr. 2027, avec une note pour le client',
    refused: 's’est vu refuser la page du dossier',
    refusedBadge: 'Refusé',
    portal: 'Courriel du portail · Système',
    stageEmail: 'a avisé le client par courriel de la nouvelle étape du dossier',
    showReads: 'Afficher les consultations',
    hiddenReads: /\d+ consultations? parmi celles chargées (n’est|ne sont) pas affichées?\./,
    viewedToday: /a consulté le dossier \d+ fois aujourd’hui/,
  },
} as const;

/** The case's page, found in Cases Management by its number; answers the case's id. */
async function openSponsorship(page: Page): Promise<string> {
  if (!SPONSORSHIP) throw new Error('The demo data has no second case for the demo client');
  await page.goto('/admin/cases');
  await page.getByRole('searchbox').fill(SPONSORSHIP.caseNumber);
  await page.getByRole('table').locator('tbody').getByRole('link', { name: SPONSORSHIP.caseName, exact: true }).click();
  await expect(page.getByRole('heading', { name: SPONSORSHIP.caseName })).toBeVisible();
  return page.url().split('/admin/cases/')[1]?.split(/[?#/]/)[0] ?? '';
}

/** Moves the case with the stage picker: to `stage`, with the date and note when given. */
async function moveStage(page: Page, words: (typeof WORDS)[keyof typeof WORDS], stage: string, extra?: { expected: string; note: string }): Promise<void> {
  const picker = page.getByRole('region', { name: words.picker });
  const select = picker.getByRole('combobox', { name: words.stage, exact: true });
  const current = await select.locator('option:checked').textContent();
  if (current === stage && !extra) return;
  await select.selectOption({ label: stage });
  if (extra) {
    await fillDate(picker, words.expected, extra.expected, words === WORDS.fr ? 'fr' : 'en');
    await picker.getByLabel(words.note).fill(extra.note);
  }
  await picker.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved).first()).toBeVisible();
}

/** The records of the card as shown at the page's width: the table's rows on a desktop, the cards on a phone. */
function rowsOf(card: Locator, words: (typeof WORDS)[keyof typeof WORDS], phone: boolean): Locator {
  return phone ? card.getByRole('list', { name: words.records }).getByRole('listitem') : card.getByRole('table', { name: words.records }).getByRole('row');
}

/** The card's visible text holds no identifier. */
async function expectNoIdentifiers(card: Locator, where: string): Promise<void> {
  const text = await card.innerText();
  expect(IDENTIFIERS.filter((identifier) => text.includes(identifier)), `identifiers in the activity card (${where})`).toEqual([]);
}

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];
  test(`(${language}) the staff's activity log says a stage move, a refusal, the portal's e-mail and grouped reads in words, at 1280 and 390 px`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    try {
      await chooseLanguage(page, language);
      const caseId = await openSponsorship(page);

      // Another client tries the case's page: refused (as if it did not exist), and recorded.
      await refusedToAnotherClient(browser, DESKTOP, DEMO_CLIENT_2.email, caseId);

      // The admin moves the case on (from another stage first, so that the move is one).
      await moveStage(page, words, words.preparation);
      await moveStage(page, words, words.submitted, { expected: EXPECTED_DAY, note: `Sent to IRCC (${Date.now()}).` });

      // The log, read again as the case page opens: the move, the refusal, and — once the e-mail is out — the portal's e-mail.
      const card = page.getByRole('region', { name: words.activity, exact: true });
      await expect(async () => {
        await page.reload();
        await expect(rowsOf(card, words, false).filter({ hasText: words.portal }).filter({ hasText: words.stageEmail }).first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });

      for (const viewport of [DESKTOP, PHONE]) {
        const phone = viewport === PHONE;
        await page.setViewportSize(viewport);
        const rows = rowsOf(card, words, phone);
        await expect(rows.filter({ hasText: words.moved }).first()).toBeVisible();
        const refused = rows.filter({ hasText: words.refused }).filter({ hasText: DEMO_CLIENT_2.name }).first();
        await expect(refused).toBeVisible();
        await expect(refused.getByText(words.refusedBadge, { exact: true })).toBeVisible();
        // Reads are left out until asked for, and counted.
        await expect(card.getByText(words.hiddenReads)).toBeVisible();
        await expectNoIdentifiers(card, `${language}, ${viewport.width} px, without reads`);
        await scanAccessibility(page, `the staff's activity log (${language}, ${viewport.width} px)`);
        await shoot(card, `words-${language}-${viewport.width}`);

        const reads = card.getByRole('switch', { name: words.showReads });
        await reads.check();
        await expect(rows.filter({ hasText: words.viewedToday }).first()).toBeVisible();
        await expect(card.getByText(words.hiddenReads)).toHaveCount(0);
        await expectNoIdentifiers(card, `${language}, ${viewport.width} px, with reads`);
        await scanAccessibility(page, `the staff's activity log with reads (${language}, ${viewport.width} px)`);
        await shoot(card, `words-reads-${language}-${viewport.width}`);
        await reads.uncheck();
        if (phone) expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      }
    } finally {
      await page.setViewportSize(DESKTOP);
      await chooseLanguage(page, 'en');
    }
  });
}

/** A picture of the card (E2E_SCREENSHOTS=<dir>), the page's sticky header hidden so it does not cover the card. */
async function shoot(card: Locator, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOTS;
  if (!directory) return;
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(directory, `activity-${name}.png`), style: 'header { visibility: hidden !important; }' });
}
