import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COMMON, REFUSAL_CODE_HEADER } from '@shared/core/refusals';
import type { User } from '@shared/users/types';
import { EmailCodeForm } from '@/features/auth/components/email-code-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import * as auth from '@/lib/auth';
import { activateLanguage } from '@/lib/i18n';
import { API_BASE, server, useApiServer } from '@test-support/api';
import { findLocation, findToast, renderScreen } from '@test-support/render';

const signIn = jest.mocked(auth.signIn);
const signInWithEmailCode = jest.mocked(auth.signInWithEmailCode);
const confirmSignInStep = jest.mocked(auth.confirmSignInStep);
const getSessionUserId = jest.mocked(auth.getSessionUserId);

const client = { userId: 'user-1', orgId: 'org-1', name: 'Casey Client', email: 'client@demo.test', userType: 'client', status: 'active' } as User;
useApiServer(http.get(`${API_BASE}/clients/:userId`, () => HttpResponse.json({ Item: client })));

const EMAIL = 'client@demo.test';
/** A notice's link: the case and the item it is about. */
const NOTICE_LINK = '/client/cases/case-1?item=request-1';
const codeSent = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'c***@d***' } } } as const;
const refusal = (name: string, message: string) => Object.assign(new Error(message), { name });

function renderSignIn() {
  const onNextStep = jest.fn();
  const view = renderScreen(<SignInForm initialEmail="" onForgotPassword={jest.fn()} onNextStep={onNextStep} />, {
    route: '/auth',
    path: '/auth',
    withAuth: true,
  });
  return { ...view, onNextStep };
}

function renderCodeStep(route = '/auth') {
  const handlers = { onSignIn: jest.fn(), onNextStep: jest.fn() };
  const view = renderScreen(<EmailCodeForm email={EMAIL} {...handlers} />, { route, path: '/auth', withAuth: true });
  return { ...view, ...handlers };
}

async function enterCode(user: ReturnType<typeof renderCodeStep>['user'], code: string) {
  await user.clear(screen.getByLabelText('Sign-in code'));
  await user.type(screen.getByLabelText('Sign-in code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe("the sign-in page's 'E-mail me a code'", () => {
  test('asks for the e-mail only, then sends a code to it (no password) and goes to the code step', async () => {
    signInWithEmailCode.mockResolvedValue(codeSent);
    const { user, onNextStep } = renderSignIn();

    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(signInWithEmailCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), `  ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));

    await waitFor(() => expect(onNextStep).toHaveBeenCalledWith('emailCode', EMAIL));
    expect(signInWithEmailCode).toHaveBeenCalledWith(EMAIL);
    expect(signIn).not.toHaveBeenCalled();
  });

  test('is said in French', async () => {
    await activateLanguage('fr');
    renderSignIn();
    expect(screen.getByRole('button', { name: 'M’envoyer un code par courriel' })).toBeInTheDocument();
  });
});

describe('the e-mailed code step', () => {
  test('refuses a code that is not 8 digits without asking the provider', async () => {
    const { user } = renderCodeStep();
    await enterCode(user, '1234');
    expect(await screen.findByText('The code is 8 digits')).toBeInTheDocument();
    expect(confirmSignInStep).not.toHaveBeenCalled();
  });

  test('says a wrong code is wrong and takes the right one next, landing on the page the sign-in page names', async () => {
    confirmSignInStep.mockRejectedValueOnce(refusal('CodeMismatchException', 'Invalid code or auth state for the user.'));
    const { user } = renderCodeStep(`/auth?next=${encodeURIComponent(NOTICE_LINK)}`);

    await enterCode(user, '00000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Check the email we sent you and try again.');

    confirmSignInStep.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    getSessionUserId.mockResolvedValue(client.userId);
    await enterCode(user, '1234 5678');

    await waitFor(() => expect(confirmSignInStep).toHaveBeenLastCalledWith('12345678'));
    expect(await findToast('Successfully signed in!')).toBeInTheDocument();
    expect(await findLocation()).toBe(NOTICE_LINK);
  });

  test('says an expired code (or one tried too often) no longer works, and a new code makes the step usable again', async () => {
    confirmSignInStep.mockRejectedValueOnce(refusal('NotAuthorizedException', 'Invalid session for the user, session is expired.'));
    signInWithEmailCode.mockResolvedValue(codeSent);
    const { user } = renderCodeStep();

    await enterCode(user, '12345678');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired or was tried too many times. Send a new code and enter the new one.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    await waitFor(() => expect(signInWithEmailCode).toHaveBeenCalledWith(EMAIL));
    expect(await screen.findByText(`We sent a new code to ${EMAIL}. The previous code no longer works.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Sign-in code')).toHaveValue('');
  });

  test('says the wrong and expired codes in French', async () => {
    await activateLanguage('fr');
    confirmSignInStep.mockRejectedValueOnce(refusal('CodeMismatchException', 'Invalid code or auth state for the user.'));
    const { user } = renderCodeStep();

    await user.type(screen.getByLabelText('Code de connexion'), '00000000');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code n’est pas le bon. Vérifiez le courriel que nous vous avons envoyé et réessayez.');

    confirmSignInStep.mockRejectedValueOnce(refusal('NotAuthorizedException', 'Invalid session for the user.'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code a expiré ou a été essayé trop de fois. Envoyez un nouveau code et entrez-le.');
  });

  test('shows the portal refusing a staff member signed in with a code, and ends that session', async () => {
    server.use(
      http.get(`${API_BASE}/clients/:userId`, () =>
        HttpResponse.json({ message: COMMON.STAFF_PASSWORD_SIGN_IN.message }, { status: 403, headers: { [REFUSAL_CODE_HEADER]: 'staff-password-sign-in' } }),
      ),
    );
    confirmSignInStep.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    getSessionUserId.mockResolvedValue('admin-1');
    const { user } = renderCodeStep();

    await enterCode(user, '12345678');

    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON.STAFF_PASSWORD_SIGN_IN.message);
    expect(auth.signOut).toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  test('hands an invited user, whose right code asks for a new password, to the new-password step', async () => {
    confirmSignInStep.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } });
    const { user, onNextStep } = renderCodeStep();
    await enterCode(user, '12345678');
    await waitFor(() => expect(onNextStep).toHaveBeenCalledWith('newPassword'));
  });
});
