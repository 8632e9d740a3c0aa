/**
 * A case's progress: staff move the demo client's work permit case to "Submitted to IRCC"
 * with a note for the client and key dates; the client is e-mailed the stage's name (and not the
 * note); the analytics page shows the case in its stage; the client's case page shows the timeline
 * with the stage current, the firm's note and the key dates.
 *
 * With E2E_SCREENSHOTS=<dir>, the journey saves screenshots of the stage picker, the analytics page,
 * the dashboard cards and the client's timeline at 390 and 1280 px, in English and French.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, waitForMail } from '@portal/local';
import { expect, test, type Page, DEMO_ADMIN, DEMO_CLIENT, e2eStack, fillDate, signIn } from './support';

const workPermit = DEMO_CASES[DEMO_CLIENT_USER.email]?.find((item) => item.caseName === 'Work Permit Application');
const NOTE = `Your application was sent to IRCC today (${Date.now()}).`;
const APPLICATION_NUMBER = 'W307654321';
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Saves the page at a phone's and a desktop's width (when E2E_SCREENSHOTS names a directory). */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Chooses a language with the header's switch and waits for it to be saved as the user's. */
async function chooseLanguage(page: Page, button: 'FR Français' | 'EN English'): Promise<void> {
  const choice = page.getByRole('banner').getByRole('group', { name: 'Language / Langue' }).getByRole('button', { name: button });
  if ((await choice.getAttribute('aria-pressed')) === 'true') return;
  const saved = page.waitForResponse((response) => response.url().includes('/v1/me/settings') && response.request().method() === 'PATCH');
  await choice.click();
  expect((await saved).ok()).toBe(true);
}

/** The demo work permit case's page, found in Cases Management by its number. */
async function openWorkPermit(page: Page): Promise<void> {
  if (!workPermit) throw new Error('The demo data has no Work Permit Application');
  await page.getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cases Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(workPermit.caseNumber);
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await rows.getByRole('link', { name: workPermit.caseName, exact: true }).click();
  await expect(page.getByRole('heading', { name: workPermit.caseName })).toBeVisible();
}

test.describe.serial('case progress', () => {
  test('staff move a case to "Submitted to IRCC" with a note; the client is e-mailed; the analytics show it', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await openWorkPermit(page);

    const picker = page.getByRole('region', { name: 'Stage and key dates' });
    await picker.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Submitted to IRCC' });
    await picker.getByLabel('Note for the client (optional)').fill(NOTE);
    await fillDate(picker, 'Submission date', '2026-11-20');
    await picker.getByLabel('Application number').fill(APPLICATION_NUMBER);
    await picker.getByRole('button', { name: 'Save progress' }).click();
    await expect(page.getByText('Progress saved')).toBeVisible();

    const timeline = page.getByRole('region', { name: 'Progress', exact: true });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Submitted to IRCC');
    await expect(timeline.getByText(NOTE)).toBeVisible();
    await screenshots(page, 'staff-stage-picker-en');

    // The e-mail, as the client receives it: the stage's name, not the note.
    const mail = await waitForMail(e2eStack(), {
      to: DEMO_CLIENT_USER.email,
      where: (caught) => (caught.headers['x-portal-event'] ?? '').startsWith('case-stage:') && caught.text.includes('Submitted to IRCC'),
      timeoutMs: 20_000,
    });
    expect(mail.subject).toContain(workPermit?.caseName ?? '');
    expect(mail.text).not.toContain(NOTE);

    // The analytics page: the case counted in its stage (the table says what the chart shows).
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const byStage = page.getByRole('region', { name: 'Open cases by stage' });
    await expect(byStage.getByRole('row').filter({ hasText: 'Submitted to IRCC' }).filter({ hasText: 'Work permit' })).toContainText('1');
    await byStage.getByRole('button', { name: 'Show table' }).click();
    await expect(byStage.getByRole('table')).toBeVisible();
    await byStage.getByRole('button', { name: 'Show chart' }).click();
    await screenshots(page, 'analytics-en');

    await page.goto('/admin');
    const overview = page.getByRole('region', { name: 'Case Status Overview' });
    await expect(overview.getByRole('definition').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Clients' })).toContainText('new this week');
    await screenshots(page, 'dashboard-en');

    if (SHOTS) {
      await chooseLanguage(page, 'FR Français');
      await expect(page.getByRole('banner').getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'true');
      await screenshots(page, 'dashboard-fr');
      await page.goto('/admin/analytics');
      await expect(page.getByRole('heading', { name: 'Analytique', level: 1 })).toBeVisible();
      await screenshots(page, 'analytics-fr');
      await openWorkPermitFr(page);
      await screenshots(page, 'staff-stage-picker-fr');
      await chooseLanguage(page, 'EN English');
    }
  });

  test('the client’s case page shows the timeline with the stage, the firm’s note and the key dates', async ({ page }) => {
    test.setTimeout(60_000);
    if (!workPermit) throw new Error('The demo data has no Work Permit Application');
    await signIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(/\/client$/);
    await page.getByRole('link', { name: 'My Cases', exact: true }).first().click();
    await page.getByRole('link', { name: workPermit.caseName }).first().click();
    await expect(page.getByRole('heading', { name: workPermit.caseName })).toBeVisible();

    const timeline = page.getByRole('region', { name: "Your case's progress" });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Submitted to IRCC');
    await expect(timeline.locator('[data-state="done"]')).toHaveCount(3);
    await expect(timeline.getByText(NOTE)).toBeVisible();
    await expect(timeline.getByText('Note from the firm')).toBeVisible();
    await expect(timeline.getByText(APPLICATION_NUMBER)).toBeVisible();
    // What the firm needs now heads the page, above the timeline.
    await expect(page.getByRole('region', { name: 'What we need from you now' }).getByRole('heading', { name: 'What we need from you now' })).toBeVisible();
    await screenshots(page, 'client-timeline-en');

    if (SHOTS) {
      await page.goto('/client');
      await screenshots(page, 'client-dashboard-en');
      await chooseLanguage(page, 'FR Français');
      await screenshots(page, 'client-dashboard-fr');
      await page.goBack();
      await expect(page.getByRole('region', { name: 'Avancement de votre dossier' })).toBeVisible();
      await screenshots(page, 'client-timeline-fr');
      await chooseLanguage(page, 'EN English');
    }
  });
});

/** The work permit case's page in French (Cases Management → search → the case). */
async function openWorkPermitFr(page: Page): Promise<void> {
  if (!workPermit) return;
  await page.goto('/admin/cases');
  await page.getByRole('searchbox').fill(workPermit.caseNumber);
  await page.getByRole('table').locator('tbody').getByRole('link', { name: workPermit.caseName, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Étape et dates clés' })).toBeVisible();
}
