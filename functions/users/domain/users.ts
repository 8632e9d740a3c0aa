/** Users as admins manage them: create clients, update them, keep sign-in in step with the record. */
import type { CreateUserBody, UpdateUserBody } from '../../../shared/users/schemas';
import type { User } from '../../../shared/users/types';
import type { Caller } from '../../core/caller';
import { findIdentityBySub, requestIdentityEmailChange, setIdentityEnabled, signOutEverywhere, updateIdentityName } from '../../core/identity';
import { describeError, logger } from '../../core/logger';
import { everyItem } from '../../core/query-all';
import {
  EMAIL_TAKEN,
  LAST_ADMIN,
  type UserChanges,
  type UserUpdateGuards,
  createUserRecord,
  findUserIdByEmail,
  getUserById,
  listUsersOfOrg,
  updateUserRecord,
} from '../repository/users';
import { findClientByEmail, isClientCreatedMeanwhile, withNewClient } from './clients';
import { refusal } from '../../core/errors';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { USERS } from '../../../shared/users/refusals';


/** A user of the caller's org; any other answers 404. */
export async function getUserOfOrg(caller: Caller, userId: string): Promise<User> {
  const user = await getUserById(userId);
  if (!user || user.orgId !== caller.orgId) throw refusal(NOT_FOUND.USER);
  return user;
}

/** Invites a new client user of the caller's org (409 when the e-mail is taken). */
export async function createClientUser(caller: Caller, body: CreateUserBody, now = new Date().toISOString()): Promise<User> {
  if (await findClientByEmail(caller, body.email)) throw refusal(EMAIL_TAKEN);
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

/** Another active admin of the org than `userId`, if there is one (the org keeps at least one). */
async function anotherActiveAdmin(orgId: string, userId: string): Promise<string | undefined> {
  for await (const admin of everyItem((page) => listUsersOfOrg(orgId, 'admin', page), 100)) {
    if (admin.userId !== userId && admin.status === 'active') return admin.userId;
  }
  return undefined;
}

/** Runs a step that keeps sign-in in step with the record; the record stands when it fails. */
export async function followInSignIn(userId: string, step: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    logger.error('Sign-in could not follow a user update; the record stands', { userId, step, ...describeError(error) });
  }
}

/**
 * Updates a user of the caller's org. The record changes first — it is what the API trusts, so a
 * deactivation refuses the user from that moment even if the identity provider cannot follow (fail
 * closed); then sign-in follows, addressed by the user's immutable id: disabled and signed out
 * everywhere, or enabled; the new name.
 *
 * A new e-mail takes effect only once its owner verifies it: it is kept as `pendingEmail` (its guard
 * reserved, so nobody else takes it meanwhile) and the provider sends a code to it; sign-in keeps the
 * old address until {@link syncEmailFromSignIn}. The last active admin of an org cannot be deactivated.
 */
export async function updateUser(caller: Caller, userId: string, changes: UpdateUserBody): Promise<User> {
  const before = await getUserOfOrg(caller, userId);
  const recordChanges: UserChanges = {};
  if (changes.name !== undefined && changes.name !== before.name) recordChanges.name = changes.name;
  if (changes.phone !== undefined && changes.phone !== before.phone) recordChanges.phone = changes.phone;
  if (changes.status !== undefined && changes.status !== before.status) recordChanges.status = changes.status;
  const guards: UserUpdateGuards = {};

  const requestedEmail = changes.email;
  const newEmail = requestedEmail !== undefined && requestedEmail !== before.email && requestedEmail !== before.pendingEmail ? requestedEmail : undefined;
  if (newEmail) {
    const holder = await findUserIdByEmail(newEmail);
    if (holder !== undefined && holder !== userId) throw refusal(EMAIL_TAKEN);
    recordChanges.pendingEmail = newEmail;
    if (holder === undefined) guards.takeEmail = newEmail;
    if (before.pendingEmail) guards.releaseEmail = before.pendingEmail;
  } else if (requestedEmail === before.email && before.pendingEmail) {
    // Back to the current address: the pending change is withdrawn.
    recordChanges.pendingEmail = '';
    guards.releaseEmail = before.pendingEmail;
  }

  if (before.userType === 'admin' && before.status === 'active' && recordChanges.status === 'inactive') {
    guards.remainingAdminId = await anotherActiveAdmin(before.orgId, userId);
    if (!guards.remainingAdminId) throw refusal(LAST_ADMIN);
  }

  if (Object.keys(recordChanges).length === 0) return before;
  const after = await updateUserRecord(before, recordChanges, guards);

  if (recordChanges.status === 'inactive') {
    await followInSignIn(userId, 'disable', () => setIdentityEnabled(userId, false));
    await followInSignIn(userId, 'global sign-out', () => signOutEverywhere(userId));
  }
  if (recordChanges.status === 'active') await followInSignIn(userId, 'enable', () => setIdentityEnabled(userId, true));
  if (recordChanges.name !== undefined) await followInSignIn(userId, 'name', () => updateIdentityName(userId, after.name));
  if (newEmail) {
    try {
      await requestIdentityEmailChange(userId, newEmail);
    } catch (error) {
      // The provider refused the address (taken, invalid): withdraw the pending change, say why.
      await updateUserRecord(after, { pendingEmail: '' }, { releaseEmail: newEmail }).catch((undo: unknown) =>
        logger.error('Could not withdraw a refused e-mail change', { userId, ...describeError(undo) }),
      );
      throw error;
    }
  }
  return after;
}


/**
 * Carries a verified e-mail change from the identity provider into the user's record: the new
 * address becomes the user's (its guard moves with it). The provider is asked, never the browser.
 * The user themself or an admin of their org may ask; anyone else gets 404.
 */
export async function syncEmailFromSignIn(caller: Caller, userId: string): Promise<User> {
  if (caller.userId !== userId && caller.userType !== 'admin') throw refusal(NOT_FOUND.USER);
  const before = await getUserOfOrg(caller, userId);
  const identity = await findIdentityBySub(userId);
  const email = identity?.email;
  if (!identity || !email || email === before.email) return before;
  if (!identity.emailVerified) {
    if (before.pendingEmail) throw refusal(USERS.EMAIL_NOT_VERIFIED);
    return before;
  }
  const holder = await findUserIdByEmail(email);
  if (holder !== undefined && holder !== userId) throw refusal(EMAIL_TAKEN);
  const releasePending = before.pendingEmail && before.pendingEmail !== email ? before.pendingEmail : undefined;
  const after = await updateUserRecord(
    before,
    { email, pendingEmail: before.pendingEmail ? '' : undefined },
    { takeEmail: holder === undefined ? email : undefined, releaseEmail: before.email },
  );
  if (releasePending) {
    await updateUserRecord(after, {}, { releaseEmail: releasePending }).catch((error: unknown) =>
      logger.error('Could not release a withdrawn e-mail', { userId, ...describeError(error) }),
    );
  }
  return after;
}
