import { expect, test, type Page } from '@playwright/test';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2, DEMO_USERS } from '../../infra/local/demo-data';
import { DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

/** The seeded cases, as the local stack writes them (infra/local/demo-data.ts). */
const seededCases = Object.values(DEMO_CASES).flat();
/** A case counts as open on the dashboard until it is closed. */
const seededOpenCount = seededCases.filter((item) => item.status !== 'closed').length;
const clientCaseNames = (DEMO_CASES[DEMO_CLIENT_USER.email] ?? []).map((item) => item.caseName);
const otherClientCaseNames = (DEMO_CASES[DEMO_CLIENT_2.email] ?? []).map((item) => item.caseName);
/** The newest seeded case and its client: on the admin's Recent Cases list even if a few cases were opened since. */
const newestSeededCase = Object.entries(DEMO_CASES)
  .flatMap(([email, cases]) => cases.map((item) => ({ ...item, clientName: DEMO_USERS.find((user) => user.email === email)?.name })))
  .sort((a, b) => a.openedDaysAgo - b.openedDaysAgo)[0];

function anyOf(names: readonly string[]): RegExp {
  return new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

async function openAdminDashboard(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function openClientDashboard(page: Page): Promise<void> {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText(`Welcome back, ${DEMO_CLIENT_USER.name}`)).toBeVisible();
}

test('the admin sees the org counts and the newest cases', async ({ page }) => {
  if (!newestSeededCase?.clientName) throw new Error('The demo data has no cases');
  await openAdminDashboard(page);

  const openCases = page.getByRole('group', { name: 'Open Cases' });
  await expect(openCases.getByText(String(seededOpenCount), { exact: true })).toBeVisible();
  await expect(openCases.getByText(`${seededCases.length} total cases`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Clients' }).getByText('+0 new this week')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Documents Uploaded' }).getByText('This month')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Messages' }).getByText('0', { exact: true })).toBeVisible();

  const recentCases = page.getByRole('region', { name: 'Recent Cases' });
  const newest = recentCases.getByRole('listitem').filter({ hasText: newestSeededCase.caseName });
  await expect(newest.getByRole('link', { name: newestSeededCase.caseName })).toBeVisible();
  await expect(newest.getByText(newestSeededCase.clientName)).toBeVisible();
  await expect(newest.getByText(newestSeededCase.category)).toBeVisible();
  await expect(recentCases.getByRole('listitem')).toHaveCount(5);
  await expect(recentCases.getByText('No active cases found')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the client sees their own active case and never another client\'s', async ({ page }) => {
  await openClientDashboard(page);

  const activeCase = page.getByRole('region', { name: 'My Active Case' });
  const caseLink = activeCase.getByRole('link', { name: anyOf(clientCaseNames) });
  await expect(caseLink).toBeVisible();
  await expect(caseLink).toHaveAttribute('href', /^\/client\/cases\/[^/]+$/);
  await expect(page.getByRole('group', { name: 'Case Status' }).getByText('No active case')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Documents' }).getByText('0 approved')).toBeVisible();

  for (const name of otherClientCaseNames) {
    await expect(page.getByText(name)).toHaveCount(0);
  }

  await caseLink.click();
  await expect(page).toHaveURL(/\/client\/cases\/[^/]+$/);
});

test('a dashboard whose data cannot be loaded says so instead of showing empty cards', async ({ page }) => {
  // A refused request (4xx) is not retried, so the error shows at once.
  const refuse = { status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Access denied' }) };
  await page.route('**/v1/admin/orgs/*', (route) => route.fulfill(refuse));
  await page.route('**/v1/admin/cases?*', (route) => route.fulfill(refuse));
  await openAdminDashboard(page);

  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the dashboard counts' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent Cases' }).getByRole('alert').filter({ hasText: 'Could not load recent cases' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Open Cases' }).getByText('—')).toBeVisible();
});
