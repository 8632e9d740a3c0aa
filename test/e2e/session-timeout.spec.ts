import { expect, test, DEMO_CLIENT, expectSignInScreen, signIn } from './support';

test('a signed-in user left idle is warned a minute before the session timeout, then signed out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();

  // The default session timeout is 30 minutes (Settings → Security).
  await page.clock.fastForward('29:10');
  await expect(page.getByText('You will be signed out in a minute')).toBeVisible();

  await page.clock.fastForward('01:00');
  await expectSignInScreen(page);
  await expect(page.getByText('You were signed out after 30 minutes without activity.')).toBeVisible();
});

test('activity after the warning keeps the user signed in', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await page.clock.fastForward('29:10');
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await page.clock.fastForward('01:00');
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
});
