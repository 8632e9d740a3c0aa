/** Cognito trigger events as the user pool sends them, for calling trigger handlers directly. */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';

export function postConfirmationEvent(
  userAttributes: Record<string, string>,
  triggerSource: PostConfirmationTriggerEvent['triggerSource'] = 'PostConfirmation_ConfirmSignUp',
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_unitTest',
    userName: userAttributes.sub ?? 'unknown',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'portal-web' },
    triggerSource,
    request: { userAttributes },
    response: {},
  };
}
