/**
 * User pool settings shared by the CDK Auth construct and the local cognito-local bootstrap,
 * so both pools behave alike.
 */
export const USER_POOL_NAME = 'portal-users';
/** The app client people sign in to with their password (staff: then their second factor). */
export const USER_POOL_CLIENT_NAME = 'portal-web';
/**
 * The app client of sign-in by e-mail code (Cognito's choice-based `USER_AUTH` with `EMAIL_OTP`),
 * for clients: the API refuses a staff member's tokens of this client on every route
 * (functions/core/staff-sign-in.ts), so staff keep their password and second factor.
 */
export const USER_POOL_EMAIL_CODE_CLIENT_NAME = 'portal-web-email-code';

/** Digits of a sign-in code Cognito e-mails (`EMAIL_OTP`): eight, a length Cognito does not let a pool change. */
export const EMAIL_SIGN_IN_CODE_LENGTH = 8;

/**
 * How long an app client's authentication session lasts (`AuthSessionValidity`, minutes): a sign-in
 * code must be answered within it. Cognito's default and minimum (3 to 15).
 */
export const AUTH_SESSION_MINUTES = 3;
export const ADMIN_GROUP = 'admin';

/** Custom attributes (`custom:userType`, `custom:orgId`); the web client may read but never write them. */
export const CUSTOM_ATTRIBUTES = ['userType', 'orgId'] as const;

/**
 * The pool's password policy: CDK deploys it (infra/auth.ts), the local pool is made with it and
 * enforces it (local/bootstrap-user-pool.ts, cognito-pool-rules.ts), and the forms describe it
 * ({@link describePasswordPolicy}).
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireLowercase: boolean;
  readonly requireUppercase: boolean;
  readonly requireDigits: boolean;
  readonly requireSymbols: boolean;
}

/** Every rule of the policy in one sentence, e.g. "At least 8 characters, with an upper-case letter, a lower-case letter and a number." */
export function describePasswordPolicy(policy: PasswordPolicy = PASSWORD_POLICY): string {
  const needs = [
    policy.requireUppercase ? 'an upper-case letter' : undefined,
    policy.requireLowercase ? 'a lower-case letter' : undefined,
    policy.requireDigits ? 'a number' : undefined,
    policy.requireSymbols ? 'a symbol' : undefined,
  ].filter((need): need is string => need !== undefined);
  const list = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : (needs[0] ?? '');
  return `At least ${policy.minLength} characters${list ? `, with ${list}` : ''}.`;
}

/**
 * Attributes the web client may write on its own user (self sign-up): never the custom ones. `locale`
 * is the language the sign-up page was shown in ('en' or 'fr'): the new record's language, and the
 * language of Cognito's e-mails before the record exists.
 */
export const CLIENT_WRITE_ATTRIBUTES = ['email', 'name', 'phone_number', 'locale'] as const;
export const CLIENT_READ_ATTRIBUTES = ['email', 'email_verified', 'name', 'phone_number', 'locale', 'custom:userType', 'custom:orgId'] as const;

/** The org a self-registered user joins (the deployment's default org). */
export const DEFAULT_ORG_ID = 'default-org';
