/**
 * The sign-in page is in index.html, prerendered by the build from the app's own
 * components, so a phone shows the form before the app's JavaScript has run; the app then takes
 * that very markup over (hydrates it), keeping what was typed meanwhile. index.html answers every
 * route, so the prerendered form shows on /auth only.
 */
import { DEMO_CLIENT, DEMO_PASSWORD, type Page, expect, test } from './support';

/** Holds back every script of the web build until `release()`: the page as it is before the app runs. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });

test('the sign-in form shows on /auth before any of the app\'s scripts has run, a loading spinner on any other page', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());

  // Any other page shows the app's loading spinner until the app renders.
  await page.goto('/client/cases', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();

  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
  await expect(page.getByText('Access your cases and documents in the Immigration Case Portal.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
  // Sent before the app runs, the form would go to the server: it waits for the app.
  await expect(signInButton(page)).toBeDisabled();
});

test('the app takes the prerendered form over as it is, with what was typed before it ran, and signs in', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts = await holdScripts(page);

  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO_CLIENT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.evaluate(() => {
    const scope = globalThis as unknown as { prerenderedInput: unknown; document: { querySelector: (selector: string) => unknown } };
    scope.prerenderedInput = scope.document.querySelector('#sign-in-email');
  });
  await scripts.release();

  await expect(signInButton(page)).toBeEnabled();
  const sameInput = await page.evaluate(() => {
    const scope = globalThis as unknown as { prerenderedInput: unknown; document: { querySelector: (selector: string) => unknown } };
    return scope.document.querySelector('#sign-in-email') === scope.prerenderedInput;
  });
  expect(sameInput, 'the app kept the prerendered input (hydrated, not rendered anew)').toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_CLIENT);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  expect(errors, 'errors while the app took the page over (a hydration mismatch is one)').toEqual([]);

  await signInButton(page).click();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
});
