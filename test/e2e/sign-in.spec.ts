import { expect, test, DEMO_ADMIN, DEMO_CLIENT, expectSignInScreen, signIn } from './support';

test('the demo admin signs in and sees the Admin Dashboard', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/Good (morning|afternoon|evening), Alex/)).toBeVisible();
});

test('the demo client signs in and is welcomed by name', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
});

test('a wrong password and an unknown e-mail read the same sentence and stay on sign-in', async ({ page }) => {
  await signIn(page, DEMO_CLIENT, 'Not-the-password1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expectSignInScreen(page);

  await signIn(page, 'nobody@demo.test', 'Not-the-password1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expectSignInScreen(page);
});

test('a signed-out visit to /admin lands on the sign-in screen', async ({ page }) => {
  await page.goto('/admin');
  await expectSignInScreen(page);
});

test('a client is not let into the admin area', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('Unauthorized')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
});
