/**
 * Self sign-up through the local stack: cognito-local runs the PostConfirmation trigger through the
 * gateway's Lambda Invoke endpoint, and the new user can use the API right away.
 */
import type { User } from '../../shared/users/types';
import { api } from './support/api';
import { stack } from './support/stack';
import { signIn, signUpAndConfirm } from './support/tokens';

jest.setTimeout(30_000);

describe('self sign-up on the local stack', () => {
  it('makes a confirmed sign-up an active client of the default org', async () => {
    const email = `sign-up-${Date.now()}@example.test`;
    const password = 'Welcome!Pass123';
    const userId = await signUpAndConfirm({ email, password, name: 'Sam Signup' });

    const { accessToken } = await signIn(email, password);
    const response = await api<{ Item: User }>(`/v1/clients/${userId}`, { token: accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Item).toMatchObject({
      userId,
      email,
      name: 'Sam Signup',
      userType: 'client',
      status: 'active',
      orgId: stack().defaultOrgId,
    });
  });
});
