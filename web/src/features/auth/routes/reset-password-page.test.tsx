import { screen, waitFor } from '@testing-library/react';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import * as auth from '@/lib/auth';
import { findToast, renderScreen } from '@test-support/render';

const confirmPasswordReset = jest.mocked(auth.confirmPasswordReset);
const LINK = '/reset-password?token=123456&type=recovery&email=jordan%40demo.test';

describe('ResetPasswordPage (the e-mailed reset link)', () => {
  test('says the link is invalid without a token', () => {
    renderScreen(<ResetPasswordPage />, { route: '/reset-password?type=recovery', path: '/reset-password' });
    expect(screen.getByText(/This password reset link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
  });

  test('refuses short passwords, then a mismatch, in the spec words', async () => {
    const { user } = renderScreen(<ResetPasswordPage />, { route: LINK, path: '/reset-password' });
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Password must be at least 6 characters')).toHaveLength(2);

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'abcdef');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  test('resets with the link code and account, then goes to sign-in', async () => {
    confirmPasswordReset.mockResolvedValue(undefined);
    const { user } = renderScreen(<ResetPasswordPage />, { route: LINK, path: '/reset-password' });
    await user.type(screen.getByLabelText('New Password'), 'Demo!Pass123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Demo!Pass123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(confirmPasswordReset).toHaveBeenCalledWith({ username: 'jordan@demo.test', code: '123456', newPassword: 'Demo!Pass123' }));
    expect(await findToast('Password has been reset successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });
});
