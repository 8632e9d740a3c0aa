/**
 * Who is calling: taken from the verified access token's `sub`, then from that user's record in the
 * table — never from token attributes, which a user can write on some identity providers.
 *
 * The record is read on every request (a strongly consistent GetItem, a few milliseconds): a user
 * deactivated or demoted a moment ago is refused by every route on their next request, whichever
 * function instance serves it. Nothing is cached across requests.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { COMMON } from '../../shared/core/refusals';
import { keys } from '../../shared/core/table';
import type { User } from '../../shared/users/types';
import { config } from './config';
import { documentClient } from './dynamodb';
import { refusal } from './errors';

export type Caller = Pick<User, 'userId' | 'orgId' | 'userType' | 'status' | 'name' | 'email'>;

/** The caller's Users record, read by the core itself: every feature stands on the caller, so the core reads no feature. */
async function loadCaller(userId: string): Promise<Caller | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.user(userId), ConsistentRead: true }));
  const user = Item as User | undefined;
  if (!user) return undefined;
  return {
    userId: user.userId,
    orgId: user.orgId,
    userType: user.userType === 'admin' ? 'admin' : 'client',
    status: user.status,
    name: user.name,
    email: user.email,
  };
}

export async function resolveCaller(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Caller> {
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  // The HTTP API authorizer accepts ID tokens too; the API takes access tokens only.
  if (claims.token_use !== 'access' || typeof claims.sub !== 'string' || claims.sub === '') {
    throw refusal(COMMON.UNAUTHORIZED);
  }
  const caller = await loadCaller(claims.sub);
  if (!caller) throw refusal(COMMON.NOT_REGISTERED);
  if (caller.status !== 'active') throw refusal(COMMON.INACTIVE);
  return caller;
}
