/** The firm's details (Settings → Firm): saved by its admins, with its privacy notice. */
import { COMMON, NOT_FOUND } from '../../../shared/core/refusals';
import type { UpdateOrgBody } from '../../../shared/orgs/schemas';
import type { OrgSummary } from '../../../shared/orgs/types';
import { noticeInForce } from '../../../shared/privacy/default-notice';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { findIdentityBySub } from '../../core/identity';
import { getCaseTotals } from '../../analytics';
import { getOrg, updateOrgProfile } from '../repository/orgs';
import { privacyNoticeChange } from './privacy-notice';

/**
 * Saves the firm's details; only the admin's own org (another answers 404, as if absent). A changed
 * privacy notice gets a new version (its users are asked to accept it); the same one is left as it is.
 */
export async function updateFirm(caller: Caller, orgId: string, body: UpdateOrgBody, now = new Date()): Promise<OrgSummary> {
  if (body.requireStaffTwoFactor && orgId === caller.orgId && !(await findIdentityBySub(caller.userId))?.totp) {
    throw refusal(COMMON.TWO_FACTOR_SELF_FIRST);
  }
  if (orgId !== caller.orgId) throw refusal(NOT_FOUND.ORG);
  const { privacyNotice, ...details } = body;
  let changes: Parameters<typeof updateOrgProfile>[1] = details;
  if (privacyNotice) {
    const before = await getOrg(orgId);
    if (!before) throw refusal(NOT_FOUND.ORG);
    const saved = privacyNoticeChange(noticeInForce(before.privacyNotice), privacyNotice, now);
    if (saved) changes = { ...details, privacyNotice: saved };
  }
  if (!(await updateOrgProfile(orgId, changes))) throw refusal(NOT_FOUND.ORG);
  const [org, caseTotals] = await Promise.all([getOrg(orgId), getCaseTotals(orgId)]);
  if (!org) throw refusal(NOT_FOUND.ORG);
  return { ...org, ...caseTotals, privacyNotice: noticeInForce(org.privacyNotice) };
}
