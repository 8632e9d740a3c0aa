/**
 * Shared steps of the end-to-end tests, in the words a user sees, and the `test` every spec uses:
 * Playwright's, with two checks on every page of every journey —
 *
 * - **Content Security Policy**: the portal is served with CloudFront's headers locally too
 *   (infra/security-headers.ts), and any violation the browser reports (a `securitypolicyviolation`
 *   event, or a CSP error on the console) fails the test, so an inline script, a foreign worker or a
 *   new upload origin fails here rather than after deploying;
 * - **accessibility**: axe (WCAG 2.2 A and AA rules) scans the page where the journey ends, and
 *   `scanAccessibility(page)` where a journey wants a page checked on its way; any violation fails.
 *
 * Specs import `test` and `expect` from here, never from '@playwright/test' (lint enforces it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Locator, type Page, test as base, expect } from '@playwright/test';
import { type StackInfo, applyStackEnvironment, signInAs } from '@portal/local';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * The stack the Playwright config started (its data directory: E2E_DATA_DIR, else .local-e2e). Read
 * as JSON: this file is loaded by every spec, so it loads none of the local stack's code.
 */
export function e2eStack(): StackInfo {
  return JSON.parse(readFileSync(path.join(process.cwd(), process.env.E2E_DATA_DIR ?? '.local-e2e', 'stack.json'), 'utf8')) as StackInfo;
}

export const DEMO_PASSWORD = 'Demo!Pass123';
export const DEMO_ADMIN = 'admin@demo.test';
export const DEMO_CLIENT = 'client@demo.test';

/** The axe rule tags of WCAG 2.2 level A and AA (2.0, 2.1 and 2.2 success criteria). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One accessibility violation, in a line a reader can act on: rule, impact, where, why. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}

/** The little of the browser's window the scan scrolls. */
interface BrowserWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
}

/** The little of the browser's document the scan waits on (this file is compiled without the DOM's types). */
interface BrowserDocument {
  document: {
    getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations?: number } } | null }>;
    querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
  };
  getComputedStyle(element: unknown): { opacity: string };
}

/**
 * Scans the page as it is now with axe (WCAG 2.2 A/AA) and fails on any violation, naming the page;
 * `include` (a CSS selector) limits the scan to a part of it.
 */
export async function scanAccessibility(page: Page, where = page.url(), include?: string): Promise<void> {
  // A toast fading in is half transparent: its colours are measured once it has settled. A toast just
  // mounted has not started its transition yet (no running animation, opacity 0 on its way to 1), so
  // every toast must also be mounted and fully shown, or leaving and fully gone (Sonner's data attributes).
  await page.waitForFunction(
    () => {
      const browser = globalThis as unknown as BrowserDocument;
      const toasts = Array.from(browser.document.querySelectorAll('[data-sonner-toast]'));
      return (
        browser.document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity) &&
        toasts.every((toast) => {
          const opacity = browser.getComputedStyle(toast).opacity;
          const leaving = toast.getAttribute('data-removed') === 'true' || toast.getAttribute('data-visible') === 'false';
          return leaving ? opacity === '0' : toast.getAttribute('data-mounted') === 'true' && opacity === '1';
        })
      );
    },
    undefined,
    { timeout: 5_000 },
  );
  // Scanned scrolled to the top, as the page first shows: scrolled down, the sticky header covers part of
  // whatever passes under it, and axe would count a button there as too small a target (target-size).
  const scrolledTo = await page.evaluate(() => {
    const browser = globalThis as unknown as BrowserWindow;
    const y = browser.scrollY;
    browser.scrollTo(0, 0);
    return y;
  });
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  await page.evaluate((y) => (globalThis as unknown as BrowserWindow).scrollTo(0, y), scrolledTo);
  expect(describeViolations(results.violations), `accessibility violations on ${where}`).toEqual([]);
}

/** What a page reported as blocked by its Content Security Policy. */
interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

export const test = base.extend<{ pageChecks: undefined }>({
  pageChecks: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
        violations.push(`${violation.directive} blocked ${violation.blocked || '(inline)'} at ${violation.source}`);
      });
      // (Text, not a function: this file is compiled without the DOM's types.)
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: (event.sourceFile || event.documentURI) + ':' + event.lineNumber,
          });
        });`,
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });

      await use(undefined);

      expect(violations, 'Content Security Policy violations the browser reported').toEqual([]);
      // Where the journey ended, if it ended as expected and the page is still open.
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && page.url().startsWith('http')) {
        await scanAccessibility(page);
      }
    },
    { auto: true },
  ],
});

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectSignInScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/**
 * Another client (signed in in a context of their own) opens this case's page: it answers 'Case not
 * found', as if the case did not exist — and the case's log records the attempt.
 */
export async function refusedToAnotherClient(browser: Browser, viewport: { width: number; height: number }, email: string, caseId: string): Promise<void> {
  const otherContext = await browser.newContext({ viewport });
  const other = await otherContext.newPage();
  await signIn(other, email);
  await expect(other).toHaveURL(/\/client$/);
  await other.goto(`/client/cases/${caseId}`);
  await expect(other.getByText('Case not found').first()).toBeVisible();
  await otherContext.close();
}

/** Chooses a language with the header's switch and waits for it to be saved as the user's. */
export async function chooseLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  const choice = page
    .getByRole('banner')
    .getByRole('group', { name: 'Language / Langue' })
    .getByRole('button', { name: language === 'fr' ? 'FR Français' : 'EN English' });
  await expect(choice).toBeVisible();
  if ((await choice.getAttribute('aria-pressed')) !== 'true') {
    const saved = page.waitForResponse((response) => response.url().includes('/v1/me/settings') && response.request().method() === 'PATCH');
    await choice.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Fills a date field (`DateInput`: day, named month, year, in the reader's order) found by its
 * legend with a `YYYY-MM-DD` day: its parts are named Day, Month, Year (Jour, Mois, Année in French).
 */
export async function fillDate(within: Page | Locator, legend: string, day: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  const [year = '', month = '', date = ''] = day.split('-');
  const names = language === 'fr' ? { day: 'Jour', month: 'Mois', year: 'Année' } : { day: 'Day', month: 'Month', year: 'Year' };
  const group = within.getByRole('group', { name: legend, exact: true });
  await group.getByRole('textbox', { name: names.day }).fill(String(Number(date)));
  await group.getByRole('combobox', { name: names.month }).selectOption(String(Number(month)));
  await group.getByRole('textbox', { name: names.year }).fill(year);
}

/**
 * Staff: Cases Management with every page loaded, then the case found by its number and opened (its
 * page's heading is the case's name). Answers the case's id.
 */
export async function openCaseAsStaff(page: Page, caseNumber: string, caseName: string): Promise<string> {
  await page.getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cases Management' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load More' });
  // A full page can end the list (DynamoDB says so only when asked again): then Load More adds no row.
  while (await loadMore.isVisible()) {
    const before = await rows.count();
    await loadMore.click();
    const grew = await expect
      .poll(async () => (await rows.count()) > before || !(await loadMore.isVisible()), { timeout: 10_000 })
      .toBe(true)
      .then(() => true, () => false);
    if (!grew) break;
  }
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(caseNumber);
  await rows.getByRole('link', { name: caseName, exact: true }).click();
  await expect(page.getByRole('heading', { name: caseName })).toBeVisible();
  return new URL(page.url()).pathname.split('/admin/cases/')[1] ?? '';
}

/**
 * Sets a demo user's saved language (what their e-mails and pages follow) through the API, as the user:
 * a journey in French puts its users back in English after it, pass or fail, whatever its pages were doing.
 */
export async function saveLanguageOf(email: string, language: 'en' | 'fr'): Promise<void> {
  const info = e2eStack();
  applyStackEnvironment(info);
  const { accessToken } = await signInAs(info, email);
  const response = await fetch(`${info.url}/v1/me/settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
}
