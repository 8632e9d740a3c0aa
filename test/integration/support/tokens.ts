/** Real tokens from the stack's cognito-local (USER_PASSWORD_AUTH, as the web app signs in locally). */
import { ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD, type StackInfo } from '../../../local';
import { cognito } from './cognito';
import { stack } from './stack';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in at a stack's pool (the default stack's unless told). */
export async function signIn(email: string, password: string = DEMO_PASSWORD, info: StackInfo = stack()): Promise<Tokens> {
  const { AuthenticationResult: result, ChallengeName } = await cognito(info).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: info.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) {
    throw new Error(`Sign-in of ${email} at ${info.url} gave no tokens${ChallengeName ? ` (challenge ${ChallengeName})` : ''}`);
  }
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

/** The integration stack's cognito-local sends this code for every confirmation (its CODE variable). */
export const CONFIRMATION_CODE = '424242';

/**
 * How long the integration stack's sign-in sessions last, in seconds (COGNITO_LOCAL_AUTH_SESSION_SECONDS;
 * 3 minutes in AWS): an e-mailed code must be answered within it, and a test of an expired code
 * waits it out.
 */
export const EMAIL_CODE_SESSION_SECONDS = 10;

export interface NewSignUp {
  email: string;
  password: string;
  name: string;
}

/** Signs up through the app client, as the web's sign-up form does (the pool's answer, or its refusal). */
export function signUp(user: NewSignUp) {
  return cognito().send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: user.email,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'name', Value: user.name },
      ],
    }),
  );
}

/** Signs up through the app client, as the web's sign-up form does, and confirms the e-mail; returns the `sub`. */
export async function signUpAndConfirm(user: NewSignUp): Promise<string> {
  const { UserSub } = await signUp(user);
  if (!UserSub) throw new Error(`Sign-up of ${user.email} gave no sub`);
  await cognito().send(
    new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: user.email, ConfirmationCode: CONFIRMATION_CODE }),
  );
  return UserSub;
}

/** The `sub` claim of a token (not verified: for building paths in tests). */
export function subject(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string };
  if (!payload.sub) throw new Error('token has no sub');
  return payload.sub;
}
