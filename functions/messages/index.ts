/** The messages feature's public entry: what other features use of a case's thread (the exports read it, the retention job removes it). */
export { listAllMessagesOfCase } from './domain/case-thread';
export { destroyCaseMessages } from './repository/messages';
