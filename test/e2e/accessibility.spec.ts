/**
 * Every route of the web app (web/src/config/paths.ts), as the demo admin and as
 * the demo client, at desktop (1280 px) and phone (390 px) width, scanned by axe for WCAG 2.2 A/AA:
 * any violation fails. (A client on an admin route sees the Unauthorized page, which is scanned too.)
 * The support fixture also fails on any Content Security Policy violation along the way.
 */
import type { Case } from '../../shared/cases/types';
import { paths } from '../../web/src/config/paths';
import { type Page, DEMO_ADMIN, DEMO_CLIENT, DEMO_PASSWORD, e2eStack, expect, scanAccessibility, signIn, test } from './support';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Real ids for the routes' parameters: a demo case of the demo client, read from the API. */
interface RouteIds {
  caseRecord: Case;
  /** A questionnaire sent on that case (the questionnaire's pages, the staff's and the client's). */
  questionnaireId: string;
}

/** An access token of a demo user, from the stack's user pool (the InitiateAuth call Amplify makes). */
async function accessTokenOf(email: string): Promise<{ token: string; sub: string }> {
  const info = e2eStack();
  const response = await fetch(`${info.cognitoEndpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: info.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const token = ((await response.json()) as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`${email} could not sign in at ${info.cognitoEndpoint} (${response.status})`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { token, sub: claims.sub };
}

/**
 * A demo case of the demo client, with an e-mail sent about it, so that its Sent Emails table has a
 * row of plain text (nothing focusable in it: the table must be reachable by keyboard on its own).
 */
async function demoIds(): Promise<RouteIds> {
  const { url } = e2eStack();
  const client = await accessTokenOf(DEMO_CLIENT);
  const response = await fetch(`${url}/v1/clients/${client.sub}/cases`, { headers: { authorization: `Bearer ${client.token}` } });
  const { Items } = (await response.json()) as { Items: Case[] };
  const caseRecord = Items[0];
  if (!caseRecord) throw new Error(`${DEMO_CLIENT} has no case`);
  const admin = await accessTokenOf(DEMO_ADMIN);
  const sent = await fetch(`${url}/v1/admin/cases/${caseRecord.caseId}/emails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Your documents are in order; we file on Monday.' }),
  });
  expect(sent.status).toBe(201);
  const questionnaire = await fetch(`${url}/v1/admin/cases/${caseRecord.caseId}/questionnaires`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ templateId: 'temporary-residence' }),
  });
  expect(questionnaire.status).toBe(201);
  const { questionnaireId } = (await questionnaire.json()) as { questionnaireId: string };
  return { caseRecord, questionnaireId };
}

type RouteEntry = { path: string; getHref: (...args: never[]) => string };

/** Every route of paths.ts, its parameters filled with real ids (one href per distinct page). */
function everyRoute({ caseRecord, questionnaireId }: RouteIds): string[] {
  const entries: RouteEntry[] = [paths.home, paths.auth, paths.resetPassword, ...Object.values(paths.admin), ...Object.values(paths.client)];
  const hrefs = entries.map((entry) => {
    const getHref = entry.getHref as (...args: unknown[]) => string;
    if (entry === paths.admin.caseFolder) {
      return getHref(caseRecord.caseId, caseRecord.caseFolderId, { clientId: caseRecord.clientId, folderName: caseRecord.caseFolderName });
    }
    if (entry.path.includes(':questionnaireId')) return getHref(caseRecord.caseId, questionnaireId);
    if (entry.path.includes(':userId')) return getHref(caseRecord.clientId);
    if (entry.path.includes(':caseId')) return getHref(caseRecord.caseId);
    return getHref();
  });
  return [...new Set(hrefs)];
}

/** Opens `href` and waits until the page has drawn itself: a heading shown, nothing loading. */
async function openSettled(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`every page at ${width.name} width (${width.viewport.width} px)`, () => {
    test.use({ viewport: width.viewport });

    for (const user of [DEMO_ADMIN, DEMO_CLIENT]) {
      test(`as ${user}: no accessibility violation on any route`, async ({ page }) => {
        test.setTimeout(240_000);
        const routes = everyRoute(await demoIds());
        await signIn(page, user);
        await expect(page).toHaveURL(/\/(admin|client)$/);

        for (const href of routes) {
          await test.step(href, async () => {
            await openSettled(page, href);
            await scanAccessibility(page, `${href} as ${user} at ${width.name} width`);
          });
        }
      });
    }

    test('signed out: no accessibility violation on the sign-in and reset pages', async ({ page }) => {
      for (const href of [paths.auth.getHref(), paths.resetPassword.getHref()]) {
        await test.step(href, async () => {
          await openSettled(page, href);
          await scanAccessibility(page, `${href} signed out at ${width.name} width`);
        });
      }
    });
  });
}

test.describe('toasts', () => {
  // Without motion Sonner shows a toast at once, at full opacity: its colours are what axe measures.
  test.use({ reducedMotion: 'reduce' });

  test('success and error toasts have enough colour contrast', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'Successfully signed in!' })).toBeVisible();
    await scanAccessibility(page, 'the success toast', '[data-sonner-toaster]');

    // Sent empty, the New User dialog answers with an error toast.
    await page.goto(paths.admin.users.getHref());
    await page.getByRole('button', { name: 'New User' }).click();
    await page.getByRole('dialog', { name: 'Create New User' }).getByRole('button', { name: 'Create User' }).click();
    await expect(toasts.filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
    await scanAccessibility(page, 'the error toast', '[data-sonner-toaster]');
  });
});
