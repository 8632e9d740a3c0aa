/** Shared steps of the end-to-end tests, in the words a user sees. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!Pass123';
export const DEMO_ADMIN = 'admin@demo.test';
export const DEMO_CLIENT = 'client@demo.test';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectSignInScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}
