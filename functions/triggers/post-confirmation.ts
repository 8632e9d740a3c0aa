/**
 * Cognito PostConfirmation trigger: a user who signed up and confirmed their e-mail becomes a client
 * of the deployment's default org. Idempotent: a record that exists already is left as it is.
 */
import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { User } from '../../shared/types';
import { config } from '../lib/config';
import { isClientCreatedMeanwhile } from '../lib/domain/clients';
import { logger } from '../lib/logger';
import { ensureOrg } from '../lib/repositories/orgs';
import { createUserRecord } from '../lib/repositories/users';

async function registerClient(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email;
  if (!userId || !email) throw new Error('Confirmed user has no sub or email');
  const orgId = config.defaultOrgId;
  await ensureOrg({ orgId, name: 'Default organization', address: '', phone: '', email: '', website: '' });
  const user: User = {
    userId,
    orgId,
    name: attributes.name ?? email,
    email,
    phone: attributes.phone_number ?? '',
    userType: 'client',
    status: 'active',
    dateCreated: new Date().toISOString(),
    photoURL: '',
  };
  try {
    await createUserRecord(user);
    logger.info('Registered a self-signed-up client', { userId, orgId });
  } catch (error) {
    // Cognito may deliver the trigger twice: a record written by the first delivery is the result.
    if (!isClientCreatedMeanwhile(error)) throw error;
  }
  return event;
}

export const handler = middy<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>().handler(registerClient);
