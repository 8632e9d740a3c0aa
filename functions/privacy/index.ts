/** The privacy feature's public entry: where a user stands with the firm's privacy notice (shown in their settings). */
export { privacyStatusOf } from './domain/privacy';
