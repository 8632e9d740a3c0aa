/**
 * Cognito PostConfirmation trigger: a user who signed up and confirmed their e-mail becomes a client
 * of the deployment's default org, in the language their sign-up's `locale` names (when it is one of
 * ours). Idempotent: a record that this user's earlier delivery wrote is the result; an e-mail guard
 * held by ANOTHER user is a refusal, never taken for a repeat.
 *
 * The name is held to the shared text rules (PreSignUp refuses first; a name that reaches this point
 * anyway — an attribute changed in between — is cleaned rather than stored as given).
 */
import middy from '@middy/core';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { User } from '../../shared/users/types';
import { config } from '../core/config';
import { isClientCreatedMeanwhile } from '../users';
import { logger } from '../core/logger';
import { ensureOrg } from '../orgs';
import { findUserIdByEmail, createUserRecord, getUserById } from '../users';
import { countMetric } from '../core/metrics';
import { METRICS } from '../../shared/core/observability';
import { languageOfLocale } from '../../shared/settings/language';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]|\p{Cs}/gu;
const MAX_NAME = 200;

/** The sign-up's name under the shared text rules: control characters removed, at most 200 characters. */
export function cleanName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/gu, ' ').trim().slice(0, MAX_NAME).trim();
  return cleaned === '' ? fallback : cleaned;
}

async function registerClient(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email?.trim().toLowerCase();
  if (!userId || !email) throw new Error('Confirmed user has no sub or email');
  const orgId = config.defaultOrgId;
  await ensureOrg({ orgId, name: 'Default organization', address: '', phone: '', email: '', website: '' });
  const user: User = {
    userId,
    orgId,
    name: cleanName(attributes.name, email),
    email,
    phone: attributes.phone_number ?? '',
    userType: 'client',
    status: 'active',
    dateCreated: new Date().toISOString(),
    photoURL: '',
  };
  // The sign-up's locale (the web sends the language it was shown in) is the user's language until they choose one.
  const language = languageOfLocale(attributes.locale);
  if (language) user.language = language;
  try {
    await createUserRecord(user);
    logger.info('Registered a self-signed-up client', { userId, orgId });
    countMetric(METRICS.signUps);
  } catch (error) {
    // Cognito may deliver the trigger twice: a record written by the first delivery is the result.
    if (!isClientCreatedMeanwhile(error)) throw error;
    const [guardHolder, record] = await Promise.all([findUserIdByEmail(email), getUserById(userId)]);
    if (guardHolder !== userId || !record) throw new Error('This e-mail address belongs to another user of the portal');
  }
  return event;
}

export const handler = middy<PostConfirmationTriggerEvent, PostConfirmationTriggerEvent>().handler(registerClient);
