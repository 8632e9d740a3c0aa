/**
 * A firm may require two-factor sign-in of its staff (Settings → Firm). Then an admin route answers
 * only an admin whose sign-in has an authenticator app: the server asks the identity provider, it
 * does not take the browser's word (and an access token does not say how the user signed in).
 */
import { COMMON } from '../../shared/refusals';
import type { Caller } from './caller';
import { refusal } from './errors';
import { findIdentityBySub } from './identity';
import { getOrg } from './repositories/orgs';

export async function requireStaffTwoFactor(caller: Caller): Promise<void> {
  const org = await getOrg(caller.orgId);
  if (!org?.requireStaffTwoFactor) return;
  const identity = await findIdentityBySub(caller.userId);
  if (!identity?.totp) throw refusal(COMMON.TWO_FACTOR_REQUIRED);
}
