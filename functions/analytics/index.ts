/** The analytics feature's public entry: the counter update a change writes in its own transaction. */
export { analyticsUpdate } from './repository/analytics';
