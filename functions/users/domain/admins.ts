/**
 * The first admin of a firm (or a new firm's): the org record, the admin's sign-in and Users record,
 * then the invitation e-mail. Run by `npm run create-admin` against a deployed or the local stack;
 * no API route creates admins.
 */
import { ADMIN_GROUP } from '../../../shared/auth/user-pool';
import type { User } from '../../../shared/users/types';
import { addIdentityToGroup, createIdentity, deleteIdentity, findIdentity, sendInvitation } from '../../core/identity';
import { describeError, logger } from '../../core/logger';
import { ensureOrg } from '../../orgs';
import { EMAIL_TAKEN, createUserRecord, findUserIdByEmail } from '../repository/users';
import { refusal } from '../../core/errors';

export interface NewAdmin {
  email: string;
  name: string;
  orgId: string;
  orgName: string;
}

export async function createAdmin(input: NewAdmin, now = new Date().toISOString()): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if ((await findUserIdByEmail(email)) || (await findIdentity(email))) throw refusal(EMAIL_TAKEN);
  await ensureOrg({ orgId: input.orgId, name: input.orgName, address: '', phone: '', email: '', website: '' });
  const userId = await createIdentity({ email, name: input.name, userType: 'admin', orgId: input.orgId });
  const user: User = {
    userId,
    orgId: input.orgId,
    name: input.name,
    email,
    phone: '',
    userType: 'admin',
    status: 'active',
    dateCreated: now,
    photoURL: '',
    version: 1,
  };
  try {
    await addIdentityToGroup(userId, ADMIN_GROUP);
    await createUserRecord(user);
  } catch (error) {
    await deleteIdentity(userId).catch((undo: unknown) => logger.error('Could not remove the sign-in of an admin not created', { userId, ...describeError(undo) }));
    throw error;
  }
  await sendInvitation(email);
  return user;
}
