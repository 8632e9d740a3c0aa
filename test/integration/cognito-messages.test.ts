/**
 * Cognito's e-mails come from the CustomMessage trigger, locally as in AWS: cognito-local invokes it
 * through the gateway's Invoke API and prints the message where it prints its codes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from './support/cognito';
import { createOrg, createPerson } from './support/principals';
import { stack } from './support/stack';
import { CONFIRMATION_CODE } from './support/tokens';

jest.setTimeout(30_000);

/** The stack's output with cognito-local's message box undone (it wraps long lines). */
const stackOutput = () => readFileSync(path.join(stack().dataDir, 'stack.log'), 'utf8').replace(/[│\s]/g, '');

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('Cognito messages through the CustomMessage trigger', () => {
  it('sends the forgot-password e-mail with a link to the portal’s reset screen', async () => {
    const person = await createPerson(await createOrg('messages'), 'client', 'forgot');
    await cognito().send(new ForgotPasswordCommand({ ClientId: stack().userPoolClientId, Username: person.email }));
    const link = `${stack().url}/reset-password?token=${CONFIRMATION_CODE}&type=recovery&email=${encodeURIComponent(person.email)}`;
    expect(await eventually(() => stackOutput().includes(link))).toBe(true);
  });
});
