/** The orgs feature's public entry: what other features and the core use of a firm's record and counters. */
export { ensureOrg, getOrg, orgCounterUpdate, requestRemindersOf, updateOrgProfile } from './repository/orgs';
export type { OrgCounter } from './repository/orgs';
export { composeForFirm, firmMailContext } from './domain/firm-mail';
export { deploymentDataLocation } from './domain/privacy-notice';
