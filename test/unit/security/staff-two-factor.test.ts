import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { handler as getOrg } from '../../../functions/orgs/get-org';
import { handler as getMySettings } from '../../../functions/settings/get-my-settings';
import { handler as getUser } from '../../../functions/users/get-user';
import { keys } from '../../../shared/core/table';
import { useHarness } from '../support/harness';
import { callRoute } from '../support/route-event';
import { ORG_ID, adminOfOrg, clientOfOrg } from '../support/users';

const aws = useHarness();

const requireTwoFactor = () => {
  const org = aws.table.get(keys.org(ORG_ID));
  aws.table.put({ ...org, ...keys.org(ORG_ID), requireStaffTwoFactor: true });
};
const signInWith = (mfa: string[]) =>
  aws.cognito.on(AdminGetUserCommand).resolves({ Username: adminOfOrg.userId, UserAttributes: [{ Name: 'sub', Value: adminOfOrg.userId }], UserMFASettingList: mfa });
const callGetOrg = () => callRoute(getOrg, { as: adminOfOrg, pathParameters: { orgId: ORG_ID } });

describe('a firm that requires two-factor sign-in of its staff', () => {
  it('answers its admin without an authenticator app 403 on admin routes, in words', async () => {
    requireTwoFactor();
    signInWith([]);
    const answer = await callGetOrg();
    expect(answer).toMatchObject({
      status: 403,
      body: { message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents" },
    });
    // The web reacts to the refusal's code, sent in a header (the body stays { message }).
    expect(answer.headers?.['x-refusal-code']).toBe('two-factor-required');
  });

  it('lets the admin reach their own settings (where two-factor sign-in is turned on)', async () => {
    requireTwoFactor();
    signInWith([]);
    expect((await callRoute(getMySettings, { as: adminOfOrg })).status).toBe(200);
  });

  it('answers its admin with an authenticator app, asking the identity provider each time', async () => {
    requireTwoFactor();
    signInWith(['SOFTWARE_TOKEN_MFA']);
    expect((await callGetOrg()).status).toBe(200);
    expect(aws.cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toMatchObject({ Username: adminOfOrg.userId });
  });

  it('holds on the routes admins share with clients too: an admin without it may not read a client\'s record', async () => {
    requireTwoFactor();
    signInWith([]);
    const answer = await callRoute(getUser, { as: adminOfOrg, pathParameters: { userId: clientOfOrg.userId } });
    expect(answer).toMatchObject({ status: 403, headers: { 'x-refusal-code': 'two-factor-required' } });
  });

  it('lets the admin read their own record (the session needs it to show where to turn it on)', async () => {
    requireTwoFactor();
    signInWith([]);
    expect((await callRoute(getUser, { as: adminOfOrg, pathParameters: { userId: adminOfOrg.userId } })).status).toBe(200);
  });

  it('never asks the identity provider about a client, on a route admins and clients share', async () => {
    requireTwoFactor();
    expect((await callRoute(getUser, { as: clientOfOrg, pathParameters: { userId: clientOfOrg.userId } })).status).toBe(200);
    expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('asks nothing of the identity provider when the firm does not require it', async () => {
    expect((await callGetOrg()).status).toBe(200);
    expect(aws.cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });
});
