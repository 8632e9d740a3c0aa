import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  confirmUserAttribute,
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  type ConfirmSignInOutput,
  type ConfirmSignUpOutput,
  type ResetPasswordOutput,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';
import { getRuntimeConfig } from './runtime-config';

/**
 * The identity provider's flows (sign in and its SRP maths, sign up, codes, password reset, sign out):
 * the bulk of Amplify Auth, loaded by lib/auth on first use rather than with the entry, so the sign-in
 * page renders without it. Import lib/auth, not this module.
 */

export function signIn(username: string, password: string): Promise<SignInOutput> {
  return amplifySignIn({
    username,
    password,
    options: { authFlowType: getRuntimeConfig().authFlowType },
  });
}

/**
 * Cognito's choice-based sign-in asking for an e-mailed code (`USER_AUTH`, `EMAIL_OTP`), on the
 * e-mail-code app client lib/auth has configured; the code is answered with `confirmSignIn`.
 */
export function signInWithEmailCode(username: string): Promise<SignInOutput> {
  return amplifySignIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' } });
}

export function confirmNewPassword(newPassword: string): Promise<ConfirmSignInOutput> {
  return amplifyConfirmSignIn({ challengeResponse: newPassword });
}

export function signUp(input: { name: string; email: string; password: string; locale: 'en' | 'fr' }): Promise<SignUpOutput> {
  return amplifySignUp({
    username: input.email,
    password: input.password,
    // `locale`: the language the sign-up page was shown in (Cognito's e-mails, the new record's language).
    options: { userAttributes: { email: input.email, name: input.name, locale: input.locale } },
  });
}

export function confirmSignUp(username: string, code: string): Promise<ConfirmSignUpOutput> {
  return amplifyConfirmSignUp({ username, confirmationCode: code });
}

export async function resendSignUpCode(username: string): Promise<void> {
  await amplifyResendSignUpCode({ username });
}

export function requestPasswordReset(username: string): Promise<ResetPasswordOutput> {
  return amplifyResetPassword({ username });
}

export function confirmPasswordReset(input: { username: string; code: string; newPassword: string }): Promise<void> {
  return amplifyConfirmResetPassword({
    username: input.username,
    confirmationCode: input.code,
    newPassword: input.newPassword,
  });
}

export function signOut(): Promise<void> {
  return amplifySignOut();
}

export function confirmEmailCode(code: string): Promise<void> {
  return confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}

/** Starts two-factor enrolment: the secret to type into an authenticator app and its otpauth:// URI (for a QR code). */
export async function startTotpSetup(issuer: string, accountName: string): Promise<{ secret: string; uri: string }> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, accountName).toString() };
}

/** Finishes enrolment with a code from the app, and makes the app the way to sign in from now on. */
export async function confirmTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export async function turnOffTotp(): Promise<void> {
  await updateMFAPreference({ totp: 'DISABLED' });
}

export async function isTotpOn(): Promise<boolean> {
  const preference = await fetchMFAPreference();
  return preference.enabled?.includes('TOTP') ?? false;
}
