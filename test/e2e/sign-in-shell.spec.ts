/**
 * The sign-in page is in index.html, prerendered by the build from the app's own
 * components, so a phone shows the form before the app's JavaScript has run; the app then takes
 * that very markup over (hydrates it), keeping what was typed meanwhile. index.html answers every
 * route, so the prerendered form shows on /auth only.
 *
 * Sign up and forgot password are pages of their own (/auth?mode=signup, /auth?mode=reset), each
 * prerendered into a document the server answers that URL with, and the links between them are real
 * links: they work before the app has run, and with JavaScript off.
 */
import { DEMO_CLIENT, DEMO_PASSWORD, type Browser, type Page, expect, test } from './support';

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

/** A page of a browser context with JavaScript off (closed with the test). */
async function pageWithoutScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

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

test('with JavaScript off, Sign up, Sign in and Forgot password? are links to their prerendered pages', async ({ browser }) => {
  const page = await pageWithoutScript(browser);
  try {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();

    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeEditable();
    // Sent before the app runs, the form would go to the server: it waits for the app.
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=reset$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Reset Code' })).toBeDisabled();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('tapped before the app\'s scripts have run, Sign up loads the sign-up page', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());

  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
});

test('the app opens in the mode its URL names, taking the prerendered sign-up page over with what was typed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts = await holdScripts(page);

  await page.goto('/auth?mode=signup', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Nadia Nouvelle');
  await page.evaluate(() => {
    const scope = globalThis as unknown as { prerenderedInput: unknown; document: { querySelector: (selector: string) => unknown } };
    scope.prerenderedInput = scope.document.querySelector('#sign-up-name');
  });
  await scripts.release();

  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  const sameInput = await page.evaluate(() => {
    const scope = globalThis as unknown as { prerenderedInput: unknown; document: { querySelector: (selector: string) => unknown } };
    return scope.document.querySelector('#sign-up-name') === scope.prerenderedInput;
  });
  expect(sameInput, 'the app kept the prerendered input (hydrated, not rendered anew)').toBe(true);
  await expect(page.getByLabel('Full Name')).toHaveValue('Nadia Nouvelle');
  expect(errors, 'errors while the app took the page over (a hydration mismatch is one)').toEqual([]);

  // In the app, the links move between the modes without loading a page, and the e-mail typed goes along to the reset form.
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(DEMO_CLIENT);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=reset$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_CLIENT);
});

test('once the app runs, the links between the modes keep the page to land on after signing in', async ({ page }) => {
  await page.goto('/auth?next=%2Fclient%2Fmessages');
  await expect(signInButton(page)).toBeEnabled();
  await expect(page.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/auth?next=%2Fclient%2Fmessages&mode=signup');
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/auth?next=%2Fclient%2Fmessages');
});
