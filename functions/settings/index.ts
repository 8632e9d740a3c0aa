/** The settings feature's public entry: what other features use of a user's settings and the firm's details. */
export { languageOf, settingsOf, updateFirm } from './domain/settings';
