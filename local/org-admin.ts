/**
 * An admin of an org of its own, who signs in with the demo password at once (no invitation step):
 * for tests and benchmarks that need a second firm or a second admin. The repositories write to the
 * stack whose environment is applied (applyStackEnvironment / useStackEnvironment).
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { noticeInForce } from '../shared/privacy/default-notice';
import { ensureOrg, getOrg } from '../functions/orgs/repository/orgs';
import { createUserRecord } from '../functions/users/repository/users';
import { DEMO_PASSWORD } from './demo-data';
import { LOCAL_CREDENTIALS } from './dynamodb-local';
import type { StackInfo } from './stack-file';

export interface OrgAdmin {
  orgId: string;
  orgName: string;
  email: string;
  name: string;
}

/**
 * `acceptPrivacyNotice` (default true): the admin has accepted the firm's privacy notice in force, so
 * they go straight into the app; false leaves them to the step that asks for it (a fresh account).
 */
export async function createOrgAdmin(
  info: StackInfo,
  admin: OrgAdmin,
  options: { acceptPrivacyNotice?: boolean } = {},
): Promise<{ email: string; userId: string }> {
  await ensureOrg({ orgId: admin.orgId, name: admin.orgName, address: '', phone: '', email: '', website: '' });
  const privacyVersion = options.acceptPrivacyNotice === false ? undefined : noticeInForce((await getOrg(admin.orgId))?.privacyNotice).version;
  const cognito = new CognitoIdentityProviderClient({ endpoint: info.cognitoEndpoint, region: info.region, credentials: LOCAL_CREDENTIALS });
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: info.userPoolId,
        Username: admin.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: admin.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: admin.name },
          { Name: 'custom:userType', Value: 'admin' },
          { Name: 'custom:orgId', Value: admin.orgId },
        ],
      }),
    );
    const userId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!userId) throw new Error(`cognito-local returned no sub for ${admin.email}`);
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: info.userPoolId, Username: admin.email, Password: DEMO_PASSWORD, Permanent: true }));
    await createUserRecord({
      userId,
      orgId: admin.orgId,
      name: admin.name,
      email: admin.email,
      phone: '',
      userType: 'admin',
      status: 'active',
      dateCreated: new Date().toISOString(),
      photoURL: '',
      version: 1,
      ...(privacyVersion ? { privacyAcceptedVersion: privacyVersion, privacyAcceptedAt: new Date().toISOString() } : {}),
    });
    return { email: admin.email, userId };
  } finally {
    cognito.destroy();
  }
}
