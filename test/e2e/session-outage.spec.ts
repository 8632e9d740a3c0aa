/**
 * An API that does not answer keeps the user signed in, says so and retries until
 * it answers; only a refused session (the API's 401) goes to sign-in. The outage is made by answering
 * the page's own /v1 requests with 500 (page.route); the portal itself keeps running.
 */
import { expect, test, type Page, DEMO_CLIENT, expectSignInScreen, signIn } from './support';

const OUTAGE = "We can't reach the portal right now. Your session is kept; we'll retry.";
const API_REQUESTS = '**/v1/**';

/** Every API request of the page answers `status`, as an API in trouble would. */
async function answerApiWith(page: Page, status: number, message: string): Promise<void> {
  await page.route(API_REQUESTS, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }));
}

async function openClientDashboard(page: Page): Promise<void> {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
}

test('an API outage keeps the user signed in, says so, and the app comes back by itself when the API answers', async ({ page }) => {
  await openClientDashboard(page);
  await answerApiWith(page, 500, 'Internal Server Error');
  await page.reload();

  await expect(page.getByText(OUTAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await page.unroute(API_REQUESTS);
  // Nobody clicks: the app retries with backoff (at most 30 s apart) and opens once the API answers.
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible({ timeout: 35_000 });
  await expect(page.getByText(OUTAGE)).toHaveCount(0);
});

test('Retry on the outage screen opens the app once the API answers', async ({ page }) => {
  await openClientDashboard(page);
  await answerApiWith(page, 503, 'Service Unavailable');
  await page.reload();
  await expect(page.getByText(OUTAGE)).toBeVisible();

  await page.unroute(API_REQUESTS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await expect(page).toHaveURL(/\/client$/);
});

test("the API's 401 is a real sign-out: the sign-in screen, no outage message", async ({ page }) => {
  await openClientDashboard(page);
  await answerApiWith(page, 401, 'Unauthorized');
  await page.reload();

  await expectSignInScreen(page);
  await expect(page.getByText(OUTAGE)).toHaveCount(0);
});
