/**
 * 'Unauthorized' inside the user's own frame, with who is signed in, whom the page
 * is for and the way back to their dashboard; one name, 'Sign Out', for signing out.
 */
import { expect, test, DEMO_ADMIN, DEMO_CLIENT, signIn } from './support';

test('a client in the admin area sees who they are, why, and the way back to their dashboard, in their own frame', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await page.goto('/admin/users');

  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('This page is for firm staff.')).toBeVisible();
  await expect(page.getByText('Casey Client (client@demo.test)')).toBeVisible();
  await expect(page.getByText('Client', { exact: true })).toBeVisible();
  // The client portal's frame: its navigation and the top bar.
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'My Cases' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
});

test('an admin in the client portal is told it is for clients, and goes back to the Admin Dashboard', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/client/cases');

  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('This page is for clients.')).toBeVisible();
  await expect(page.getByText('Alex Admin (admin@demo.test)')).toBeVisible();
  await expect(page.getByText('Firm staff (admin)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test("signing out has one name, 'Sign Out', in the sidebar and the avatar menu alike", async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page.getByText('Welcome back, Casey Client')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByText('Logout')).toHaveCount(0);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to sign out?');
    void dialog.accept();
  });
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
});
