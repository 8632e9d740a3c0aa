/**
 * The security and integrity fixes, reproduced through the local stack with real tokens: lost
 * updates, deactivation on the next request of every route, invitations for refused cases,
 * look-alike case numbers, unbounded error messages, and a local stack open to the network.
 */
import { readFileSync } from 'node:fs';
import type { Case } from '../../shared/cases/types';
import type { User } from '../../shared/users/types';
import { type ApiResponse, api } from './support/api';
import { findIdentity } from './support/cognito';
import { type Person, createOrg, createPerson, newCaseBody, openCase, uniqueId } from './support/principals';
import type { StackInfo } from '../../local';
import { onedriveStack, stack } from './support/stack';

jest.setTimeout(60_000);

async function orgWithPeople(label: string): Promise<{ admin: Person; client: Person }> {
  const orgId = await createOrg(label);
  return { admin: await createPerson(orgId, 'admin', 'admin'), client: await createPerson(orgId, 'client', 'client') };
}

const patchUser = (admin: Person, userId: string, body: Record<string, unknown>) =>
  api<{ data: User }>(`/v1/admin/users/${userId}`, { method: 'PATCH', token: admin.tokens.accessToken, body });
const readUser = (admin: Person, userId: string) => api<{ Item: User }>(`/v1/clients/${userId}`, { token: admin.tokens.accessToken });

describe('concurrent saves of different fields', () => {
  it('keeps every change of one user or answers 409, never losing one silently', async () => {
    const { admin, client } = await orgWithPeople('lost-user');
    const changes: Record<string, string>[] = [{ name: 'Renamed Client' }, { phone: '+1 514 555 0101' }, { status: 'inactive' }, { phone: '+1 514 555 0102' }, { name: 'Another Name' }];
    const answers = await Promise.all(changes.map((change) => patchUser(admin, client.userId, change)));
    const final = (await readUser(admin, client.userId)).body.Item;
    answers.forEach((answer, index) => {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body).toEqual({ message: 'This user was changed by someone else. Please reload and try again.' });
      const change = changes[index] ?? {};
      const [field, value] = Object.entries(change)[0] as [keyof User, string];
      // A kept change is in the final record, unless another kept change of the same field came after
      // it (requests run in any order, so that may be any of them): then the field holds one of theirs.
      const kept = changes.filter((other, j) => field in other && answers[j]?.status === 200).map((other) => other[field as string]);
      if (answer.status === 200) expect(kept.length > 1 ? kept : [value]).toContain(final[field]);
    });
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  });

  it('keeps every change of one case (different fields at once)', async () => {
    const { admin, client } = await orgWithPeople('lost-case');
    const opened = await openCase(admin, client);
    const changes: Record<string, string>[] = [{ caseName: 'Renamed case' }, { description: 'New description' }, { status: 'on-hold' }, { category: 'ERAR' }];
    const answers = await Promise.all(
      changes.map((change) => api(`/v1/admin/orgs/${opened.orgId}/cases/${opened.caseId}`, { method: 'PATCH', token: admin.tokens.accessToken, body: change })),
    );
    const final = (await api<{ Item: Case }>(`/v1/admin/cases/${opened.caseId}`, { token: admin.tokens.accessToken })).body.Item;
    answers.forEach((answer, index) => {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) expect(final).toMatchObject(changes[index] ?? {});
    });
  });
});

describe('deactivation', () => {
  it('refuses the user on the next request of every route, each served by its own function instance', async () => {
    const { admin, client } = await orgWithPeople('deactivate');
    await openCase(admin, client);
    const asClient = (path: string) => api(path, { token: client.tokens.accessToken });
    // Warm two different functions for this user first.
    expect((await asClient(`/v1/clients/${client.userId}`)).status).toBe(200);
    expect((await asClient(`/v1/clients/${client.userId}/cases`)).status).toBe(200);

    expect((await patchUser(admin, client.userId, { status: 'inactive' })).status).toBe(200);

    for (const path of [`/v1/clients/${client.userId}`, `/v1/clients/${client.userId}/cases`]) {
      expect(await asClient(path)).toMatchObject({ status: 403, body: { message: 'Account is inactive' } });
    }
  });

  it('keeps at least one active admin in an org', async () => {
    const { admin } = await orgWithPeople('last-admin');
    const answer = await patchUser(admin, admin.userId, { status: 'inactive' });
    expect(answer).toMatchObject({ status: 409, body: { message: 'An organization must keep at least one active admin' } });
    expect((await readUser(admin, admin.userId)).body.Item.status).toBe('active');
  });
});

describe('a case refused for its number', () => {
  it('invites nobody: the new client gets no sign-in', async () => {
    const { admin, client } = await orgWithPeople('no-invite');
    const taken = await openCase(admin, client);
    const email = `${uniqueId('never-invited')}@example.test`.toLowerCase();
    const answer = await api('/v1/admin/cases', {
      method: 'POST',
      token: admin.tokens.accessToken,
      body: newCaseBody({ email, name: 'Never Invited' }, { caseNumber: taken.caseNumber }),
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Case number already exists' } });
    expect(await findIdentity(email)).toBeUndefined();
  });

  it.each([
    ['a zero-width space', (n: string) => n.replace('-', '\u200B-')],
    ['a bidi mark', (n: string) => `\u200E${n}`],
    ['non-breaking hyphens', (n: string) => n.replace(/-/g, '\u2011')],
    ['full-width letters', (n: string) => n.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
  ])('refuses a look-alike of an existing number with %s', async (_, disguise) => {
    const { admin, client } = await orgWithPeople('look-alike');
    const taken = await openCase(admin, client);
    const answer = await api('/v1/admin/cases', {
      method: 'POST',
      token: admin.tokens.accessToken,
      body: newCaseBody(client, { caseNumber: disguise(taken.caseNumber) }),
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Case number already exists' } });
  });
});

describe('bounded answers', () => {
  it('answers a body with 400,000 unknown keys with a short 400', async () => {
    const { admin } = await orgWithPeople('many-keys');
    const keys = Object.fromEntries(Array.from({ length: 400_000 }, (_, i) => [`k${i}`, 1]));
    const answer: ApiResponse = await api('/v1/admin/create-user', { method: 'POST', token: admin.tokens.accessToken, body: { name: 'A', email: 'a@b.test', ...keys } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Unknown fields: k0, k1, k2 and 399997 more' } });
  });
});

describe('the local stack is for this machine only', () => {
  /** Listening TCP sockets of /proc/net/tcp{,6}: local address (hex) by port. */
  function listeners(): { port: number; address: string }[] {
    const rows: { port: number; address: string }[] = [];
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields[3] !== '0A') continue; // LISTEN
        const [address, port] = (fields[1] ?? '').split(':');
        rows.push({ port: Number.parseInt(port ?? '0', 16), address: address ?? '' });
      }
    }
    return rows;
  }
  const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F']);

  it('binds every server of the stack to loopback only: gateway, DynamoDB Local, cognito-local, s3rver, the mail queue, SMTP, the inbox, the fake Graph', () => {
    const portOf = (url: string) => Number(new URL(url).port);
    const serversOf = (info: StackInfo) => [
      info.port,
      ...[info.dynamoDbEndpoint, info.cognitoEndpoint, info.s3Endpoint, info.sqsEndpoint, info.mailSmtpUrl, info.mailInboxUrl].map(portOf),
      ...(info.onedrive ? [portOf(info.onedrive.graphBaseUrl)] : []),
    ];
    const ports = [...serversOf(stack()), ...serversOf(onedriveStack())];
    expect(ports).toContain(portOf(onedriveStack().onedrive?.graphBaseUrl ?? 'http://x:1'));
    for (const port of ports) {
      const bound = listeners().filter((row) => row.port === port);
      expect(bound.length).toBeGreaterThan(0);
      for (const row of bound) expect(LOOPBACK.has(row.address)).toBe(true);
    }
  });

  it('refuses a trigger invocation that does not come from the local identity provider', async () => {
    const response = await fetch(`${stack().url}/2015-03-31/functions/postConfirmation/invocations`, {
      method: 'POST',
      body: JSON.stringify({ triggerSource: 'PostConfirmation_ConfirmSignUp', request: { userAttributes: { sub: 'planted', email: 'planted@x.test' } } }),
    });
    expect(response.status).toBe(403);
  });
});
