/** The users feature's public entry: what other features and the core use of its records and rules (a feature never imports another's domain or repository files). */
export { findClientByEmail, isClientCreatedMeanwhile, withNewClient } from './domain/clients';
export { followInSignIn, getUserOfOrg } from './domain/users';
export { createUserRecord, findUserIdByEmail, getUserById, listAdminsOfOrg, listUsersOfOrg, newUserWrites, updateOwnSettings } from './repository/users';
export type { OwnSettingsChanges } from './repository/users';
export { DEFAULT_AUTO_REPLY_MESSAGE, DEFAULT_NOTIFICATIONS, emailSettingsToKeep, languageOf, settingsOf } from './domain/user-settings';
export { mailRecipient, mayBeMailed, normalEmail, notificationsOn, recipientWhenOn } from './domain/mail-recipients';
