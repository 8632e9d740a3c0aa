import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/auth/user-pool';
import { passwordPolicyRefusal } from '../../local/cognito-pool-rules';
import { useHarness } from '../../test/unit/support/harness';
import { createIdentity, invitationPassword, sendInvitation } from './identity';

const harness = useHarness();

/** The pool's policy as Cognito holds it (local/bootstrap-user-pool.ts makes the local pool with it). */
const POOL_POLICY = {
  MinimumLength: PASSWORD_POLICY.minLength,
  RequireLowercase: PASSWORD_POLICY.requireLowercase,
  RequireUppercase: PASSWORD_POLICY.requireUppercase,
  RequireNumbers: PASSWORD_POLICY.requireDigits,
  RequireSymbols: true,
};

describe('the temporary passwords of invitations', () => {
  it('makes passwords the pool takes (symbols included), each one new', () => {
    const passwords = Array.from({ length: 50 }, invitationPassword);
    expect(passwords.filter((password) => passwordPolicyRefusal(password, POOL_POLICY) !== undefined)).toEqual([]);
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('names one when it creates a sign-in and when it sends the invitation, so the pool never makes a user without a password', async () => {
    harness.cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });

    await createIdentity({ email: 'nora@example.test', name: 'Nora', userType: 'client', orgId: 'org-1' });
    await sendInvitation('nora@example.test');

    const [created, resent] = harness.cognito.commandCalls(AdminCreateUserCommand).map((call) => call.args[0].input);
    expect(created).toMatchObject({ MessageAction: 'SUPPRESS', TemporaryPassword: expect.any(String) });
    expect(resent).toMatchObject({ MessageAction: 'RESEND', TemporaryPassword: expect.any(String) });
    expect(resent?.TemporaryPassword).not.toBe(created?.TemporaryPassword);
  });
});
