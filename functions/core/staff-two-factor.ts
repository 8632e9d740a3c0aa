/**
 * A firm may require two-factor sign-in of its staff (Settings → Firm). Then every route an admin may
 * call — the admin area's and the shared ones (documents, a client's record) alike — answers only an
 * admin whose sign-in has an authenticator app, but for the few calls the route table exempts
 * (`staffTwoFactor`: their own settings and record, to turn it on and to sign out). The server asks
 * the identity provider, it does not take the browser's word (an access token does not say how the
 * user signed in). Only admins are checked, and the provider is asked only when the firm requires it.
 */
import { COMMON } from '../../shared/core/refusals';
import type { Caller } from './caller';
import { refusal } from './errors';
import { findIdentityBySub } from './identity';
import { getOrg } from '../orgs';

export async function requireStaffTwoFactor(caller: Caller): Promise<void> {
  const org = await getOrg(caller.orgId);
  if (!org?.requireStaffTwoFactor) return;
  const identity = await findIdentityBySub(caller.userId);
  if (!identity?.totp) throw refusal(COMMON.TWO_FACTOR_REQUIRED);
}
