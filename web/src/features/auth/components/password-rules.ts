/**
 * The auth page's own form rules (zod), for the forms the shared schemas do not cover: the e-mail of
 * a password-reset request, the verification code, and a new password with its confirmation. Same
 * words as the shared sign-up schema (spec section 5).
 */
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, MIN_RESET_LINK_PASSWORD_LENGTH } from '@shared/auth/constants';

// The hint under the new-password fields lives apart (the sign-in page shows it without zod).
export { passwordHint } from './password-hint';

const emailField = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Enter a valid email address'));
const codeField = z.string().check(z.trim(), z.minLength(1, 'Enter the verification code'));
const newPassword = z.string().check(
  z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
);
const confirmPassword = z.string().check(z.minLength(1, 'Confirm your password'));
/** The confirmation must repeat the password; said under the confirmation. */
const passwordsMatch = () =>
  z.refine<{ newPassword: string; confirmPassword: string }>((value) => value.newPassword === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Forgot password, first step: the account's e-mail. */
export const resetRequestSchema = z.object({ username: emailField });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** Forgot password, second step: the e-mailed code and the new password. */
export const resetPasswordSchema = z.object({ code: codeField, newPassword, confirmPassword }).check(passwordsMatch());
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** First sign-in of an invited user: the password they choose. */
export const newPasswordSchema = z.object({ newPassword, confirmPassword }).check(passwordsMatch());
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** Sign-up verification: the account's e-mail and the code sent to it. */
export const verifySchema = z.object({ email: emailField, code: codeField });
export type VerifyInput = z.input<typeof verifySchema>;

/** The e-mailed reset link's screen (spec section 5): 6 characters each, and they must match. */
const linkPassword = z.string().check(
  z.minLength(MIN_RESET_LINK_PASSWORD_LENGTH, `Password must be at least ${MIN_RESET_LINK_PASSWORD_LENGTH} characters`),
);
export const resetLinkSchema = z.object({ password: linkPassword, confirmPassword: linkPassword }).check(
  z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
    // Said only when both passwords are long enough.
    when: (payload) => payload.issues.length === 0,
  }),
);
export type ResetLinkInput = z.input<typeof resetLinkSchema>;
