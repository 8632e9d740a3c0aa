/**
 * User pool settings shared by the CDK Auth construct and the local cognito-local bootstrap,
 * so both pools behave alike.
 */
export const USER_POOL_NAME = 'portal-users';
export const USER_POOL_CLIENT_NAME = 'portal-web';
export const ADMIN_GROUP = 'admin';

/** Custom attributes (`custom:userType`, `custom:orgId`); the web client may read but never write them. */
export const CUSTOM_ATTRIBUTES = ['userType', 'orgId'] as const;

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

/** Attributes the web client may write on its own user (self sign-up): never the custom ones. */
export const CLIENT_WRITE_ATTRIBUTES = ['email', 'name', 'phone_number'] as const;
export const CLIENT_READ_ATTRIBUTES = ['email', 'email_verified', 'name', 'phone_number', 'custom:userType', 'custom:orgId'] as const;

/** The org a self-registered user joins (the deployment's default org). */
export const DEFAULT_ORG_ID = 'default-org';
