/** The messages feature's public entry: what other features use of a case's thread. */
export { listAllMessagesOfCase } from './domain/case-thread';
