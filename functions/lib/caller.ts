/**
 * Who is calling: taken from the verified access token's `sub`, then from that user's record in the
 * table — never from token attributes, which a user can write on some identity providers.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { User } from '../../shared/types';
import { httpError } from './http';
import { getUserById } from './repositories/users';

export type Caller = Pick<User, 'userId' | 'orgId' | 'userType' | 'status' | 'name' | 'email'>;

const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { caller: Caller; expiresAt: number }>();

/** Forgets cached callers (tests, and after a change to a user's role or status in this runtime). */
export function forgetCallers(userId?: string): void {
  if (userId === undefined) cache.clear();
  else cache.delete(userId);
}

async function loadCaller(userId: string): Promise<Caller | undefined> {
  const cached = cache.get(userId);
  if (cached && cached.expiresAt > Date.now()) return cached.caller;
  const user = await getUserById(userId);
  if (!user) return undefined;
  const caller: Caller = {
    userId: user.userId,
    orgId: user.orgId,
    userType: user.userType === 'admin' ? 'admin' : 'client',
    status: user.status,
    name: user.name,
    email: user.email,
  };
  cache.set(userId, { caller, expiresAt: Date.now() + CACHE_TTL_MS });
  return caller;
}

export async function resolveCaller(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Caller> {
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  // The HTTP API authorizer accepts ID tokens too; the API takes access tokens only.
  if (claims.token_use !== 'access' || typeof claims.sub !== 'string' || claims.sub === '') {
    throw httpError(401, 'Unauthorized');
  }
  const caller = await loadCaller(claims.sub);
  if (!caller) throw httpError(403, 'Account is not registered with the portal');
  if (caller.status !== 'active') throw httpError(403, 'Account is inactive');
  return caller;
}
