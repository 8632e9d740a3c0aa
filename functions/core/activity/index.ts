/** The activity log's core: what routes note, how a chain is appended, read and checked. */
export { noteActivity, noteCaseActivity, currentRouteId, type NotedActivity } from './request-activity';
export { appendToChain, chainAppendPut, chainedRecord, EMPTY_CHAIN, type ChainHead, chains, readChainHead, readChainPage, readWholeChain, type ChainView, type NewActivity } from './chain-store';
export { ChainChecker, GENESIS_HASH, hashRecord } from './chain-hash';
