/**
 * The admin's cases screens: Cases Management, Create Case, the case page and Edit Case.
 * Cases created here are for new clients with unique numbers, and only those are edited, so the
 * seeded demo cases keep their statuses (the dashboard and client tests read them).
 */
import { caseCategoryMessage } from '../../shared/cases/status-labels';
import type { Case } from '../../shared/cases/types';
import { DEMO_CASES, DEMO_CLIENT as DEMO_CLIENT_USER, DEMO_CLIENT_2, DEMO_DOCUMENTS } from '@portal/local';
import { expect, test, type Page, DEMO_ADMIN, signIn } from './support';

const seededCases = Object.values(DEMO_CASES).flat();
const workPermit = DEMO_CASES[DEMO_CLIENT_USER.email]?.find((item) => item.caseName === 'Work Permit Application');
const refugeeClaim = DEMO_CASES[DEMO_CLIENT_2.email]?.find((item) => item.caseName === 'Refugee Protection Claim');

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Cases Management through the sidebar, with every page loaded. */
async function openCasesManagement(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cases$/);
  await expect(page.getByRole('heading', { name: 'Cases Management' })).toBeVisible();
  await expect(caseRows(page).first()).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load More' });
  while (await loadMore.isVisible()) {
    const before = await caseRows(page).count();
    await loadMore.click();
    await expect.poll(() => caseRows(page).count()).toBeGreaterThan(before);
  }
}

function caseRows(page: Page) {
  return page.getByRole('table').locator('tbody').getByRole('row');
}

function caseRow(page: Page, caseName: string) {
  return caseRows(page).filter({ has: page.getByRole('link', { name: caseName, exact: true }) });
}

/** A case nobody else has: a new client, a case number no other run uses. */
function newCaseInput(label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  return {
    caseName: `E2E ${label} ${stamp}`,
    caseNumber: `E2E-${stamp}`,
    clientName: `E2E Client ${stamp}`,
    clientEmail: `e2e.client.${stamp}@demo.test`,
    clientPhone: '+1 514 555 0199',
    description: `Opened by the end-to-end test (${label}).`,
  };
}

type CaseInput = ReturnType<typeof newCaseInput>;

async function fillCaseForm(page: Page, input: CaseInput): Promise<void> {
  await page.getByLabel('Case Name').fill(input.caseName);
  await page.getByLabel('Case Number').fill(input.caseNumber);
  await page.getByLabel('Client Name').fill(input.clientName);
  await page.getByLabel('Client Email').fill(input.clientEmail);
  await page.getByLabel('Client Phone').fill(input.clientPhone);
  await page.getByLabel('Description').fill(input.description);
}

/** Creates a case through the form and waits for its page. */
async function createCaseThroughForm(page: Page, input: CaseInput): Promise<void> {
  await page.goto('/admin/cases/new-case');
  await expect(page.getByRole('heading', { name: 'Create Case' })).toBeVisible();
  await fillCaseForm(page, input);
  await page.getByRole('button', { name: 'Create Case' }).click();
  await expect(page.getByText('Case created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases\/[^/]+$/);
  await expect(page.getByRole('heading', { name: input.caseName })).toBeVisible();
}

test('the admin opens Cases Management and sees the seeded cases', async ({ page }) => {
  if (!workPermit) throw new Error('The demo data has no Work Permit Application');
  await signInAsAdmin(page);
  await openCasesManagement(page);

  for (const item of seededCases) {
    await expect(caseRow(page, item.caseName)).toHaveCount(1);
  }
  const row = caseRow(page, workPermit.caseName);
  // The client's name is also under the case's, for a narrower table (not displayed at this width).
  await expect(row.getByText(DEMO_CLIENT_USER.name).filter({ visible: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Open', { useInnerText: true });
  // The category in the reader's language (English here), stored as the spec's French words.
  await expect(row.getByText(caseCategoryMessage(workPermit.category)?.message ?? workPermit.category, { exact: true }).filter({ visible: true })).toBeVisible();
  // The seed puts the firm's documents on the client's first case (shared or not, staff count them all).
  const seededDocuments = DEMO_CASES[DEMO_CLIENT_USER.email]?.[0] === workPermit ? (DEMO_DOCUMENTS[DEMO_CLIENT_USER.email]?.length ?? 0) : 0;
  // At 1280 px the count is on the case's line (the Documents column has its own from 72rem).
  await expect(row.getByRole('cell').first()).toContainText(new RegExp(`\\b${seededDocuments} documents?\\b`));
  await expect(row.getByRole('link', { name: workPermit.caseName, exact: true })).toHaveAttribute(
    'href',
    /^\/admin\/cases\/[^/]+$/,
  );
  await expect(page.getByText('No active cases found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Case' })).toHaveAttribute('href', '/admin/cases/new-case');

  // The Actions column opens the case.
  await row.getByRole('link', { name: `Open case ${workPermit.caseName}` }).click();
  await expect(page.getByRole('heading', { name: workPermit.caseName })).toBeVisible();
  const details = page.getByRole('region', { name: 'Case Details' });
  await expect(details.getByText(workPermit.caseNumber)).toBeVisible();
  await expect(details.getByRole('link', { name: DEMO_CLIENT_USER.name })).toHaveAttribute('href', /^\/admin\/users\/[^/]+$/);
  await expect(details.getByText(workPermit.description)).toBeVisible();
});

test('the admin creates a case for a new client and lands on its page', async ({ page }) => {
  const input = newCaseInput('new client');
  await signInAsAdmin(page);
  await openCasesManagement(page);
  await page.getByRole('link', { name: 'New Case' }).click();
  await expect(page).toHaveURL(/\/admin\/cases\/new-case$/);

  await fillCaseForm(page, input);
  // Other asks for the category as text, and that text is the case's category.
  await expect(page.getByLabel('Please specify category')).toHaveCount(0);
  await page.getByLabel('Category', { exact: true }).selectOption('Other');
  await page.getByLabel('Please specify category').fill('Citizenship');
  await page.getByRole('button', { name: 'Create Case' }).click();

  await expect(page.getByText('Case created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases\/[^/]+$/);
  await expect(page.getByRole('heading', { name: input.caseName })).toBeVisible();
  const details = page.getByRole('region', { name: 'Case Details' });
  await expect(details.getByText(input.caseNumber)).toBeVisible();
  await expect(details.getByText('Citizenship')).toBeVisible();
  await expect(details.getByText('Open', { exact: true })).toBeVisible();
  await expect(details.getByText(input.description)).toBeVisible();
  await expect(details.getByRole('link', { name: input.clientName })).toHaveAttribute('href', /^\/admin\/users\/[^/]+$/);

  // The list shows it first (newest first).
  await page.getByRole('link', { name: 'Back to cases' }).click();
  await expect(caseRows(page).first()).toContainText(input.caseName);
});

test('a duplicate case number shows Failed to create case and keeps what was typed', async ({ page }) => {
  if (!workPermit) throw new Error('The demo data has no Work Permit Application');
  // An existing client, so the refused case invites nobody.
  const input = {
    ...newCaseInput('duplicate'),
    caseNumber: workPermit.caseNumber,
    clientName: DEMO_CLIENT_USER.name,
    clientEmail: DEMO_CLIENT_USER.email,
  };
  await signInAsAdmin(page);
  await page.goto('/admin/cases/new-case');
  await fillCaseForm(page, input);
  await page.getByRole('button', { name: 'Create Case' }).click();

  await expect(page.getByText('Failed to create case')).toBeVisible();
  await expect(page.getByText('Case number already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases\/new-case$/);
  await expect(page.getByLabel('Case Name')).toHaveValue(input.caseName);
  await expect(page.getByLabel('Case Number')).toHaveValue(input.caseNumber);
  await expect(page.getByLabel('Case Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Client Email')).toHaveValue(input.clientEmail);
  await expect(page.getByLabel('Description')).toHaveValue(input.description);
});

test('an empty Create Case form shows the required-fields toast and the fields to fill', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/cases/new-case');
  await expect(page.getByRole('heading', { name: 'Create Case' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Case' }).click();

  await expect(page.getByText('Error: Please fill in all required fields')).toBeVisible();
  await expect(page.getByText('Case name is required')).toBeVisible();
  await expect(page.getByText('Client email is required')).toBeVisible();
  await expect(page.getByLabel('Case Name')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/cases\/new-case$/);

  // Other with nothing typed leaves the category missing.
  await page.getByLabel('Category', { exact: true }).selectOption('Other');
  await expect(page.getByText('Category is required')).toBeVisible();
});

test('the admin edits the status of a case and sees it on the case page', async ({ page }) => {
  const input = newCaseInput('edit');
  await signInAsAdmin(page);
  await createCaseThroughForm(page, input);
  const caseUrl = page.url();

  await page.getByRole('link', { name: 'Edit Case' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Case' })).toBeVisible();
  await expect(page.getByLabel('Client Name')).toHaveValue(input.clientName);
  await expect(page.getByLabel('Client Name')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Status')).toHaveValue('open');

  // Only what changed is sent.
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  await page.getByLabel('Status').selectOption('on-hold');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ status: 'on-hold' });

  await expect(page.getByText('Case updated successfully')).toBeVisible();
  await expect(page).toHaveURL(caseUrl);
  await expect(page.getByRole('region', { name: 'Case Details' }).getByText('On Hold', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to cases' }).click();
  await expect(caseRow(page, input.caseName).getByRole('cell').nth(2)).toHaveText('On Hold', { useInnerText: true });
});

test('the search filters the cases by name, number or client', async ({ page }) => {
  if (!workPermit || !refugeeClaim) throw new Error('The demo data lacks a case this test reads');
  await signInAsAdmin(page);
  await openCasesManagement(page);
  const total = await caseRows(page).count();
  const search = page.getByRole('searchbox', { name: 'Search cases' });

  await search.fill('refugee');
  await expect(caseRows(page)).toHaveCount(1);
  await expect(caseRow(page, refugeeClaim.caseName)).toHaveCount(1);

  await search.fill(workPermit.caseNumber);
  await expect(caseRows(page)).toHaveCount(1);
  await expect(caseRow(page, workPermit.caseName)).toHaveCount(1);

  await search.fill(DEMO_CLIENT_2.name.toLowerCase());
  const jordanCount = (DEMO_CASES[DEMO_CLIENT_2.email] ?? []).length;
  await expect(caseRows(page)).toHaveCount(jordanCount);
  for (const row of await caseRows(page).all()) {
    await expect(row).toContainText(DEMO_CLIENT_2.name);
  }

  await search.fill('no case is called this');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/No loaded case matches/)).toBeVisible();

  await search.fill('');
  await expect(caseRows(page)).toHaveCount(total);
});

/** A listed case of the org, for answers the test serves itself. */
function listedCase(index: number): Case {
  const day = String(28 - index).padStart(2, '0');
  return {
    caseId: `paged-case-${index}`,
    orgId: 'demo-org',
    caseName: `Paged Case ${index}`,
    caseNumber: `PAGED-${index}`,
    clientId: 'paged-client',
    clientName: 'Paged Client',
    clientEmail: 'paged.client@demo.test',
    clientPhone: '',
    attorneyId: '',
    attorneyName: '',
    category: index % 2 ? '' : 'Consultation',
    description: '',
    status: 'open',
    openDate: `2025-01-${day}T10:00:00.000Z`,
    dateUpdated: `2025-01-${day}T10:00:00.000Z`,
    docsNum: index,
    caseFolderId: '',
    caseFolderName: '',
    discreet: false,
  };
}

test("'Load More' asks for the next page with the server's cursor and adds its rows", async ({ page }) => {
  // Two pages: ten cases and a cursor, then two more and none.
  const requested: URL[] = [];
  await page.route('**/v1/admin/cases?*', async (route) => {
    const url = new URL(route.request().url());
    requested.push(url);
    const cursor = url.searchParams.get('cursor');
    const body = cursor
      ? { Items: [10, 11].map(listedCase) }
      : { Items: Array.from({ length: 10 }, (_, index) => listedCase(index)), nextCursor: 'page-2-cursor' };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await signInAsAdmin(page);
  // The dashboard's Recent Cases asks for its own page first; only the Cases Management calls count.
  await expect(page.getByRole('region', { name: 'Recent Cases' }).getByRole('link').first()).toBeVisible();
  requested.length = 0;
  await page.getByRole('link', { name: 'Cases', exact: true }).click();

  await expect(caseRows(page)).toHaveCount(10);
  // A case without a category shows N/A; Documents is docsNum.
  await expect(caseRow(page, 'Paged Case 1').getByRole('cell').nth(3)).toHaveText('N/A');
  await expect(caseRow(page, 'Paged Case 7').getByRole('cell').first()).toContainText('7 documents');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(caseRows(page)).toHaveCount(12);
  await expect(caseRows(page).last()).toContainText('Paged Case 11');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  expect(requested.map((url) => [url.searchParams.get('limit'), url.searchParams.get('cursor')])).toEqual([
    ['10', null],
    ['10', 'page-2-cursor'],
  ]);

  // The search covers every loaded page.
  await page.getByRole('searchbox', { name: 'Search cases' }).fill('paged-11');
  await expect(caseRows(page)).toHaveCount(1);
  await expect(page.getByText('1 of 12 loaded cases')).toBeVisible();
});

test('the case page Send Email dialog sends and starts empty again; a missing case says it is not found', async ({ page }) => {
  if (!workPermit) throw new Error('The demo data has no Work Permit Application');
  await signInAsAdmin(page);
  await openCasesManagement(page);
  await caseRow(page, workPermit.caseName).getByRole('link', { name: workPermit.caseName, exact: true }).click();
  await expect(page.getByRole('heading', { name: workPermit.caseName })).toBeVisible();

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email Regarding Case' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Email' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message').fill('Your documents are due on Friday.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Email sent to /)).toBeVisible();

  // Opened again, the message starts empty.
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/cases/no-such-case');
  await expect(page.getByRole('heading', { name: 'Case not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Cases' }).click();
  await expect(page.getByRole('heading', { name: 'Cases Management' })).toBeVisible();
});
