import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, type StackInfo, applyStackEnvironment, createOrgAdmin, signInAs } from '@portal/local';
import { totpCode } from '../support/totp';
import { e2eStack, expect, test, signIn } from './support';


/** A new admin of the firm, who signs in with the demo password. */
async function newAdmin(info: StackInfo, orgId: string, label: string): Promise<string> {
  applyStackEnvironment(info);
  const email = `${label}-${Date.now()}@staff.test`;
  await createOrgAdmin(info, { orgId, orgName: 'Staff Two-Factor LLP', email, name: `${label} Admin` });
  return email;
}

test('a firm that requires two-factor sign-in sends a staff member without it to enrolment before the admin area opens', async ({ page }) => {
  test.setTimeout(120_000);
  const info = e2eStack();
  const orgId = `org-staff-2fa-${Date.now()}`;
  const owner = await newAdmin(info, orgId, 'owner');
  const colleague = await newAdmin(info, orgId, 'colleague');

  // The owner has an authenticator app and requires it of the staff (as Settings does, through the API).
  const signedIn = await signInAs(info, owner);
  const cognito = new CognitoIdentityProviderClient({ endpoint: info.cognitoEndpoint, region: info.region, credentials: LOCAL_CREDENTIALS });
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: signedIn.accessToken }));
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: signedIn.accessToken, UserCode: totpCode(SecretCode ?? '') }));
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: signedIn.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  const saved = await fetch(`${info.url}/v1/admin/orgs/${orgId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${signedIn.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requireStaffTwoFactor: true }),
  });
  expect(saved.status).toBe(200);

  // The colleague signs in with a password only: the admin area waits for an authenticator app.
  await signIn(page, colleague);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in required' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
