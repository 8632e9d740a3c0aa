/**
 * Auth: the Cognito user pool the web signs in with, the `admin` group and the web app client.
 * Pool settings shared with the local cognito-local bootstrap come from shared/user-pool.ts.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
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
  CLIENT_READ_ATTRIBUTES,
  CLIENT_WRITE_ATTRIBUTES,
  CUSTOM_ATTRIBUTES,
  PASSWORD_POLICY,
  USER_POOL_CLIENT_NAME,
  USER_POOL_NAME,
} from '../shared/user-pool';

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
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The token issuer the API's JWT authorizer trusts. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    // Role and org must only ever be set by the server (admin APIs), never by the browser.
    const writable = toClientAttributes(CLIENT_WRITE_ATTRIBUTES).attributes();
    const protectedAttributes = CUSTOM_ATTRIBUTES.map((name) => `custom:${name}`);
    const leaked = protectedAttributes.filter((name) => writable.includes(name));
    if (leaked.length > 0) throw new Error(`The web client must not write ${leaked.join(', ')}`);

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
      email: UserPoolEmail.withCognito(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Law-firm staff; mirrors userType=admin of the Users table record for the UI',
    });

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: USER_POOL_CLIENT_NAME,
      generateSecret: false,
      // Sign-in happens in the app's own forms (Amplify Auth), not the hosted UI / OAuth.
      disableOAuth: true,
      // SRP in the browser; USER_PASSWORD_AUTH kept for parity with cognito-local (no SRP there).
      authFlows: { userSrp: true, userPassword: true },
      readAttributes: toClientAttributes(CLIENT_READ_ATTRIBUTES),
      writeAttributes: toClientAttributes(CLIENT_WRITE_ATTRIBUTES),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

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
          'Clients of the firm sign themselves up with e-mail + password as the specification describes; MFA is not part of the specified sign-in flow. Revisit with the firm before enabling (optional TOTP can be turned on later without replacing the pool).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (compromised-credential and adaptive-authentication checks) needs the Cognito Plus feature plan, a per-user cost the firm has not agreed to; e-mail verification, the password policy and user-existence-error prevention are on. Switch featurePlan to PLUS when agreed.',
      },
    );
  }
}
