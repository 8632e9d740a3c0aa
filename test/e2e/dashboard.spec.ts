import { caseCategoryMessage } from '../../shared/cases/status-labels';
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2, DEMO_ORG } from '@portal/local';
import { expect, test, type APIRequestContext, type Page, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

/** The seeded cases, as the local stack writes them (local/demo-data.ts). */
const seededCases = Object.values(DEMO_CASES).flat();
/** A case counts as open on the dashboard until it is closed. */
const isOpen = (item: { status: string }) => item.status !== 'closed';
const clientCaseNames = (DEMO_CASES[DEMO_CLIENT_USER.email] ?? []).map((item) => item.caseName);
const otherClientCaseNames = (DEMO_CASES[DEMO_CLIENT_2.email] ?? []).map((item) => item.caseName);

/**
 * The org's summary and every case of the org, read from the API with the signed-in admin's token.
 * Other e2e files (they share one server and run first) open and edit cases, so the dashboard is
 * checked against what the org holds now, not against the seed.
 */
async function readOrgAsAdmin(request: APIRequestContext, authorization: string): Promise<{ org: OrgSummary; cases: Case[]; newClientsThisWeek: number }> {
  const headers = { authorization };
  const orgResponse = await request.get(`/v1/admin/orgs/${DEMO_ORG.orgId}`, { headers });
  expect(orgResponse.ok()).toBe(true);
  const { Item: org } = (await orgResponse.json()) as { Item: OrgSummary };
  const analytics = await request.get(`/v1/admin/orgs/${DEMO_ORG.orgId}/analytics`, { headers });
  expect(analytics.ok()).toBe(true);
  const newClientsThisWeek = ((await analytics.json()) as { newClients: { week: number } }).newClients.week;
  const cases: Case[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await request.get(`/v1/admin/cases?${query}`, { headers });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { Items: Case[]; nextCursor?: string };
    cases.push(...page.Items);
    cursor = page.nextCursor;
  } while (cursor);
  return { org, cases, newClientsThisWeek };
}

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
  // The dashboard's own request carries the admin's access token.
  const orgRequest = page.waitForRequest((request) => new URL(request.url()).pathname === `/v1/admin/orgs/${DEMO_ORG.orgId}`);
  await openAdminDashboard(page);
  const authorization = (await orgRequest).headers()['authorization'];
  if (!authorization) throw new Error('The dashboard called the API without a token');
  const { org, cases, newClientsThisWeek } = await readOrgAsAdmin(page.request, authorization);

  // The counters agree with the org's cases, and the seed is among them.
  expect(org.casesCount).toBe(cases.length);
  expect(org.openCasesCount).toBe(cases.filter(isOpen).length);
  for (const seeded of seededCases) {
    expect(cases.map((item) => item.caseNumber)).toContain(seeded.caseNumber);
  }
  expect(org.openCasesCount).toBeGreaterThanOrEqual(seededCases.filter(isOpen).length);

  const openCases = page.getByRole('group', { name: 'Open Cases' });
  await expect(openCases.getByText(String(org.openCasesCount), { exact: true })).toBeVisible();
  await expect(openCases.getByText(`${org.casesCount} total cases`)).toBeVisible();
  // The Case Status Overview counts the same cases as the card.
  const overview = page.getByRole('region', { name: 'Case Status Overview' });
  await expect(overview.getByRole('definition')).toHaveCount(4);
  const byStatus = (await overview.getByRole('definition').allTextContents()).map(Number);
  expect(byStatus.reduce((sum, count) => sum + count, 0)).toBe(org.casesCount);
  expect(byStatus.at(-1)).toBe(cases.filter((item) => !isOpen(item)).length);
  await expect(page.getByRole('group', { name: 'Clients' }).getByText(String(org.clientsCount), { exact: true })).toBeVisible();
  // Clients added this week, from the firm's analytics.
  await expect(page.getByRole('group', { name: 'Clients' }).getByText(`+${newClientsThisWeek} new this week`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Documents Uploaded' }).getByText('This month')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Messages' }).getByText('0', { exact: true })).toBeVisible();

  // Recent Cases: the org's five newest, newest first, with their client and category.
  const newest = cases.slice(0, 5);
  const recentCases = page.getByRole('region', { name: 'Recent Cases' });
  await expect(recentCases.getByRole('listitem')).toHaveCount(newest.length);
  for (const [index, item] of newest.entries()) {
    const listItem = recentCases.getByRole('listitem').nth(index);
    await expect(listItem.getByRole('link', { name: item.caseName, exact: true })).toBeVisible();
    await expect(listItem.getByText(item.clientName, { exact: true })).toBeVisible();
    // The category in English (stored as the spec's French words).
    await expect(listItem.getByText(item.category ? (caseCategoryMessage(item.category)?.message ?? item.category) : 'N/A', { exact: true })).toBeVisible();
  }
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
  await expect(page.getByRole('group', { name: 'Documents' }).getByText(/^(Uploaded by you, not counting any your firm refused|None uploaded by you yet)$/)).toBeVisible();

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
  // The case counts (Open Cases and the Case Status Overview) are the firm's analytics.
  await page.route('**/v1/admin/orgs/*/analytics', (route) => route.fulfill(refuse));
  await page.route('**/v1/admin/cases?*', (route) => route.fulfill(refuse));
  await openAdminDashboard(page);

  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the dashboard counts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Case Status Overview' }).getByRole('alert').filter({ hasText: 'Could not load the case counts' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent Cases' }).getByRole('alert').filter({ hasText: 'Could not load recent cases' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Open Cases' }).getByText('—')).toBeVisible();
});
