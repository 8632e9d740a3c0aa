/** Client routes serve the caller's own records only; any other id answers 404, as if absent. */
import type { Caller } from './caller';
import { refusal } from './errors';
import type { Refusal } from '../../shared/core/refusals';

export function requireSelf(caller: Caller, userId: string, notFound: Refusal): void {
  if (caller.userId !== userId) throw refusal(notFound);
}

/** The org in a path must be the caller's own. */
export function requireOwnOrg(caller: Caller, orgId: string, notFound: Refusal): void {
  if (caller.orgId !== orgId) throw refusal(notFound);
}
