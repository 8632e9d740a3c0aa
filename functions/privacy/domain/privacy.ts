/**
 * The signed-in user's acceptance of their firm's privacy notice: whether the version in
 * force is accepted, and its recording (on the user's record, and once per version in their chain).
 */
import { NOT_FOUND } from '../../../shared/core/refusals';
import { noticeInForce } from '../../../shared/privacy/default-notice';
import { PRIVACY } from '../../../shared/privacy/refusals';
import type { PrivacyNotice, PrivacyStatus } from '../../../shared/privacy/types';
import type { User } from '../../../shared/users/types';
import { chains, noteActivity } from '../../core/activity';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { deploymentDataLocation, getOrg } from '../../orgs';
import { getUserById, updateOwnSettings } from '../../users';

/** Where the user stands: accepted the notice in force, or not (then with what to show them). */
export function privacyStatusOf(user: Pick<User, 'privacyAcceptedVersion' | 'privacyAcceptedAt'>, notice: PrivacyNotice | undefined): PrivacyStatus {
  const inForce = notice ?? noticeInForce(undefined);
  const accepted = user.privacyAcceptedVersion === inForce.version;
  return {
    currentVersion: inForce.version,
    accepted,
    ...(user.privacyAcceptedVersion ? { acceptedVersion: user.privacyAcceptedVersion } : {}),
    ...(user.privacyAcceptedAt ? { acceptedAt: user.privacyAcceptedAt } : {}),
    ...(accepted ? {} : { toAccept: { notice: inForce, dataLocation: deploymentDataLocation() } }),
  };
}

/**
 * POST /v1/me/privacy-acceptance: the version read must be the one in force. Accepting it again
 * changes nothing (the first acceptance and its record stand).
 */
export async function acceptPrivacyNotice(caller: Caller, version: string, now = new Date()): Promise<PrivacyStatus> {
  const [user, org] = await Promise.all([getUserById(caller.userId), getOrg(caller.orgId)]);
  if (!user) throw refusal(NOT_FOUND.USER);
  const notice = noticeInForce(org?.privacyNotice);
  if (version !== notice.version) throw refusal(PRIVACY.VERSION_OUTDATED);
  if (user.privacyAcceptedVersion === version) return privacyStatusOf(user, notice);
  const after = await updateOwnSettings(caller.userId, { privacyAcceptedVersion: version, privacyAcceptedAt: now.toISOString() });
  if (!after) throw refusal(NOT_FOUND.USER);
  noteActivity({ chain: chains.ofClient(caller.userId), orgId: caller.orgId, kind: 'privacy.accepted', details: { version } });
  return privacyStatusOf(after, notice);
}
