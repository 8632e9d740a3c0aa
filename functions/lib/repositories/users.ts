/** Users: the record of each signed-up person; role, org and status here are the source of truth. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/table';
import type { User } from '../../../shared/types';
import { config } from '../config';
import { documentClient, withoutKeys } from '../dynamodb';
import { orgCounterUpdate } from './orgs';
import { type Page, type PageRequest, queryNewestFirst } from './query-page';
import { type GuardedWrite, transactWrite } from './transact';

export const EMAIL_TAKEN = { status: 409, message: 'A user with this email already exists' } as const;
export const USER_TAKEN = { status: 409, message: 'User already exists' } as const;

export function toUserItem(user: User) {
  return {
    ...keys.user(user.userId),
    GSI1PK: indexKeys.orgUsers(user.orgId, user.userType),
    GSI1SK: indexKeys.byDate(user.dateCreated, user.userId),
    entity: 'User',
    ...user,
    email: user.email.trim().toLowerCase(),
  };
}

export async function getUserById(userId: string): Promise<User | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.user(userId) }),
  );
  return Item ? withoutKeys<User>(Item) : undefined;
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.email(email) }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

function emailGuardPut(email: string, userId: string): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: config.tableName,
        Item: { ...keys.email(email), entity: 'EmailGuard', userId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    onConflict: EMAIL_TAKEN,
  };
}

/** The writes that create a user and its e-mail guard (the org counter is the caller's to add). */
export function newUserWrites(user: User): GuardedWrite[] {
  return [
    {
      item: {
        Put: {
          TableName: config.tableName,
          Item: toUserItem(user),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConflict: USER_TAKEN,
    },
    emailGuardPut(user.email, user.userId),
  ];
}

/**
 * Writes a new user, its e-mail guard and (for a client) the org's client count in one transaction.
 * Throws 409 when the user or the e-mail exists, 404 when the org does not.
 */
export async function createUserRecord(user: User): Promise<void> {
  await transactWrite([
    ...newUserWrites(user),
    orgCounterUpdate(user.orgId, { clientsCount: user.userType === 'client' ? 1 : 0 }),
  ]);
}

/** Removes a user created moments ago (compensation when a later step of its creation failed). */
export async function deleteUserRecord(user: User): Promise<void> {
  await transactWrite([
    { item: { Delete: { TableName: config.tableName, Key: keys.user(user.userId) } } },
    { item: { Delete: { TableName: config.tableName, Key: keys.email(user.email) } } },
    orgCounterUpdate(user.orgId, { clientsCount: user.userType === 'client' ? -1 : 0 }),
  ]);
}

export type UserChanges = Partial<Pick<User, 'name' | 'email' | 'phone' | 'status'>>;

/**
 * Applies changes to a user, moving the e-mail guard when the e-mail changes. The update is
 * conditional on the record being as it was read, so concurrent edits cannot cross.
 */
export async function updateUserRecord(before: User, changes: UserChanges): Promise<User> {
  const after: User = { ...before, ...changes };
  const writes: GuardedWrite[] = [
    {
      item: {
        Put: {
          TableName: config.tableName,
          Item: toUserItem(after),
          ConditionExpression: 'attribute_exists(PK) AND #email = :email AND #status = :status AND #name = :name',
          ExpressionAttributeNames: { '#email': 'email', '#status': 'status', '#name': 'name' },
          ExpressionAttributeValues: { ':email': before.email, ':status': before.status, ':name': before.name },
        },
      },
      onConflict: { status: 409, message: 'This user was changed by someone else. Please reload and try again.' },
    },
  ];
  if (after.email !== before.email) {
    writes.push(emailGuardPut(after.email, after.userId));
    writes.push({ item: { Delete: { TableName: config.tableName, Key: keys.email(before.email) } } });
  }
  await transactWrite(writes);
  return after;
}

export function listUsersOfOrg(orgId: string, userType: User['userType'], page: PageRequest): Promise<Page<User>> {
  return queryNewestFirst<User>('GSI1', indexKeys.orgUsers(orgId, userType), page);
}
