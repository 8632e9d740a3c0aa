/**
 * Auth: the Cognito user pool the web signs in with, the `admin` group and its two app clients —
 * the password one (SRP; staff add their second factor) and, when the pool e-mails through SES, the
 * e-mail-code one (Cognito's choice-based sign-in, `USER_AUTH` with `EMAIL_OTP`, for clients). The
 * API accepts the tokens of both, and refuses a staff member's of the second on every route
 * (functions/core/staff-sign-in.ts). Pool settings shared with the local cognito-local bootstrap
 * come from shared/auth/user-pool.ts.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  CfnUserPoolGroup,
  ClientAttributes,
  StringAttribute,
  type StandardAttributesMask,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import {
  ADMIN_GROUP,
  AUTH_SESSION_MINUTES,
  CLIENT_READ_ATTRIBUTES,
  CLIENT_WRITE_ATTRIBUTES,
  CUSTOM_ATTRIBUTES,
  PASSWORD_POLICY,
  USER_POOL_CLIENT_NAME,
  USER_POOL_EMAIL_CODE_CLIENT_NAME,
  USER_POOL_NAME,
} from '../shared/auth/user-pool';

/** Cognito's standard attribute names → the CDK mask keys that select them. */
const STANDARD_ATTRIBUTE_KEYS: Record<string, keyof StandardAttributesMask> = {
  address: 'address',
  birthdate: 'birthdate',
  email: 'email',
  email_verified: 'emailVerified',
  family_name: 'familyName',
  gender: 'gender',
  given_name: 'givenName',
  locale: 'locale',
  middle_name: 'middleName',
  name: 'fullname',
  nickname: 'nickname',
  phone_number: 'phoneNumber',
  phone_number_verified: 'phoneNumberVerified',
  picture: 'profilePicture',
  preferred_username: 'preferredUsername',
  profile: 'profilePage',
  updated_at: 'lastUpdateTime',
  website: 'website',
  zoneinfo: 'timezone',
};

/** Turns a list of Cognito attribute names (`email`, `custom:orgId`) into CDK ClientAttributes. */
export function toClientAttributes(names: readonly string[]): ClientAttributes {
  const standard: Record<string, boolean> = {};
  const custom: string[] = [];
  for (const name of names) {
    if (name.startsWith('custom:')) {
      custom.push(name);
      continue;
    }
    const key = STANDARD_ATTRIBUTE_KEYS[name];
    if (!key) throw new Error(`Unknown Cognito standard attribute "${name}"`);
    standard[key] = true;
  }
  return new ClientAttributes().withStandardAttributes(standard).withCustomAttributes(...custom);
}

export interface AuthProps {
  /** Deploy stage, part of the pool's name so stages are told apart in the console. */
  readonly stage: string;
  /** Cognito threat protection; anything but `off` needs (and selects) the Plus feature plan. */
  readonly threatProtection?: 'off' | 'audit' | 'enforced';
  /** A sender verified in SES: Cognito sends through SES from it (else Cognito's own sender). */
  readonly sesFromAddress?: string;
  /** SES's region for that sender (the deploy region). */
  readonly sesRegion?: string;
  readonly firmName?: string;
}

const THREAT_PROTECTION_MODES = {
  audit: StandardThreatProtectionMode.AUDIT_ONLY,
  enforced: StandardThreatProtectionMode.FULL_FUNCTION,
} as const;

export class Auth extends Construct {
  readonly userPool: UserPool;
  /** The password app client (SRP): every staff session is one of its. */
  readonly webClient: UserPoolClient;
  /**
   * The e-mail-code app client (`USER_AUTH` only), made when the pool e-mails through SES (Cognito
   * sends sign-in codes only through a developer sender): without one, sign-in is by password only.
   */
  readonly emailCodeClient?: UserPoolClient;
  /** The token issuer the API's JWT authorizer trusts. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    // Role and org must only ever be set by the server (admin APIs), never by the browser.
    const writable = toClientAttributes(CLIENT_WRITE_ATTRIBUTES).attributes();
    const protectedAttributes = CUSTOM_ATTRIBUTES.map((name) => `custom:${name}`);
    const leaked = protectedAttributes.filter((name) => writable.includes(name));
    if (leaked.length > 0) throw new Error(`The web client must not write ${leaked.join(', ')}`);

    // Sign-in codes go out only through the pool's own SES sender (Cognito's default sender sends none).
    const emailCodes = props.sesFromAddress !== undefined;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${USER_POOL_NAME}-${props.stage}`,
      // The e-mail is the user name.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your verification code',
        emailBody: 'Your verification code is {####}',
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: Object.fromEntries(
        CUSTOM_ATTRIBUTES.map((name) => [name, new StringAttribute({ mutable: true })]),
      ),
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: props.sesFromAddress
        ? UserPoolEmail.withSES({ fromEmail: props.sesFromAddress, fromName: props.firmName, sesRegion: props.sesRegion })
        : UserPoolEmail.withCognito(),
      // Optional two-factor sign-in by authenticator app (TOTP); SMS is not offered.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Essentials: choice-based sign-in (e-mailed codes); Plus with threat protection.
      ...(props.threatProtection && props.threatProtection !== 'off'
        ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: THREAT_PROTECTION_MODES[props.threatProtection] }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      // A password stays a first factor for everyone; an e-mailed code joins it where Cognito can send one.
      signInPolicy: { allowedFirstAuthFactors: { password: true, emailOtp: emailCodes } },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Law-firm staff; mirrors userType=admin of the Users table record for the UI',
    });

    // What both app clients are: public (no secret), signed in from the app's own forms (Amplify
    // Auth, not the hosted UI / OAuth), with the same attributes, tokens and existence errors hidden.
    const appClient = {
      generateSecret: false,
      disableOAuth: true,
      // A sign-in (and an e-mailed code) must be answered within the session (Cognito's default,
      // said in the code's e-mail).
      authSessionValidity: Duration.minutes(AUTH_SESSION_MINUTES),
      readAttributes: toClientAttributes(CLIENT_READ_ATTRIBUTES),
      writeAttributes: toClientAttributes(CLIENT_WRITE_ATTRIBUTES),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    } as const;

    this.webClient = this.userPool.addClient('WebClient', {
      ...appClient,
      userPoolClientName: USER_POOL_CLIENT_NAME,
      // SRP only: the password never leaves the browser. (cognito-local has no SRP, so only the
      // local pool allows USER_PASSWORD_AUTH; config.json tells the web which flow to use.) No
      // USER_AUTH: an e-mailed code never opens a session of this client, the staff's.
      authFlows: { userSrp: true },
    });

    this.emailCodeClient = emailCodes
      ? this.userPool.addClient('EmailCodeClient', {
          ...appClient,
          userPoolClientName: USER_POOL_EMAIL_CODE_CLIENT_NAME,
          // Choice-based sign-in only (the app asks for EMAIL_OTP): no password flow of its own, so a
          // password session is always the web client's.
          authFlows: { user: true },
        })
      : undefined;

    this.issuerUrl = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The password rules are the product specification (shared/user-pool.ts PASSWORD_POLICY: 8+ characters with lower case, upper case and a digit), enforced identically in the forms and locally; symbols are not required by the spec.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is OPTIONAL (TOTP by authenticator app), not REQUIRED: the firm\'s clients sign themselves up, and the portal lets each user (and a firm for its staff) turn two-factor sign-in on; requiring it pool-wide would lock out clients without an authenticator app.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (compromised-credential and adaptive-authentication checks) needs the Cognito Plus feature plan, a per-user cost the firm has not agreed to; e-mail verification, the password policy and user-existence-error prevention are on. The pool is on Essentials (choice-based sign-in by e-mailed code); -c threatProtection=audit or enforced selects Plus when agreed.',
      },
    );
  }
}
