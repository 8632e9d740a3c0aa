/** The local stack itself: what it tells tools about itself, and seeding that can run again safely. */
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ORG, DEMO_USERS, STACK_INFO_KEYS } from '../../local';
import { stack, useStackEnvironment } from './support/stack';

jest.setTimeout(60_000);

describe('local stack', () => {
  it('describes itself completely in stack.json', async () => {
    const info = stack();

    for (const key of STACK_INFO_KEYS) expect(info[key]).toBeTruthy();
    expect(info.url).toBe(`http://localhost:${info.port}`);
    expect(info.tableName).toBe('portal-local');
    expect((await fetch(`${info.cognitoEndpoint}/health`)).ok).toBe(true);
    expect((await fetch(`${info.cognitoEndpoint}/${info.userPoolId}/.well-known/jwks.json`)).ok).toBe(true);
  });

  it('seeds the demo data a second time without duplicating anything', async () => {
    // Prepare: the stack seeded at start; other test files may add users and cases of their own.
    const info = useStackEnvironment();
    // Imported after the environment is set: the repositories read it.
    const { seedDemoData } = await import('../../local');
    const { listCasesForClient } = await import('../../functions/cases/repository/cases');
    const { getOrg } = await import('../../functions/orgs/repository/orgs');
    const cognito = new CognitoIdentityProviderClient({
      endpoint: info.cognitoEndpoint,
      region: info.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    // Only the demo sign-ins: other test files add users of their own to the pool meanwhile.
    const demoEmails = new Set(DEMO_USERS.map((user) => user.email));
    const signInEmails = async () => {
      const { Users = [] } = await cognito.send(new ListUsersCommand({ UserPoolId: info.userPoolId }));
      return Users.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? '')
        .filter((email) => demoEmails.has(email))
        .sort();
    };
    const casesOf = async (userIds: Record<string, string>) =>
      Promise.all(
        DEMO_USERS.filter((user) => user.userType === 'client').map(async (user) =>
          (await listCasesForClient(userIds[user.email] as string, { limit: 100 })).items.map((item) => item.caseId).sort(),
        ),
      );
    const first = await seedDemoData({ cognito, userPoolId: info.userPoolId });
    const before = { emails: await signInEmails(), cases: await casesOf(first.userIds), org: await getOrg(DEMO_ORG.orgId) };

    // Act
    const again = await seedDemoData({ cognito, userPoolId: info.userPoolId });

    // Assess
    expect(again).toMatchObject({ usersCreated: [], recordsCreated: [], casesCreated: 0, userIds: first.userIds });
    const emails = await signInEmails();
    expect(emails).toEqual(before.emails);
    for (const user of DEMO_USERS) expect(emails.filter((email) => email === user.email)).toHaveLength(1);
    const cases = await casesOf(again.userIds);
    expect(cases).toEqual(before.cases);
    for (const ofClient of cases) expect(ofClient).toHaveLength(3);
    expect(await getOrg(DEMO_ORG.orgId)).toEqual(before.org);
    cognito.destroy();
  });
});
