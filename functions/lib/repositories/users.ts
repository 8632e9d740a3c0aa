/** Users: the record of each signed-up person; role, org and status here are the source of truth. */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/table';
import type { User } from '../../../shared/types';
import { config } from '../config';
import { cancellationReasons, documentClient, withoutKeys } from '../dynamodb';
import { httpError } from '../http';
import { orgCounterUpdate } from './orgs';

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

/**
 * Writes a new user, its e-mail guard and (for a client) the org's client count in one transaction.
 * Throws 409 when the user or the e-mail exists, 404 when the org does not.
 */
export async function createUserRecord(user: User): Promise<void> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.tableName,
              Item: toUserItem(user),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: config.tableName,
              Item: { ...keys.email(user.email), entity: 'EmailGuard', userId: user.userId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          orgCounterUpdate(user.orgId, { clientsCount: user.userType === 'client' ? 1 : 0 }),
        ],
      }),
    );
  } catch (error) {
    const [userReason, emailReason, orgReason] = cancellationReasons(error);
    if (userReason === 'ConditionalCheckFailed' || emailReason === 'ConditionalCheckFailed') {
      throw httpError(409, 'A user with this email already exists');
    }
    if (orgReason === 'ConditionalCheckFailed') throw httpError(404, 'Organization not found');
    throw error;
  }
}
