/**
 * Client users: look one up by e-mail, or invite a new one (Cognito sign-in + Users record).
 * The sign-in is created first; if the record cannot be written the sign-in is removed again.
 */
import type { UserStatus } from '../../../shared/constants';
import type { User } from '../../../shared/types';
import type { Caller } from '../caller';
import { httpError } from '../http';
import { deleteIdentity, findIdentity, inviteIdentity, setIdentityEnabled } from '../identity';
import { describeError, logger } from '../logger';
import { EMAIL_TAKEN, findUserIdByEmail, getUserById } from '../repositories/users';

export interface ClientDetails {
  email: string;
  name: string;
  phone?: string;
  status?: UserStatus;
}

/** A client of the caller's org with this e-mail, if one exists; a user of another org is a conflict. */
export async function findClientByEmail(caller: Caller, email: string): Promise<User | undefined> {
  const userId = await findUserIdByEmail(email);
  if (!userId) return undefined;
  const user = await getUserById(userId);
  if (!user) return undefined;
  if (user.orgId !== caller.orgId || user.userType !== 'client') throw httpError(EMAIL_TAKEN.status, EMAIL_TAKEN.message);
  return user;
}

/**
 * Prepares a new client: creates (or adopts an orphan) sign-in and returns the record to write plus
 * an `undo` that removes what this call created, for when writing the record fails.
 */
export async function prepareNewClient(
  caller: Caller,
  details: ClientDetails,
  now: string,
): Promise<{ user: User; undo: () => Promise<void> }> {
  const existingSub = await findIdentity(details.email);
  const userId =
    existingSub ?? (await inviteIdentity({ email: details.email, name: details.name, userType: 'client', orgId: caller.orgId }));
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
  };
  const undo = async () => {
    if (existingSub) return;
    try {
      await deleteIdentity(details.email);
    } catch (error) {
      logger.error('Could not remove the sign-in of a client whose creation failed', { userId, ...describeError(error) });
    }
  };
  return { user, undo };
}

/** Runs `write` with the prepared client; undoes the sign-in when it fails. */
export async function withNewClient<T>(
  caller: Caller,
  details: ClientDetails,
  now: string,
  write: (user: User) => Promise<T>,
): Promise<T> {
  const { user, undo } = await prepareNewClient(caller, details, now);
  try {
    // Disabled before the record exists, so an inactive client can never sign in, not even briefly.
    if (user.status === 'inactive') await setIdentityEnabled(user.email, false);
    return await write(user);
  } catch (error) {
    await undo();
    throw error;
  }
}
