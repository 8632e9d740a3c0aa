/** The messages feature's public entry: what the retention job (functions/jobs) removes of a destroyed case's thread. */
export { destroyCaseMessages } from './repository/messages';
