import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  type ConfirmSignInOutput,
  type ConfirmSignUpOutput,
  type ResetPasswordOutput,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { NO_ACCESS_TOKEN } from './api-error';

/**
 * Thin wrapper over Amplify Auth v6: the only module that talks to the identity provider. The entry
 * holds what every page needs (configuration, the stored session and its tokens); the flows (sign in,
 * sign up, codes, password reset, sign out) are in ./auth-flows, fetched the first time one is called.
 */
let markConfigured: () => void = () => undefined;
const configured = new Promise<void>((resolve) => {
  markConfigured = resolve;
});

/** Resolves once `configureAuth` has run: code that reads the session before the app renders waits for it. */
export function authConfigured(): Promise<void> {
  return configured;
}

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
  markConfigured();
}

export type SignInStep = SignInOutput['nextStep']['signInStep'];

const flows = () => import('./auth-flows');

export async function signIn(username: string, password: string): Promise<SignInOutput> {
  return (await flows()).signIn(username, password);
}

/** Answers the "new password required" challenge of an invited user's first sign-in. */
export async function confirmNewPassword(newPassword: string): Promise<ConfirmSignInOutput> {
  return (await flows()).confirmNewPassword(newPassword);
}

export async function signUp(input: { name: string; email: string; password: string; locale: 'en' | 'fr' }): Promise<SignUpOutput> {
  return (await flows()).signUp(input);
}

export async function confirmSignUp(username: string, code: string): Promise<ConfirmSignUpOutput> {
  return (await flows()).confirmSignUp(username, code);
}

export async function resendSignUpCode(username: string): Promise<void> {
  return (await flows()).resendSignUpCode(username);
}

export async function requestPasswordReset(username: string): Promise<ResetPasswordOutput> {
  return (await flows()).requestPasswordReset(username);
}

export async function confirmPasswordReset(input: { username: string; code: string; newPassword: string }): Promise<void> {
  return (await flows()).confirmPasswordReset(input);
}

export async function signOut(): Promise<void> {
  return (await flows()).signOut();
}

/** Answers a sign-in challenge: the new password of an invited user, or the authenticator app's code. */
export async function confirmSignInStep(response: string): Promise<ConfirmSignInOutput> {
  return (await flows()).confirmNewPassword(response);
}

/** Two-factor sign-in by authenticator app (TOTP): enrol, confirm, turn off, and whether it is on. */
export async function startTotpSetup(issuer: string, accountName: string): Promise<{ secret: string; uri: string }> {
  return (await flows()).startTotpSetup(issuer, accountName);
}

export async function confirmTotpSetup(code: string): Promise<void> {
  return (await flows()).confirmTotpSetup(code);
}

export async function turnOffTotp(): Promise<void> {
  return (await flows()).turnOffTotp();
}

export async function isTotpOn(): Promise<boolean> {
  return (await flows()).isTotpOn();
}

/** The access token for the API's bearer header (refreshed by Amplify when close to expiry). */
export async function getAccessToken(): Promise<string> {
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken?.toString();
  if (!token) throw new Error(NO_ACCESS_TOKEN);
  return token;
}

/**
 * The signed-in user's id (the access token's `sub`), or null when there is no session. Throws only
 * when the identity provider could not be reached to refresh the tokens (Amplify keeps them then): the
 * session may well be valid, so the caller retries instead of signing the user out.
 */
export async function getSessionUserId(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    const sub = session.tokens?.accessToken?.payload.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch (error) {
    if (isProviderUnreachable(error)) throw error;
    // A broken stored session, or a refresh the provider refused (revoked, user gone), is no session.
    return null;
  }
}

/** Amplify's name for a request that got no answer, and Cognito's for its own faults and throttles. */
const UNREACHABLE_PROVIDER_ERRORS = /^(NetworkError|InternalErrorException|TooManyRequestsException|LimitExceededException|ServiceUnavailable|ThrottlingException)/;

function isProviderUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && UNREACHABLE_PROVIDER_ERRORS.test(error.name));
}

/** Amplify errors carry the Cognito exception name; the message is the provider's own words. */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** Confirms a new e-mail address with the code the identity provider sent to it. */
export async function confirmEmailCode(code: string): Promise<void> {
  return (await flows()).confirmEmailCode(code);
}
