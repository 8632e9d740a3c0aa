/** The settings feature's public entry: what other features use of a user's settings and the firm's details. */
export { updateFirm } from './domain/settings';
export { deploymentDataLocation } from './domain/privacy-notice';
