/**
 * Cognito CustomMessage trigger: the verification, password-reset, invitation, new-address and
 * sign-in code e-mails in the portal's words (functions/triggers/cognito-messages.ts). The reset
 * e-mail links to the portal's /reset-password screen; the invitation names the portal, the sign-in
 * by e-mailed code and the temporary password.
 *
 * Each is written in the language of the user's `locale` attribute: the sign-up page's language at
 * sign-up, the language the admin chose in the Create New User dialog for an invited user, and the
 * user's choice from then on (PATCH /v1/me/settings copies it there). A user invited without one (a
 * new case's client) gets an English invitation (docs/i18n.md).
 *
 * Each names the firm of the user's org (its `custom:orgId`, which only the server writes): one read
 * of the org's record. A user of no org yet (a self sign-up being verified), an org without a name,
 * or a read that fails, gets the deployment's firm name: the e-mail still goes out.
 */
import middy from '@middy/core';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '../core/config';
import { languageOfSignIn } from '../core/i18n';
import { describeError, logger } from '../core/logger';
import { getOrg } from '../orgs';
import {
  type CognitoMessage,
  type MessageContext,
  attributeVerificationMessage,
  invitationMessage,
  resetPasswordMessage,
  signInCodeMessage,
  verificationMessage,
} from './cognito-messages';

const MESSAGES: Partial<Record<CustomMessageTriggerEvent['triggerSource'], (context: MessageContext) => CognitoMessage>> = {
  CustomMessage_SignUp: verificationMessage,
  CustomMessage_ResendCode: verificationMessage,
  CustomMessage_ForgotPassword: resetPasswordMessage,
  CustomMessage_AdminCreateUser: invitationMessage,
  CustomMessage_UpdateUserAttribute: attributeVerificationMessage,
  CustomMessage_VerifyUserAttribute: attributeVerificationMessage,
  // A sign-in by e-mailed code (USER_AUTH with EMAIL_OTP).
  CustomMessage_Authentication: signInCodeMessage,
};

/** The name of the firm whose user this is (see above). */
async function firmNameOf(orgId: string | undefined): Promise<string> {
  if (!orgId) return config.firmName;
  try {
    return (await getOrg(orgId))?.name || config.firmName;
  } catch (error) {
    logger.warn("Could not read the user's firm: the e-mail names the deployment's", { orgId, ...describeError(error) });
    return config.firmName;
  }
}

async function writeMessage(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const write = MESSAGES[event.triggerSource];
  if (!write) return event;
  const message = write({
    firmName: await firmNameOf(event.request.userAttributes['custom:orgId']),
    portalUrl: config.portalUrl.replace(/\/+$/, ''),
    email: event.request.userAttributes.email ?? '',
    codeParameter: event.request.codeParameter ?? '{####}',
    usernameParameter: event.request.usernameParameter ?? undefined,
    language: languageOfSignIn(event.request.userAttributes.locale),
  });
  event.response.emailSubject = message.emailSubject;
  event.response.emailMessage = message.emailMessage;
  return event;
}

export const handler = middy<CustomMessageTriggerEvent, CustomMessageTriggerEvent>().handler(writeMessage);
