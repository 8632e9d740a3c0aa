import { expect, test, signIn } from './support';
import { freshTotpCode, totpCode } from '../support/totp';

const CLIENT_2 = 'client2@demo.test';

test('a client turns on two-factor sign-in; the next sign-in asks for the app\'s code and refuses a wrong one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, CLIENT_2);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/client/settings');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const enrolCode = totpCode(secret);
  await page.getByLabel('Code from your app').fill(enrolCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor sign-in is on', { exact: false }).first()).toBeVisible();

  const next = await (await browser.newContext()).newPage();
  try {
    await signIn(next, CLIENT_2);
    await expect(next.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await next.getByLabel('Authentication Code').fill('000000');
    await next.getByRole('button', { name: 'Verify' }).click();
    await expect(next.getByRole('alert')).toBeVisible();
    await next.getByLabel('Authentication Code').fill(await freshTotpCode(secret, enrolCode));
    await next.getByRole('button', { name: 'Verify' }).click();
    await expect(next.getByText(/Welcome back, /)).toBeVisible();
  } finally {
    // The demo account goes back to password-only sign-in for the other journeys.
    await page.goto('/client/settings');
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(page.getByText('Two-factor sign-in is off').first()).toBeVisible();
  }
});
