/**
 * `npm run create-admin` against the local stack: the org, the sign-in and the record are made, the
 * invitation with its temporary password reaches the local inbox, and the new admin signs in with it
 * and reaches the admin API.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { waitForMail } from '../../local';
import { api } from './support/api';
import { cognito } from './support/cognito';
import { uniqueId } from './support/principals';
import { stack } from './support/stack';

jest.setTimeout(60_000);

function createAdmin(...args: string[]) {
  const result = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/create-admin.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, PORTAL_STACK_FILE: process.env.PORTAL_STACK_FILE },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run create-admin (local stack)', () => {
  const email = `${uniqueId('first-admin')}@example-law.test`.toLowerCase();
  const orgId = uniqueId('new-firm').toLowerCase();

  it('creates an admin who signs in with the invitation and reaches the admin API', async () => {
    const created = createAdmin('--email', email, '--name', 'Ana Avocate', '--org', orgId, '--org-name', 'New Firm LLP');
    expect(created.status).toBe(0);
    expect(created.output).toContain(`Created admin ${email}`);
    const invitation = await waitForMail(stack(), { to: email, subject: 'invites you to its client portal', timeoutMs: 20_000 });
    const temporaryPassword = /Temporary password: (\S+)/.exec(invitation.text)?.[1];
    expect(temporaryPassword).toBeDefined();

    const clientId = stack().userPoolClientId;
    const first = await cognito().send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword ?? '' } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const signedIn = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Chosen!Pass123' },
      }),
    );
    const token = signedIn.AuthenticationResult?.AccessToken ?? '';
    const org = await api<{ Item: { orgId: string; name: string } }>(`/v1/admin/orgs/${orgId}`, { token });
    expect(org.status).toBe(200);
    expect(org.body.Item).toMatchObject({ orgId, name: 'New Firm LLP' });
  });

  it('refuses an e-mail that exists', () => {
    const again = createAdmin('--email', email, '--name', 'Someone Else', '--org', orgId);
    expect(again.status).toBe(1);
    expect(again.output).toContain('A user with this email already exists');
  });

  it('says how to call it when the e-mail or name is missing', () => {
    const bare = createAdmin('--name', 'No Email');
    expect(bare.status).toBe(2);
    expect(bare.output).toContain('Usage: npm run create-admin');
  });
});
