import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@shared/users/types';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import * as auth from '@/lib/auth';
import { API_BASE, useApiServer } from '@test-support/api';
import { findLocation, findToast, renderScreen } from '@test-support/render';


const signIn = jest.mocked(auth.signIn);
const getSessionUserId = jest.mocked(auth.getSessionUserId);

const client: User = {
  userId: 'user-1',
  orgId: 'org-1',
  name: 'Casey Client',
  email: 'client@demo.test',
  userType: 'client',
  status: 'active',
} as User;

useApiServer(http.get(`${API_BASE}/clients/:userId`, ({ params }) => HttpResponse.json({ Item: { ...client, userId: params.userId } })));

function renderSignIn(props: Partial<Parameters<typeof SignInForm>[0]> = {}) {
  const handlers = { onForgotPassword: jest.fn(), onNextStep: jest.fn() };
  const view = renderScreen(<SignInForm initialEmail="" {...handlers} {...props} />, { route: '/auth', path: '/auth', withAuth: true });
  return { ...view, ...handlers };
}

test('an empty form shows the schema messages under the fields and calls nobody', async () => {
  const { user } = renderSignIn();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  // The first field in error has the focus.
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(signIn).not.toHaveBeenCalled();
});

test('a malformed e-mail is refused with the schema words', async () => {
  const { user } = renderSignIn();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  expect(signIn).not.toHaveBeenCalled();
});

test('a valid form signs in with the trimmed e-mail, loads the user and goes home', async () => {
  signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  getSessionUserId.mockResolvedValueOnce(null).mockResolvedValue(client.userId);
  const { user } = renderSignIn();

  await user.type(screen.getByLabelText('Email'), '  client@demo.test ');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo!Pass123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await waitFor(() => expect(signIn).toHaveBeenCalledWith('client@demo.test', 'Demo!Pass123'));
  expect(await findToast('Successfully signed in!')).toBeInTheDocument();
  expect(await findLocation()).toBe('/');
});

/** The provider refusing an e-mail and password, as Cognito in AWS (first) and cognito-local word it. */
const refusal = (name: string, message: string) => Object.assign(new Error(message), { name });

test('a refused sign-in shows the one sentence in the alert and a toast, and stays', async () => {
  signIn.mockRejectedValue(refusal('NotAuthorizedException', 'Incorrect username or password.'));
  const { user } = renderSignIn({ initialEmail: 'client@demo.test' });

  expect(screen.getByLabelText('Email')).toHaveValue('client@demo.test');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
  expect(await findToast('Sign in failed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test.each([
  ['an unknown e-mail (user not found)', refusal('UserNotFoundException', 'User does not exist.')],
  ['an unknown e-mail (not authorized)', refusal('NotAuthorizedException', 'User not authorized')],
  ['a wrong password', refusal('InvalidPasswordException', 'Invalid password')],
])('%s reads the same sentence, which does not tell whether the account exists', async (_case, error) => {
  signIn.mockRejectedValue(error);
  const { user } = renderSignIn({ initialEmail: 'someone@demo.test' });
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong!Pass123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Incorrect email or password\.$/);
  expect(alert).not.toHaveTextContent(/exist|authorized|Invalid/i);
});

test('a locked or disabled account still says why', async () => {
  signIn.mockRejectedValue(refusal('NotAuthorizedException', 'Password attempts exceeded'));
  const { user } = renderSignIn({ initialEmail: 'client@demo.test' });
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong!Pass123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Password attempts exceeded');
});

test('an unconfirmed account is sent to verification with its e-mail', async () => {
  signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
  const { user, onNextStep } = renderSignIn({ initialEmail: 'new@demo.test' });
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo!Pass123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(onNextStep).toHaveBeenCalledWith('confirmSignUp', 'new@demo.test'));
});
