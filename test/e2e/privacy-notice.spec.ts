/**
 * The firm's privacy notice: sign-up shows it with where the data is kept and asks for
 * "I have read the privacy notice"; a fresh account sees it on a full page before the app, accepts
 * it and lands in the app, and is not asked again. In English and in French. (The demo users accepted
 * the default notice when seeded; the demo firm's notice is left as it is, for the other journeys.)
 */
import { applyStackEnvironment, createOrgAdmin, signInAs } from '@portal/local';
import { DEMO_PASSWORD, e2eStack, expect, signIn, test, type Page } from './support';

/** A new admin of a firm of their own who has accepted nothing yet (and reads the portal in `language`). */
async function freshAdmin(label: string, language: 'en' | 'fr' = 'en'): Promise<string> {
  const info = e2eStack();
  applyStackEnvironment(info);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${label}-${stamp}@privacy.test`;
  await createOrgAdmin(info, { orgId: `org-privacy-${stamp}`, orgName: 'Privacy Notice LLP', email, name: 'Pat Privacy' }, { acceptPrivacyNotice: false });
  if (language !== 'en') {
    const { accessToken } = await signInAs(info, email);
    const saved = await fetch(`${info.url}/v1/me/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    });
    expect(saved.status).toBe(200);
  }
  return email;
}

async function signInInFrench(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('sign-up shows the privacy notice and where the data is kept, and requires reading it', async ({ page }) => {
  await page.goto('/auth');
  // A link: it works whether the app has taken the prerendered page over yet or not.
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await page.getByText('Privacy notice', { exact: true }).click();
  const notice = page.getByRole('region', { name: 'Privacy notice' });
  await expect(notice.getByText(/PIPEDA/)).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Where your data is kept' })).toBeVisible();
  await expect(notice.getByText('Documents: this computer (the portal’s local stack)')).toBeVisible();

  await page.getByLabel('Full Name').fill('Sam Signup');
  await page.getByLabel('Email').fill(`sam-${Date.now()}@privacy.test`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Please confirm you have read the privacy notice')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I have read the privacy notice' })).not.toBeChecked();
});

test('a fresh account reads the privacy notice before the app, accepts it and is not asked again', async ({ page }) => {
  const email = await freshAdmin('fresh');
  await signIn(page, email);

  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByText(/Personal Information Protection and Electronic Documents Act/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where your data is kept' })).toBeVisible();
  await expect(page.getByText('Your account, cases, messages and the activity log: this computer (the portal’s local stack)')).toBeVisible();

  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and continue' })).toHaveCount(0);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a fresh account reads the notice in French, accepts it and lands in the app', async ({ page }) => {
    const email = await freshAdmin('frais', 'fr');
    await signInInFrench(page, email);

    await expect(page.getByRole('heading', { name: 'Avis de confidentialité', level: 1 })).toBeVisible();
    await expect(page.getByText(/Loi 25/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Où vos données sont conservées' })).toBeVisible();
    await expect(page.getByText(/^Documents : cet ordinateur \(environnement local du portail\)/)).toBeVisible();

    await page.getByRole('button', { name: 'Accepter et continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Tableau de bord administrateur' })).toBeVisible();
  });
});
