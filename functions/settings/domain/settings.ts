/**
 * The signed-in user's own settings (Settings tabs, the client's settings); the firm's details are
 * the orgs feature's (functions/orgs/domain/firm.ts).
 * What was never saved reads as the spec's defaults (section 9).
 */
import type { UpdateMySettingsBody } from '../../../shared/settings/schemas';
import { noticeInForce } from '../../../shared/privacy/default-notice';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { MySettingsAnswer } from '../../../shared/settings/types';
import type { User } from '../../../shared/users/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { type IdentityAttributes, updateIdentityAttributes } from '../../core/identity';
import { getOrg } from '../../orgs';
import { privacyStatusOf } from '../../privacy';
import { getUserById, type OwnSettingsChanges, updateOwnSettings } from '../../users';
import { followInSignIn } from '../../users';
import { emailSettingsToKeep, languageOf, settingsOf } from '../../users';

export { DEFAULT_AUTO_REPLY_MESSAGE, DEFAULT_NOTIFICATIONS, languageOf, settingsOf } from '../../users';

/** GET and PATCH /v1/me/settings: the settings, the language and the privacy notice's acceptance at the answer's top level. */
async function mySettingsOf(user: User): Promise<MySettingsAnswer> {
  const org = await getOrg(user.orgId);
  return { Item: settingsOf(user), language: languageOf(user), privacy: privacyStatusOf(user, noticeInForce(org?.privacyNotice)) };
}

export async function getMySettings(caller: Caller): Promise<MySettingsAnswer> {
  const user = await getUserById(caller.userId);
  if (!user) throw refusal(NOT_FOUND.USER);
  return await mySettingsOf(user);
}

/**
 * Saves the sections sent, each whole; a section's notification switches not sent keep their saved
 * value. A new name also becomes the sign-in's name (the record stands if the provider cannot follow).
 */
export async function updateMySettings(caller: Caller, body: UpdateMySettingsBody): Promise<MySettingsAnswer> {
  const before = await getUserById(caller.userId);
  if (!before) throw refusal(NOT_FOUND.USER);
  const changes: OwnSettingsChanges = {};
  if (body.profile) Object.assign(changes, body.profile);
  if (body.notifications) changes.notificationSettings = { ...before.notificationSettings, ...body.notifications };
  // A default signature names the user as the form showed them: their name before this change.
  if (body.email) changes.emailSettings = emailSettingsToKeep(body.email, before.name);
  if (body.security) changes.securitySettings = body.security;
  if (body.language) changes.language = body.language;
  const after = await updateOwnSettings(caller.userId, changes);
  if (!after) throw refusal(NOT_FOUND.USER);
  // Sign-in follows: the name it shows, and the locale Cognito's own e-mails (reset link, new code) are written in.
  const identity: IdentityAttributes = {};
  if (body.profile && body.profile.name !== before.name) identity.name = after.name;
  if (body.language && body.language !== before.language) identity.locale = body.language;
  if (Object.keys(identity).length > 0) {
    await followInSignIn(caller.userId, Object.keys(identity).join(' and '), () => updateIdentityAttributes(caller.userId, identity));
  }
  return await mySettingsOf(after);
}
