import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@shared/users/types';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { TotpCodeForm } from '@/features/auth/components/totp-code-form';
import * as auth from '@/lib/auth';
import { API_BASE, useApiServer } from '@test-support/api';
import { findLocation, findToast, renderScreen } from '@test-support/render';

const signIn = jest.mocked(auth.signIn);
const confirmSignInStep = jest.mocked(auth.confirmSignInStep);
const getSessionUserId = jest.mocked(auth.getSessionUserId);

const admin = { userId: 'user-1', orgId: 'org-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin', status: 'active' } as User;
useApiServer(http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: admin })));

test('a password accepted by a two-factor account leads to the code step', async () => {
  signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
  const onNextStep = jest.fn();
  const { user } = renderScreen(<SignInForm initialEmail="admin@demo.test" onForgotPassword={jest.fn()} onNextStep={onNextStep} />, {
    route: '/auth',
    path: '/auth',
    withAuth: true,
  });
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo!Pass123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(onNextStep).toHaveBeenCalledWith('totpCode', 'admin@demo.test'));
});

test('the code step refuses a code that is not 6 digits, shows the provider message on a wrong one, and signs in with the right one', async () => {
  const { user } = renderScreen(<TotpCodeForm onSignIn={jest.fn()} />, { route: '/auth', path: '/auth', withAuth: true });
  await user.type(screen.getByLabelText('Authentication Code'), '12ab');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
  expect(confirmSignInStep).not.toHaveBeenCalled();

  confirmSignInStep.mockRejectedValueOnce(Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' }));
  await user.clear(screen.getByLabelText('Authentication Code'));
  await user.type(screen.getByLabelText('Authentication Code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code received for user');

  confirmSignInStep.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  getSessionUserId.mockResolvedValue(admin.userId);
  await user.clear(screen.getByLabelText('Authentication Code'));
  await user.type(screen.getByLabelText('Authentication Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(confirmSignInStep).toHaveBeenLastCalledWith('123456'));
  expect(await findToast('Successfully signed in!')).toBeInTheDocument();
  expect(await findLocation()).toBe('/');
});
