/**
 * Client users: look one up by e-mail, or invite a new one (Cognito sign-in + Users record).
 * The sign-in is created first; if the record cannot be written the sign-in is removed again.
 */
import type { Language } from '../../../shared/settings/language';
import type { UserStatus } from '../../../shared/users/constants';
import type { User } from '../../../shared/users/types';
import type { Caller } from '../../core/caller';
import { type IdentityProfile, createIdentity, deleteIdentity, findIdentity, providerErrorName, sendInvitation, setIdentityEnabled } from '../../core/identity';
import { describeError, logger } from '../../core/logger';
import { EMAIL_TAKEN, USER_TAKEN, findUserIdByEmail, getUserById } from '../repository/users';
import { isRefusal, refusal } from '../../core/errors';

export interface ClientDetails {
  email: string;
  name: string;
  phone?: string;
  status?: UserStatus;
  /** The language chosen for them by the admin: their invitation's and the record's. */
  language?: Language;
}

/** A client of the caller's org with this e-mail, if one exists; a user of another org is a conflict. */
export async function findClientByEmail(caller: Caller, email: string): Promise<User | undefined> {
  const userId = await findUserIdByEmail(email);
  if (!userId) return undefined;
  const user = await getUserById(userId);
  if (!user) return undefined;
  if (user.orgId !== caller.orgId || user.userType !== 'client') throw refusal(EMAIL_TAKEN);
  return user;
}

/**
 * The sign-in for a new client: an existing confirmed one with this e-mail is adopted (an orphan, or
 * one a concurrent request invited a moment ago), otherwise one is created — silently: the
 * invitation e-mail is sent only once the client's record is written. An unconfirmed self sign-up
 * is replaced: whoever made it never showed they own the address, so it must not become the
 * client's sign-in. `adopted` sign-ins are never removed by an undo and get no invitation.
 */
async function createOrAdoptIdentity(profile: IdentityProfile): Promise<{ userId: string; adopted: boolean }> {
  const existing = await findIdentity(profile.email);
  if (existing?.confirmed) return { userId: existing.sub, adopted: true };
  if (existing) await deleteIdentity(existing.sub);
  try {
    return { userId: await createIdentity(profile), adopted: false };
  } catch (error) {
    if (providerErrorName(error) !== 'UsernameExistsException') throw error;
    const raced = await findIdentity(profile.email);
    if (!raced) throw error;
    return { userId: raced.sub, adopted: true };
  }
}

export interface PreparedClient {
  user: User;
  /** Removes what the preparation created, for when writing the record fails. */
  undo: () => Promise<void>;
  /** Sends the invitation e-mail (nothing for an adopted sign-in): call once the record is written. */
  invite: () => Promise<void>;
}

/** Prepares a new client: a silent sign-in (or an adopted orphan) and the record to write. */
export async function prepareNewClient(caller: Caller, details: ClientDetails, now: string): Promise<PreparedClient> {
  const { userId, adopted } = await createOrAdoptIdentity({
    email: details.email,
    name: details.name,
    userType: 'client',
    orgId: caller.orgId,
    locale: details.language,
  });
  const user: User = {
    userId,
    orgId: caller.orgId,
    name: details.name,
    email: details.email,
    phone: details.phone ?? '',
    userType: 'client',
    status: details.status ?? 'active',
    dateCreated: now,
    photoURL: '',
    version: 1,
    ...(details.language ? { language: details.language } : {}),
  };
  const undo = async () => {
    if (adopted) return;
    try {
      // A concurrent request may have adopted this sign-in and written its record: then it stays.
      if (await getUserById(userId)) return;
      await deleteIdentity(userId);
    } catch (error) {
      logger.error('Could not remove the sign-in of a client whose creation failed', { userId, ...describeError(error) });
    }
  };
  const invite = async () => {
    if (adopted) return;
    try {
      await sendInvitation(user.email);
    } catch (error) {
      // The client and what came with it are written: the request stands; the firm can invite again.
      logger.error('The invitation e-mail could not be sent', { userId, ...describeError(error) });
    }
  };
  return { user, undo, invite };
}

/** True when writing a new client failed because a concurrent request wrote the same client first. */
export function isClientCreatedMeanwhile(error: unknown): boolean {
  return isRefusal(error, USER_TAKEN, EMAIL_TAKEN);
}

/** Runs `write` with the prepared client; undoes the sign-in when it fails, invites when it succeeded. */
export async function withNewClient<T>(
  caller: Caller,
  details: ClientDetails,
  now: string,
  write: (user: User) => Promise<T>,
): Promise<T> {
  const { user, undo, invite } = await prepareNewClient(caller, details, now);
  let result: T;
  try {
    // Disabled before the record exists, so an inactive client can never sign in, not even briefly.
    if (user.status === 'inactive') await setIdentityEnabled(user.userId, false);
    result = await write(user);
  } catch (error) {
    await undo();
    throw error;
  }
  await invite();
  return result;
}
