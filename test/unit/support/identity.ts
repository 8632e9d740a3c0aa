/** The user pool as the mocked Cognito client answers it: no sign-in yet, an invitation, an orphan sign-in. */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AwsStub } from 'aws-sdk-client-mock';

export type CognitoMock = AwsStub<ServiceInputTypes, ServiceOutputTypes, CognitoIdentityProviderClientResolvedConfig>;

/** The `sub` Cognito gives the sign-in it creates for an invited client. */
export const INVITED_SUB = 'u-invited';

export function userNotFound(): UserNotFoundException {
  return new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });
}

/** No sign-in exists for any e-mail, and an invitation creates one with `sub`. */
export function givenNoSignInYet(cognito: CognitoMock, sub = INVITED_SUB): void {
  cognito.on(AdminGetUserCommand).rejects(userNotFound());
  cognito.on(AdminCreateUserCommand).resolves({ User: { Username: sub, Attributes: [{ Name: 'sub', Value: sub }] } });
}

/** A sign-in exists already (with no Users record: an orphan the server adopts). */
export function givenOrphanSignIn(cognito: CognitoMock, sub: string): void {
  cognito.on(AdminGetUserCommand).resolves({ Username: sub, UserAttributes: [{ Name: 'sub', Value: sub }] });
}

/** A self sign-up exists for the e-mail but was never confirmed; an invitation then creates `sub`. */
export function givenUnconfirmedSignUp(cognito: CognitoMock, unconfirmedSub: string, sub = INVITED_SUB): void {
  cognito
    .on(AdminGetUserCommand)
    .resolves({ Username: unconfirmedSub, UserStatus: 'UNCONFIRMED', UserAttributes: [{ Name: 'sub', Value: unconfirmedSub }] });
  cognito.on(AdminCreateUserCommand).resolves({ User: { Username: sub, Attributes: [{ Name: 'sub', Value: sub }] } });
}

/** The attributes each sign-in creation (AdminCreateUser but the invitation's RESEND) asked for, by name. */
export function invitedAttributes(cognito: CognitoMock): Record<string, string | undefined>[] {
  return cognito.commandCalls(AdminCreateUserCommand).filter((call) => call.args[0].input.MessageAction !== 'RESEND').map((call) =>
    Object.fromEntries((call.args[0].input.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value])),
  );
}
