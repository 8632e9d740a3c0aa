import { DEMO_ADMIN as DEMO_ADMIN_USER, DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2, DEMO_ORG } from '@portal/local';
import { caseCategoryMessage } from '../../shared/cases/status-labels';
import type { Response } from '@playwright/test';
import { expect, test, type Locator, type Page, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

const clientCases = DEMO_CASES[DEMO_CLIENT_USER.email] ?? [];
const otherClientCases = DEMO_CASES[DEMO_CLIENT_2.email] ?? [];

/** How many cases a list's answer holds (the whole list: one page, as the demo client's few cases are). */
async function casesAnswered(answer: Promise<Response>): Promise<number> {
  const page = (await (await answer).json()) as { Items: unknown[]; nextCursor?: string };
  expect(page.nextCursor).toBeUndefined();
  expect(page.Items.length).toBeGreaterThanOrEqual(clientCases.length);
  return page.Items.length;
}

/** A category as the English interface shows it (stored as the spec's French words). */
function categoryLabel(category: string): string {
  return caseCategoryMessage(category)?.message ?? category;
}

/** A sonner toast with this text. */
function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Signs in as the demo admin and opens Users Management from the sidebar. */
async function openUsersManagement(page: Page): Promise<Locator> {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** A new client's name and a unique e-mail. */
function newClient(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `E2E ${label} ${stamp}`, email: `e2e.${label.toLowerCase()}.${stamp}@demo.test` };
}

/** Creates a user through the 'Create New User' dialog; resolves once the success toast shows. */
async function createUserThroughDialog(page: Page, user: { name: string; email: string; phone?: string }): Promise<void> {
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill(user.name);
  await dialog.getByLabel('Email Address').fill(user.email);
  if (user.phone) await dialog.getByLabel('Phone (optional)').fill(user.phone);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the admin sees the demo clients in Users Management and not the admin', async ({ page }) => {
  const table = await openUsersManagement(page);

  for (const header of ['User', 'Email', 'Role', 'Phone', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  for (const client of [DEMO_CLIENT_USER, DEMO_CLIENT_2]) {
    const row = table.getByRole('row').filter({ hasText: client.email });
    await expect(row.getByRole('link', { name: client.name, exact: true })).toHaveAttribute('href', /^\/admin\/users\/[^/]+$/);
    await expect(row.getByRole('cell', { name: client.phone })).toBeVisible();
    await expect(row.getByText('Client', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Edit ${client.name}` })).toHaveAttribute('href', /^\/admin\/users\/[^/]+\/edit$/);
  }
  await expect(table.getByText(DEMO_ADMIN_USER.email, { exact: true })).toHaveCount(0);
  await expect(table.getByText(DEMO_ADMIN_USER.name)).toHaveCount(0);

  // The search filters the loaded rows by name or e-mail.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('jordan');
  await expect(table.getByText(DEMO_CLIENT_2.email, { exact: true })).toBeVisible();
  await expect(table.getByText(DEMO_CLIENT_USER.email, { exact: true })).toHaveCount(0);
  await search.fill(DEMO_CLIENT_USER.email.toUpperCase());
  await expect(table.getByText(DEMO_CLIENT_USER.email, { exact: true })).toBeVisible();
  await expect(table.getByText(DEMO_CLIENT_2.email, { exact: true })).toHaveCount(0);
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No users match “nobody-by-this-name”')).toBeVisible();
  await search.fill('');
  await expect(table.getByText(DEMO_CLIENT_2.email, { exact: true })).toBeVisible();
});

test('the admin creates a user through the dialog; a taken e-mail is refused', async ({ page }) => {
  const table = await openUsersManagement(page);
  const user = newClient('Created');

  // Sent empty: the spec's toast, and nothing is created.
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Full Name').fill(user.name);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByLabel('Phone (optional)').fill('+1 514 555 0199');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByRole('link', { name: user.name, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '+1 514 555 0199' })).toBeVisible();

  // The dialog opens empty again; the same e-mail is refused with the server's reason.
  await page.getByRole('button', { name: 'New User' }).click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog.getByLabel('Email Address')).toHaveValue('');
  await dialog.getByLabel('Full Name').fill(`${user.name} Again`);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  const failure = toast(page, 'Failed to create user');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('A user with this email already exists');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: user.email })).toHaveCount(1);
});

test("'Load More' asks for the next page with the server's cursor and adds its rows", async ({ page }) => {
  const requested: URL[] = [];
  const pagedUser = { ...DEMO_CLIENT_2, userId: 'paged-user', name: 'Paged Client', email: 'paged.client@demo.test', phone: '' };
  await page.route('**/v1/admin/users?*', async (route) => {
    const url = new URL(route.request().url());
    requested.push(url);
    if (url.searchParams.get('cursor') === 'page-2') {
      const item = { ...pagedUser, orgId: DEMO_ORG.orgId, status: 'active', dateCreated: '2025-01-02T00:00:00.000Z', photoURL: '' };
      await route.fulfill({ json: { Items: [item] } });
      return;
    }
    // The real first page, said to be followed by another.
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), nextCursor: 'page-2' } });
  });
  const table = await openUsersManagement(page);

  await page.getByRole('button', { name: 'Load More' }).click();
  const row = table.getByRole('row').filter({ hasText: pagedUser.email });
  await expect(row.getByRole('link', { name: pagedUser.name, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'N/A', exact: true })).toBeVisible();
  await expect(table.getByText(DEMO_CLIENT_USER.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  expect(requested.map((url) => [url.searchParams.get('limit'), url.searchParams.get('cursor')])).toEqual([
    ['10', null],
    ['10', 'page-2'],
  ]);
});

test("the admin opens a client's page and sees their details and cases", async ({ page }) => {
  const table = await openUsersManagement(page);
  const listedUserCases = page.waitForResponse((response) => /^\/v1\/admin\/users\/[^/]+\/cases$/.test(new URL(response.url()).pathname) && response.request().method() === 'GET');
  await table.getByRole('link', { name: DEMO_CLIENT_USER.name, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CLIENT_USER.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit User' })).toHaveAttribute('href', /\/edit$/);
  const personal = page.getByRole('region', { name: 'Personal Details' });
  await expect(personal.getByText(DEMO_CLIENT_USER.email)).toBeVisible();
  await expect(personal.getByText(DEMO_CLIENT_USER.phone)).toBeVisible();
  await expect(personal.getByText(DEMO_ORG.name)).toBeVisible();
  const meta = page.getByRole('region', { name: 'Meta & Status' });
  await expect(meta.getByText('Active', { exact: true })).toBeVisible();
  await expect(meta.getByText('Notes')).toBeVisible();

  // Every case the API answers as theirs (the demo's, and any a journey before this one added), no other.
  const cases = page.getByRole('region', { name: 'Client Cases' });
  await expect(cases.getByRole('listitem')).toHaveCount(await casesAnswered(listedUserCases));
  for (const item of clientCases) {
    await expect(cases.getByRole('link', { name: new RegExp(item.caseName) })).toHaveAttribute('href', /^\/admin\/cases\/[^/]+$/);
  }
  for (const item of otherClientCases) {
    await expect(page.getByText(item.caseName)).toHaveCount(0);
  }

  await page.goto('/admin/users/no-such-user');
  await expect(page.getByText('User not found')).toBeVisible();
});

test("the admin edits a user's phone and sees it", async ({ page }) => {
  const table = await openUsersManagement(page);
  const user = newClient('Edited');
  await createUserThroughDialog(page, user);

  await table.getByRole('row').filter({ hasText: user.email }).getByRole('link', { name: `Edit ${user.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);

  // The shared schema refuses what the server would.
  await page.getByLabel('Phone').fill('not a phone');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone must be a phone number').first()).toBeVisible();

  await page.getByLabel('Phone').fill('+1 438 555 0177');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Details' }).getByText('+1 438 555 0177')).toBeVisible();

  // The list shows it too.
  await page.getByRole('link', { name: 'Users Management' }).click();
  await expect(table.getByRole('row').filter({ hasText: user.email }).getByRole('cell', { name: '+1 438 555 0177' })).toBeVisible();
});

test('the client sees exactly their own cases under My Cases and opens one', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText(`Welcome back, ${DEMO_CLIENT_USER.name}`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();

  await expect(page.getByRole('heading', { name: 'My Cases' })).toBeVisible();
  await expect(page.getByText('View my cases and their details')).toBeVisible();
  // Every case the API answers as theirs (the demo's, and any a journey before this one added), no other.
  const listedClientCases = page.waitForResponse((response) => /^\/v1\/clients\/[^/]+\/cases$/.test(new URL(response.url()).pathname) && response.request().method() === 'GET');
  await page.reload();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(await casesAnswered(listedClientCases));
  for (const item of clientCases) {
    const card = cards.filter({ hasText: item.caseName });
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/client\/cases\/[^/]+$/);
    await expect(card.getByText(categoryLabel(item.category), { exact: true })).toBeVisible();
  }
  for (const item of otherClientCases) {
    await expect(page.getByText(item.caseName)).toHaveCount(0);
  }

  const opened = clientCases[1] ?? clientCases[0];
  if (!opened) throw new Error('The demo client has no cases');
  await cards.filter({ hasText: opened.caseName }).getByRole('link').click();
  await expect(page).toHaveURL(/\/client\/cases\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: opened.caseName })).toBeVisible();
  const details = page.getByRole('region', { name: 'Case Details' });
  await expect(details.getByText(opened.caseNumber)).toBeVisible();
  await expect(details.getByText(categoryLabel(opened.category), { exact: true })).toBeVisible();
  await expect(details.getByText(DEMO_CLIENT_USER.name)).toBeVisible();
  await expect(details.getByText(opened.description)).toBeVisible();

  await page.goto('/client/cases/no-such-case');
  await expect(page.getByText('Case not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Cases' }).click();
  await expect(page.getByRole('heading', { name: 'My Cases' })).toBeVisible();
});
