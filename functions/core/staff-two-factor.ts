/**
 * A firm may require two-factor sign-in of its staff (Settings → Firm). Then every route an admin may
 * call — the admin area's and the shared ones (documents, a client's record) alike — answers only an
 * admin whose sign-in has an authenticator app, but for the few calls the route table exempts
 * (`staffTwoFactor`: their own settings and record, to turn it on and to sign out). The server asks
 * the identity provider, it does not take the browser's word (an access token does not say how the
 * user signed in). Only admins are checked, and the provider is asked only when the firm requires it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { COMMON } from '../../shared/core/refusals';
import { keys } from '../../shared/core/table';
import type { Caller } from './caller';
import { config } from './config';
import { documentClient } from './dynamodb';
import { refusal } from './errors';
import { findIdentityBySub } from './identity';

/** The firm's rule, read from its org item by the core itself (the core reads no feature). */
async function firmRequiresStaffTwoFactor(orgId: string): Promise<boolean> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.org(orgId) }));
  return Boolean(Item?.requireStaffTwoFactor);
}

export async function requireStaffTwoFactor(caller: Caller): Promise<void> {
  if (!(await firmRequiresStaffTwoFactor(caller.orgId))) return;
  const identity = await findIdentityBySub(caller.userId);
  if (!identity?.totp) throw refusal(COMMON.TWO_FACTOR_REQUIRED);
}
