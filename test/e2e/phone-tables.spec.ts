/**
 * On a phone (390 × 844) the admin's lists — Cases Management, Users Management and
 * a case page's Sent Emails — are cards (components/ui/field-cards.tsx): nothing scrolls sideways,
 * every link and button of the cards lies on screen, is big enough to touch (24 × 24 px, WCAG 2.5.8)
 * and is reached with Tab, and axe finds no violation; the same in French. From 640 px up they are
 * tables, as before, and the cards are not displayed (nor read by a screen reader).
 *
 * E2E_SCREENSHOTS=<dir>: a picture of each list checked, per language and width, to look at.
 */
import path from 'node:path';
import { DEMO_USERS } from '@portal/local';
import { expect, test, type Locator, type Page, DEMO_ADMIN, scanAccessibility, signIn, chooseLanguage } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The words of the screens in each language (the catalogues' own). */
const WORDS = {
  en: {
    cases: 'Cases',
    casesHeading: 'Cases Management',
    openCase: /^Open case /,
    users: 'Users',
    usersHeading: 'Users Management',
    edit: /^Edit /,
    sentEmails: 'Sent Emails',
    sendEmail: 'Send Email',
    sendEmailDialog: 'Send Email Regarding Case',
    message: 'Message',
    caseFolders: 'Case Folders',
    labels: { cases: ['Client', 'Status', 'Category', 'Created', 'Documents', 'Readiness'], users: ['Email', 'Role', 'Phone', 'Created'] },
  },
  fr: {
    cases: 'Dossiers',
    casesHeading: 'Gestion des dossiers',
    openCase: /^Ouvrir le dossier /,
    users: 'Utilisateurs',
    usersHeading: 'Gestion des utilisateurs',
    edit: /^Modifier /,
    sentEmails: 'Courriels envoyés',
    sendEmail: 'Envoyer un courriel',
    sendEmailDialog: 'Envoyer un courriel au sujet du dossier',
    message: 'Message',
    caseFolders: 'Répertoires du dossier',
    labels: { cases: ['Client', 'Statut', 'Catégorie', 'Créé le', 'Documents', 'Avancement'], users: ['Courriel', 'Rôle', 'Téléphone', 'Créé le'] },
  },
} as const;

type Language = keyof typeof WORDS;



/** Signs in as the demo admin in the given language (saved as theirs: set back to English at the end). */
async function signInAsAdmin(page: Page, language: Language): Promise<void> {
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await chooseLanguage(page, language);
}

async function screenshot(page: Page, name: string): Promise<void> {
  const screenshots = process.env.E2E_SCREENSHOTS;
  if (!screenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshots, `phone-tables-${width}-${name}.png`), fullPage: true });
}

/** How wide the page's content is: more than the viewport means it scrolls sideways. (A string: no DOM types here.) */
const SCROLL_WIDTH = 'document.scrollingElement.scrollWidth';

/**
 * The list of cards fits a phone: the page does not scroll sideways, the table is not displayed,
 * and every link and button of the cards lies within the viewport's width and is at least 24 px
 * square; then axe scans the page.
 */
async function expectFitsPhone(page: Page, list: Locator, table: Locator, where: string): Promise<void> {
  await expect(list).toBeVisible();
  await expect(table).toBeHidden();
  expect(await page.evaluate<number>(SCROLL_WIDTH), `horizontal overflow on ${where}`).toBeLessThanOrEqual(PHONE.width);
  const targets = await list.locator('a, button').all();
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) {
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
    expect(box, `${name} on ${where} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} on ${where}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} on ${where}: right edge`).toBeLessThanOrEqual(PHONE.width);
    expect(Math.min(box.width, box.height), `${name} on ${where}: target size`).toBeGreaterThanOrEqual(24);
  }
  await scanAccessibility(page, `${where} at ${PHONE.width} px`);
}

/** The labels of a card's lines. */
async function labelsOf(card: Locator): Promise<string[]> {
  return (await card.getByRole('term').allTextContents()).map((text) => text.trim());
}

/** Tab from a card's first link reaches the next one: its actions are in the tab order. */
async function expectTabReaches(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.focus();
  await expect(from).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
}

for (const language of ['en', 'fr'] as const) {
  const words = WORDS[language];

  test.describe(`the admin's lists as cards on a phone (${PHONE.width} px, ${language})`, () => {
    test.use({ viewport: PHONE });

    test('Cases Management, Users Management and a case page’s Sent Emails', async ({ page }) => {
      test.setTimeout(90_000);
      try {
        await signInAsAdmin(page, language);

        // Cases Management: a card per case, its name and Open button on screen and in the tab order.
        await page.goto('/admin/cases');
        await expect(page.getByRole('heading', { name: words.casesHeading, level: 1 })).toBeVisible();
        const cases = page.getByRole('list', { name: words.cases });
        const firstCase = cases.getByRole('listitem').first();
        await expect(firstCase).toBeVisible();
        expect(await labelsOf(firstCase)).toEqual(words.labels.cases);
        const caseLink = firstCase.getByRole('link').first();
        const openCase = firstCase.getByRole('link', { name: words.openCase });
        await expectTabReaches(page, caseLink, openCase);
        await expectFitsPhone(page, cases, page.getByRole('main').locator('table'), 'Cases Management');
        await screenshot(page, `${language}-cases`);

        // Users Management.
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { name: words.usersHeading, level: 1 })).toBeVisible();
        const users = page.getByRole('list', { name: words.users });
        const client = users.getByRole('listitem').filter({ has: page.getByRole('link', { name: DEMO_USERS[1]?.name ?? '', exact: true }) });
        await expect(client).toBeVisible();
        expect(await labelsOf(client)).toEqual(words.labels.users);
        await expectTabReaches(page, client.getByRole('link').first(), client.getByRole('link', { name: words.edit }));
        await expectFitsPhone(page, users, page.getByRole('main').locator('table'), 'Users Management');
        await screenshot(page, `${language}-users`);

        // A case page, opened from its card, with an e-mail sent: Sent Emails as cards.
        await page.goto('/admin/cases');
        await page.getByRole('list', { name: words.cases }).getByRole('listitem').first().getByRole('link').first().click();
        await expect(page.getByRole('heading', { name: words.caseFolders })).toBeVisible();
        await page.getByRole('button', { name: words.sendEmail }).click();
        const dialog = page.getByRole('dialog', { name: words.sendEmailDialog });
        const text = `Phone tables ${language} ${Date.now().toString(36)}`;
        await dialog.getByLabel(words.message).fill(text);
        await dialog.getByRole('button', { name: words.sendEmail }).click();
        await expect(dialog).toBeHidden();
        const emails = page.getByRole('list', { name: words.sentEmails });
        await expect(emails.getByRole('listitem').filter({ hasText: text })).toBeVisible();
        await expect(page.getByRole('table', { name: words.sentEmails })).toBeHidden();
        expect(await page.evaluate<number>(SCROLL_WIDTH), 'horizontal overflow on a case page').toBeLessThanOrEqual(PHONE.width);
        await scanAccessibility(page, `a case page at ${PHONE.width} px`);
        await screenshot(page, `${language}-case`);
      } finally {
        await chooseLanguage(page, 'en');
      }
    });
  });

  test.describe(`the admin's lists as tables on a desktop (${DESKTOP.width} px, ${language})`, () => {
    test.use({ viewport: DESKTOP });

    test('Cases Management and Users Management are tables, their cards not displayed', async ({ page }) => {
      try {
        await signInAsAdmin(page, language);
        for (const [href, heading, name] of [
          ['/admin/cases', words.casesHeading, words.cases],
          ['/admin/users', words.usersHeading, words.users],
        ] as const) {
          await page.goto(href);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expect(page.getByRole('main').getByRole('table')).toBeVisible();
          if (href === '/admin/cases') {
            // Every column in view: the table's region does not scroll sideways.
            const region = page.getByRole('main').getByRole('region', { name, exact: true });
            expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
          }
          const cards = page.locator(`ul[aria-label="${name}"]`);
          await expect(cards).toHaveCount(1);
          await expect(cards).toBeHidden();
          await screenshot(page, `${language}-${href.split('/').pop() ?? ''}`);
        }
      } finally {
        await chooseLanguage(page, 'en');
      }
    });
  });
}
