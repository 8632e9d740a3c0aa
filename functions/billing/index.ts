/** The billing feature's public entry: the tax-priced invoices and the trust ledger other features may read. */
export { getInvoice, listInvoicesOfCase } from './repository/invoices';
export { getTrustBalance, listTrustEntries } from './repository/ledger';
