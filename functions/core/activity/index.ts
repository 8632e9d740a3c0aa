/** The activity log's core: what routes note, how records are written, linked into their chain, read and checked. */
export { noteActivity, noteCaseActivity, currentRouteId, type NotedActivity } from './request-activity';
export { chainAppendPut, chainedRecord, chainHasRecordAbout, destroyChain, EMPTY_CHAIN, type ChainHead, chains, readChainHead, readChainPage, readWholeChain, readWholeLog, type ChainView, type NewActivity } from './chain-store';
export { countPending, MAX_USER_AGENT_LENGTH, pendingActivityPut, readPending, recordActivity, type PendingRecord } from './pending-store';
export { linkPendingRecords, RECORDS_PER_LINK } from './chain-linker';
export { ChainChecker, GENESIS_HASH, hashRecord } from './chain-hash';
