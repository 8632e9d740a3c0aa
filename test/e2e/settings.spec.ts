import { expect, test, DEMO_ADMIN, signIn } from './support';

const CLIENT_2 = 'client2@demo.test';

test('the admin saves the profile and the firm; both survive a reload', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  const title = `Senior Counsel ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Firm' }).click();
  const website = `https://firm-${Date.now()}.example-law.ca`;
  await page.getByLabel('Website').fill(website);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Firm settings updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Session Timeout').selectOption('60');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Security settings updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('tab', { name: 'Firm' }).click();
  await expect(page.getByLabel('Website')).toHaveValue(website);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByLabel('Session Timeout')).toHaveValue('60');
  // Back to the default, for the session-timeout journey.
  await page.getByLabel('Session Timeout').selectOption('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Security settings updated')).toBeVisible();
});

test('the admin saves the Notifications and Email tabs; both survive a reload', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/settings');

  await page.getByRole('tab', { name: 'Notifications' }).click();
  const messages = page.getByLabel('Message Notifications');
  const messagesWere = await messages.isChecked();
  await messages.setChecked(!messagesWere);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Email' }).click();
  const signature = `Best regards, Alex Admin (${Date.now()})`;
  await page.getByLabel('Email Signature').fill(signature);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email settings updated')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  if (messagesWere) await expect(page.getByLabel('Message Notifications')).not.toBeChecked();
  else await expect(page.getByLabel('Message Notifications')).toBeChecked();
  // The demo admin hears of messages again, as the other journeys expect.
  await page.getByLabel('Message Notifications').setChecked(messagesWere);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings updated')).toBeVisible();
  await page.getByRole('tab', { name: 'Email' }).click();
  await expect(page.getByLabel('Email Signature')).toHaveValue(signature);
});

test('a website that is not a web address is refused in words and kept as typed', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Firm' }).click();
  await page.getByLabel('Website').fill('not a web address');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Website must be a web address starting with http:// or https://')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveValue('not a web address');
});

test('a save the server refuses shows its reason and keeps the form', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Firm' }).click();
  // The demo admin has no authenticator app: requiring two-factor sign-in of the staff is refused.
  await page.getByLabel('Require two-factor sign-in for staff').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Turn on two-factor sign-in for yourself first (Settings → Security), then require it of your staff')).toBeVisible();
  await expect(page.getByLabel('Require two-factor sign-in for staff')).toBeChecked();
});

test('a client turns e-mail notifications off; it stays off after a reload', async ({ page }) => {
  await signIn(page, CLIENT_2);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/client/settings');
  await expect(page.getByLabel('Email Notifications')).toBeChecked();
  await expect(page.getByLabel('SMS Alerts')).toHaveCount(0);
  const email = page.getByLabel('Email Notifications');
  await email.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings updated')).toBeVisible();
  await page.reload();
  // Drawn disabled (and unchecked) until the settings are read: checked once they are.
  await expect(page.getByLabel('Email Notifications')).toBeEnabled();
  await expect(page.getByLabel('Email Notifications')).not.toBeChecked();
  await page.getByLabel('Email Notifications').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings updated')).toBeVisible();
});
