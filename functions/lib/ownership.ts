/** Client routes serve the caller's own records only; any other id answers 404, as if absent. */
import type { Caller } from './caller';
import { httpError } from './http';

export function requireSelf(caller: Caller, userId: string, notFound = 'Not found'): void {
  if (caller.userId !== userId) throw httpError(404, notFound);
}

/** The org in a path must be the caller's own. */
export function requireOwnOrg(caller: Caller, orgId: string, notFound = 'Not found'): void {
  if (caller.orgId !== orgId) throw httpError(404, notFound);
}
