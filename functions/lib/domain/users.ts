/** Users as admins manage them: create clients, update them, keep sign-in in step with the record. */
import type { CreateUserBody, UpdateUserBody } from '../../../shared/api-schemas';
import type { User } from '../../../shared/types';
import { type Caller, forgetCallers } from '../caller';
import { httpError } from '../http';
import { setIdentityEnabled, updateIdentity } from '../identity';
import { describeError, logger } from '../logger';
import { createUserRecord, getUserById, updateUserRecord } from '../repositories/users';
import { findClientByEmail, isClientCreatedMeanwhile, withNewClient } from './clients';

export const USER_NOT_FOUND = 'User not found';

/** A user of the caller's org; any other answers 404. */
export async function getUserOfOrg(caller: Caller, userId: string): Promise<User> {
  const user = await getUserById(userId);
  if (!user || user.orgId !== caller.orgId) throw httpError(404, USER_NOT_FOUND);
  return user;
}

/** Invites a new client user of the caller's org (409 when the e-mail is taken). */
export async function createClientUser(caller: Caller, body: CreateUserBody, now = new Date().toISOString()): Promise<User> {
  if (await findClientByEmail(caller, body.email)) throw httpError(409, 'A user with this email already exists');
  return withNewClient(caller, body, now, async (user) => {
    await createUserRecord(user);
    return user;
  });
}

/** Finds the org's client with this e-mail or invites one: the create-or-look-up of the spec. */
export async function ensureClientUser(caller: Caller, body: { email: string; name: string }): Promise<{ user: User; created: boolean }> {
  const existing = await findClientByEmail(caller, body.email);
  if (existing) return { user: existing, created: false };
  try {
    return { user: await createClientUser(caller, body), created: true };
  } catch (error) {
    // A concurrent request created this client a moment ago: that is the client.
    const raced = isClientCreatedMeanwhile(error) ? await findClientByEmail(caller, body.email) : undefined;
    if (!raced) throw error;
    return { user: raced, created: false };
  }
}

/**
 * Updates a user of the caller's org. The record changes first (it is what the API trusts); then
 * sign-in follows: attributes, and disabled/enabled with the status. If sign-in cannot follow, the
 * record is put back, so the two never disagree.
 */
export async function updateUser(caller: Caller, userId: string, changes: UpdateUserBody): Promise<User> {
  const before = await getUserOfOrg(caller, userId);
  const after = await updateUserRecord(before, changes);
  const attributeChanges = {
    email: after.email !== before.email ? after.email : undefined,
    name: after.name !== before.name ? after.name : undefined,
  };
  let attributesChanged = false;
  try {
    await updateIdentity(before.email, attributeChanges);
    attributesChanged = true;
    if (after.status !== before.status) await setIdentityEnabled(after.email, after.status === 'active');
  } catch (error) {
    logger.error('Sign-in could not follow a user update; restoring the record', { userId, ...describeError(error) });
    if (attributesChanged) {
      await updateIdentity(after.email, {
        email: attributeChanges.email === undefined ? undefined : before.email,
        name: attributeChanges.name === undefined ? undefined : before.name,
      }).catch((undo: unknown) => logger.error('Could not restore the sign-in attributes', { userId, ...describeError(undo) }));
    }
    await updateUserRecord(after, { name: before.name, email: before.email, phone: before.phone, status: before.status });
    throw error;
  } finally {
    forgetCallers(userId);
  }
  return after;
}
