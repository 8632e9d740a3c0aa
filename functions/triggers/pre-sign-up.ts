/**
 * Cognito PreSignUp trigger: a self sign-up is held to the same text rules as a user an admin creates
 * (name: required, at most 200 characters, no control characters; a valid e-mail). A refusal stops the
 * sign-up, and the sign-up form shows the sentence.
 */
import middy from '@middy/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpAttributes } from '../../shared/users/schemas';
import { describeIssue } from '../core/define-route';

async function checkSignUp(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const result = signUpAttributes.safeParse(event.request.userAttributes);
  if (!result.success) throw new Error(describeIssue(result.error, 'sign-up'));
  return event;
}

export const handler = middy<PreSignUpTriggerEvent, PreSignUpTriggerEvent>().handler(checkSignUp);
