import { screen, waitFor } from '@testing-library/react';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { VerifyForm } from '@/features/auth/components/verify-form';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import * as auth from '@/lib/auth';
import { findToast, renderScreen } from '@test-support/render';

/** The user pool's policy (shared/user-pool.ts) in words: every rule, not only the length. */
const POLICY_HINT = 'At least 8 characters, with an upper-case letter, a lower-case letter and a number.';

const signUp = jest.mocked(auth.signUp);
const confirmSignUp = jest.mocked(auth.confirmSignUp);
const resendSignUpCode = jest.mocked(auth.resendSignUpCode);

describe('SignUpForm', () => {
  test('a short or mismatched password is refused with the shared schema words', async () => {
    const { user } = renderScreen(<SignUpForm onRegistered={jest.fn()} />);
    await user.type(screen.getByLabelText('Full Name'), 'Jordan Client');
    await user.type(screen.getByLabelText('Email'), 'jordan@demo.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`${POLICY_HINT} Password must be at least 8 characters long`);
    expect(signUp).not.toHaveBeenCalled();
  });

  test('a valid form registers the trimmed values', async () => {
    signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } } as Awaited<ReturnType<typeof auth.signUp>>);
    const onRegistered = jest.fn();
    const { user } = renderScreen(<SignUpForm onRegistered={onRegistered} />);
    await user.type(screen.getByLabelText('Full Name'), ' Jordan Client ');
    await user.type(screen.getByLabelText('Email'), 'jordan@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'Demo!Pass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Demo!Pass123');
    // The privacy notice's checkbox is required.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please confirm you have read the privacy notice')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('jordan@demo.test', true));
    expect(signUp).toHaveBeenCalledWith({ name: 'Jordan Client', email: 'jordan@demo.test', password: 'Demo!Pass123', confirmPassword: 'Demo!Pass123', locale: 'en' });
  });
});

describe('the new-password hints', () => {
  test('sign-up names every rule of the policy under the password', () => {
    renderScreen(<SignUpForm onRegistered={jest.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(POLICY_HINT);
  });

  test('the reset step of forgot password names every rule of the policy', () => {
    renderScreen(<ForgotPasswordForm initialUsername="jordan@demo.test" step="reset" onStepChange={jest.fn()} onDone={jest.fn()} />);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(POLICY_HINT);
  });

  test('the first sign-in of an invited user names every rule of the policy', () => {
    renderScreen(<NewPasswordForm onSignIn={jest.fn()} />, { withAuth: true });
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(POLICY_HINT);
  });

  test('the e-mailed reset link names every rule of the policy', () => {
    renderScreen(<ResetPasswordPage />, { route: '/reset-password?token=123456&type=recovery&email=jordan%40demo.test', path: '/reset-password' });
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(POLICY_HINT);
  });
});

describe('VerifyForm', () => {
  test('a refused code shows the provider message and a toast; a failed resend only the message', async () => {
    confirmSignUp.mockRejectedValue(new Error('Invalid verification code provided, please try again.'));
    resendSignUpCode.mockRejectedValue(new Error('Attempt limit exceeded, please try after some time.'));
    const { user } = renderScreen(<VerifyForm username="jordan@demo.test" onSignIn={jest.fn()} onVerified={jest.fn()} />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
    expect(await findToast('Verification failed')).toBeInTheDocument();
    expect(confirmSignUp).toHaveBeenCalledWith('jordan@demo.test', '123456');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attempt limit exceeded, please try after some time.');
    expect(resendSignUpCode).toHaveBeenCalledWith('jordan@demo.test');
  });

  test('a verified account says so, stays disabled, and goes on after the redirect delay', async () => {
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } } as Awaited<ReturnType<typeof auth.confirmSignUp>>);
    const onVerified = jest.fn();
    const { user } = renderScreen(<VerifyForm username="" onSignIn={jest.fn()} onVerified={onVerified} />);
    await user.type(screen.getByLabelText('Email'), 'jordan@demo.test');
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));

    expect(await screen.findByText('Account verified successfully! Redirecting to sign-in...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Account' })).toBeDisabled();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('jordan@demo.test'), { timeout: 4000 });
  });
});
