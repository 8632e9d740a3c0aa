/**
 * The analytics feature's public entry: the counter update a change writes in its own transaction,
 * and the firm's case totals (the org summary's), read from the same counters as its analytics.
 */
export { analyticsUpdate } from './repository/analytics';
export { getCaseTotals } from './domain/analytics';
