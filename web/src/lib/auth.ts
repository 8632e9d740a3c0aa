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

/**
 * The user pool's app client a session is of: the password one (everyone's password; staff add
 * their second factor), or the e-mail-code one (Cognito's choice-based sign-in, for clients: the API
 * refuses a staff member's session of it). Amplify keeps a session under its app client's id, so the
 * client of the last sign-in is remembered on this device: after a reload the session is found under
 * it, and its tokens are refreshed by it.
 */
export type SignInClient = 'password' | 'emailCode';

const SIGN_IN_CLIENT_KEY = 'portal.signInClient';

let runtimeConfig: RuntimeConfig | undefined;
let activeClient: SignInClient = 'password';

function rememberedClient(): SignInClient {
  try {
    return localStorage.getItem(SIGN_IN_CLIENT_KEY) === 'emailCode' ? 'emailCode' : 'password';
  } catch {
    return 'password';
  }
}

function remember(client: SignInClient): void {
  try {
    if (client === 'password') localStorage.removeItem(SIGN_IN_CLIENT_KEY);
    else localStorage.setItem(SIGN_IN_CLIENT_KEY, client);
  } catch {
    // No storage (a private window): the session lasts until the page is reloaded.
  }
}

/** Points Amplify at an app client (the password one when the deployment has no e-mail-code client). */
function pointAmplifyAt(config: RuntimeConfig, client: SignInClient): void {
  const emailCodeClientId = config.userPoolEmailCodeClientId;
  activeClient = client === 'emailCode' && emailCodeClientId ? 'emailCode' : 'password';
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: activeClient === 'emailCode' && emailCodeClientId ? emailCodeClientId : config.userPoolClientId,
        // cognito-local locally; the regional Cognito endpoint otherwise.
        ...(config.cognitoEndpoint === undefined ? {} : { userPoolEndpoint: config.cognitoEndpoint }),
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** Before a sign-in: its app client, remembered for the session it opens. */
function signInWith(client: SignInClient): void {
  if (runtimeConfig && client !== activeClient) pointAmplifyAt(runtimeConfig, client);
  remember(activeClient);
}

export function configureAuth(config: RuntimeConfig): void {
  runtimeConfig = config;
  pointAmplifyAt(config, rememberedClient());
  markConfigured();
}

/** Whether this deployment offers sign-in by e-mailed code (its pool sends codes through SES; always locally). */
export function emailCodeSignInOffered(config: RuntimeConfig): boolean {
  return config.userPoolEmailCodeClientId !== undefined;
}

export type SignInStep = SignInOutput['nextStep']['signInStep'];

const flows = () => import('./auth-flows');

export async function signIn(username: string, password: string): Promise<SignInOutput> {
  const { signIn: signInWithPassword } = await flows();
  signInWith('password');
  return signInWithPassword(username, password);
}

/** Starts a sign-in by e-mailed code: Cognito e-mails one (its answer: `CONFIRM_SIGN_IN_WITH_EMAIL_CODE`). */
export async function signInWithEmailCode(username: string): Promise<SignInOutput> {
  const { signInWithEmailCode: start } = await flows();
  signInWith('emailCode');
  return start(username);
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

/** Ends the session (under its own app client), then the next sign-in starts from the password client. */
export async function signOut(): Promise<void> {
  await (await flows()).signOut();
  signInWith('password');
}

/** Answers a sign-in challenge: the new password of an invited user, the authenticator app's code, or the e-mailed code. */
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
