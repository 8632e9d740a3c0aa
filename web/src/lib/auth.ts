import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
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
  confirmUserAttribute,
} from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/runtime-config';
import { getRuntimeConfig } from './runtime-config';

/** Thin wrapper over Amplify Auth v6: the only module that talks to the identity provider. */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // cognito-local locally; the regional Cognito endpoint otherwise.
        ...(config.cognitoEndpoint === undefined ? {} : { userPoolEndpoint: config.cognitoEndpoint }),
        signUpVerificationMethod: 'code',
      },
    },
  });
}

export type SignInStep = SignInOutput['nextStep']['signInStep'];

export function signIn(username: string, password: string): Promise<SignInOutput> {
  return amplifySignIn({
    username,
    password,
    options: { authFlowType: getRuntimeConfig().authFlowType },
  });
}

/** Answers the "new password required" challenge of an invited user's first sign-in. */
export function confirmNewPassword(newPassword: string): Promise<ConfirmSignInOutput> {
  return amplifyConfirmSignIn({ challengeResponse: newPassword });
}

export function signUp(input: { name: string; email: string; password: string }): Promise<SignUpOutput> {
  return amplifySignUp({
    username: input.email,
    password: input.password,
    options: { userAttributes: { email: input.email, name: input.name } },
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

/** The access token for the API's bearer header (refreshed by Amplify when close to expiry). */
export async function getAccessToken(): Promise<string> {
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken?.toString();
  if (!token) throw new Error('No access token found');
  return token;
}

/** The signed-in user's id (the access token's `sub`), or null when there is no session. */
export async function getSessionUserId(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    const sub = session.tokens?.accessToken?.payload.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    // A broken or expired stored session is the same as no session.
    return null;
  }
}

/** Amplify errors carry the Cognito exception name; the message is the provider's own words. */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** Confirms a new e-mail address with the code the identity provider sent to it. */
export function confirmEmailCode(code: string): Promise<void> {
  return confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}
