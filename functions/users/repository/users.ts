/** Users: the record of each signed-up person; role, org and status here are the source of truth. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/core/table';
import type { User } from '../../../shared/users/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { analyticsUpdate } from '../../analytics';
import { orgCounterUpdate } from '../../orgs';
import { clientAddedChanges } from '../../../shared/analytics/counters';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';
import { everyItem } from '../../core/query-all';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { USERS } from '../../../shared/users/refusals';

export const EMAIL_TAKEN = USERS.EMAIL_TAKEN;
export const USER_TAKEN = USERS.USER_TAKEN;

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

export async function getUserById(userId: string, options: { consistent?: boolean } = {}): Promise<User | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.user(userId), ConsistentRead: options.consistent }),
  );
  return Item ? withoutKeys<User>(Item) : undefined;
}

/** Who holds the e-mail guard: the user it belongs to (or is reserved for, while they verify it). */
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

/** The analytics write of a client's arrival (+1) or its undoing (−1), in its month and ISO week; none for staff. */
function clientAnalyticsWrites(user: User, n: 1 | -1): GuardedWrite[] {
  const write = user.userType === 'client' ? analyticsUpdate(user.orgId, clientAddedChanges(user.dateCreated, n)) : undefined;
  return write ? [write] : [];
}

/**
 * Writes a new user, its e-mail guard and (for a client) the org's client count and the clients added
 * this week and month (analytics) in one transaction.
 * Throws 409 when the user or the e-mail exists, 404 when the org does not.
 */
export async function createUserRecord(user: User): Promise<void> {
  await transactWrite([
    ...newUserWrites(user),
    orgCounterUpdate(user.orgId, { clientsCount: user.userType === 'client' ? 1 : 0 }),
    ...clientAnalyticsWrites(user, 1),
  ]);
}

/** Removes a user created moments ago (compensation when a later step of its creation failed). */
export async function deleteUserRecord(user: User): Promise<void> {
  await transactWrite([
    { item: { Delete: { TableName: config.tableName, Key: keys.user(user.userId) } } },
    { item: { Delete: { TableName: config.tableName, Key: keys.email(user.email) } } },
    orgCounterUpdate(user.orgId, { clientsCount: user.userType === 'client' ? -1 : 0 }),
    ...clientAnalyticsWrites(user, -1),
  ]);
}

export type UserChanges = Partial<Pick<User, 'name' | 'email' | 'phone' | 'status' | 'pendingEmail'>>;

export const USER_CHANGED = USERS.USER_CHANGED;
export const LAST_ADMIN = USERS.LAST_ADMIN;

export interface UserUpdateGuards {
  /** Another active admin of the org who must still be one when this update is written. */
  remainingAdminId?: string;
  /** E-mail guards to take (for this user) and to give back, in the same transaction. */
  takeEmail?: string;
  releaseEmail?: string;
}

/**
 * Applies changes to a user: only the changed attributes are set (counters kept on the same item
 * stay as they are), the version goes up by one, and the write is conditional on the version read,
 * so a concurrent change is never silently overwritten (409 instead). `pendingEmail: ''` removes it.
 */
export async function updateUserRecord(before: User, changes: UserChanges, guards: UserUpdateGuards = {}): Promise<User> {
  const version = before.version ?? 0;
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':next': version + 1 };
  const sets = ['#version = :next'];
  const removes: string[] = [];
  Object.entries(changes).forEach(([field, value], index) => {
    if (value === undefined) return;
    names[`#f${index}`] = field;
    if (field === 'pendingEmail' && value === '') {
      removes.push(`#f${index}`);
      return;
    }
    values[`:f${index}`] = field === 'email' ? String(value).trim().toLowerCase() : value;
    sets.push(`#f${index} = :f${index}`);
  });
  let condition = 'attribute_exists(PK) AND ';
  if (before.version === undefined) condition += 'attribute_not_exists(#version)';
  else {
    condition += '#version = :version';
    values[':version'] = version;
  }
  const writes: GuardedWrite[] = [
    {
      item: {
        Update: {
          TableName: config.tableName,
          Key: keys.user(before.userId),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      onConflict: USER_CHANGED,
    },
  ];
  if (guards.remainingAdminId) {
    writes.push({
      item: {
        ConditionCheck: {
          TableName: config.tableName,
          Key: keys.user(guards.remainingAdminId),
          ConditionExpression: '#status = :active AND userType = :admin AND orgId = :org',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active', ':admin': 'admin', ':org': before.orgId },
        },
      },
      onConflict: LAST_ADMIN,
    });
  }
  if (guards.takeEmail) writes.push(emailGuardPut(guards.takeEmail, before.userId));
  if (guards.releaseEmail) {
    writes.push({
      item: {
        Delete: {
          TableName: config.tableName,
          Key: keys.email(guards.releaseEmail),
          // Never give back a guard that is someone else's.
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :userId',
          ExpressionAttributeValues: { ':userId': before.userId },
        },
      },
      onConflict: USER_CHANGED,
    });
  }
  await transactWrite(writes);
  const after: User = { ...before, version: version + 1 };
  for (const [field, value] of Object.entries(changes) as [keyof UserChanges, string | undefined][]) {
    if (value === undefined) continue;
    if (field === 'pendingEmail' && value === '') delete after.pendingEmail;
    else (after as unknown as Record<string, unknown>)[field] = field === 'email' ? value.trim().toLowerCase() : value;
  }
  return after;
}

export function listUsersOfOrg(orgId: string, userType: User['userType'], page: PageRequest): Promise<Page<User>> {
  return queryNewestFirst<User>('GSI1', indexKeys.orgUsers(orgId, userType), page);
}

const ADMINS_PAGE = 100;
/** Enough for any firm; a runaway listing stops here. */
const MAX_ADMIN_PAGES = 20;

/** Every admin of an org (its staff, for notices): the pages of listUsersOfOrg read in turn. */
export async function listAdminsOfOrg(orgId: string): Promise<User[]> {
  const admins: User[] = [];
  for await (const admin of everyItem((page) => listUsersOfOrg(orgId, 'admin', page), ADMINS_PAGE)) {
    admins.push(admin);
    if (admins.length === ADMINS_PAGE * MAX_ADMIN_PAGES) break;
  }
  return admins;
}

/** What a user saves of their own settings: attributes of their record, each set whole. */
export type OwnSettingsChanges = Partial<
  Pick<User, 'name' | 'title' | 'phone' | 'fax' | 'bio' | 'notificationSettings' | 'emailSettings' | 'securitySettings' | 'language' | 'privacyAcceptedVersion' | 'privacyAcceptedAt'>
>;

/**
 * Saves what a user changes of their own settings. Only the attributes given are set, so two tabs
 * saved at once both stand; the version goes up, so an admin's edit made from an older read is
 * refused rather than undoing this one. Undefined when the record does not exist.
 */
export async function updateOwnSettings(userId: string, changes: OwnSettingsChanges): Promise<User | undefined> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':one': 1 };
  const sets: string[] = [];
  Object.entries(changes).forEach(([field, value], index) => {
    if (value === undefined) return;
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.user(userId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: `${sets.length > 0 ? `SET ${sets.join(', ')} ` : ''}ADD #version :one`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<User>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
