/**
 * The monthly trust reconciliation (By-Law 9's monthly comparison): the trust journal — opening balance,
 * the month's receipts and disbursements, closing balance, from the firm's month totals kept in the same
 * transaction as each entry — against the sum of every client's ledger at the month's end, read from the
 * ledgers themselves; and the month's receipts and disbursements journals, which must add up to its totals.
 */
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { TrustEntry, TrustReconciliation } from '../../../shared/billing/types';
import type { Caller } from '../../core/caller';
import { requireOwnOrg } from '../../core/ownership';
import { listTrustClients, listTrustEntries, listTrustJournal, listTrustMonths } from '../repository/ledger';

/** The month's last day (YYYY-MM-DD). */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

const sum = (entries: readonly TrustEntry[]) => entries.reduce((total, entry) => total + entry.amountCents, 0);

export async function reconcileTrust(caller: Caller, orgId: string, month: string): Promise<TrustReconciliation> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  const throughDate = lastDayOf(month);
  const [months, clients, journal] = await Promise.all([listTrustMonths(orgId, month), listTrustClients(orgId), listTrustJournal(orgId, month)]);
  const earlier = months.filter((totals) => totals.month < month);
  const current = months.find((totals) => totals.month === month) ?? { receiptsCents: 0, disbursementsCents: 0 };
  const openingCents = earlier.reduce((total, totals) => total + totals.receiptsCents - totals.disbursementsCents, 0);
  const closingCents = openingCents + current.receiptsCents - current.disbursementsCents;
  const ledgers = await Promise.all(
    clients.map(async (client) => ({
      clientId: client.clientId,
      ...(client.clientName ? { clientName: client.clientName } : {}),
      balanceCents: sum(await listTrustEntries(client.clientId, throughDate)),
    })),
  );
  const byDate = (a: TrustEntry, b: TrustEntry) => `${a.date}#${a.createdAt}`.localeCompare(`${b.date}#${b.createdAt}`);
  const receipts = journal.filter((entry) => entry.amountCents > 0).sort(byDate);
  const disbursements = journal.filter((entry) => entry.amountCents < 0).sort(byDate);
  const ledgersTotalCents = ledgers.reduce((total, ledger) => total + ledger.balanceCents, 0);
  const journalAddsUp = sum(receipts) === current.receiptsCents && -sum(disbursements) === current.disbursementsCents;
  return {
    month,
    openingCents,
    receiptsCents: current.receiptsCents,
    disbursementsCents: current.disbursementsCents,
    closingCents,
    ledgersTotalCents,
    clients: ledgers.filter((ledger) => ledger.balanceCents !== 0).sort((a, b) => (a.clientName ?? '').localeCompare(b.clientName ?? '')),
    receipts,
    disbursements,
    balanced: journalAddsUp && closingCents === ledgersTotalCents,
  };
}

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is defused for spreadsheets. */
function field(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+@]/.test(text) || (/^-/.test(text) && typeof value === 'string')) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const row = (...values: Array<string | number | undefined>) => values.map(field).join(',');

/** The reconciliation as CSV (one file: the summary, the client ledgers, then both journals). */
export function reconciliationCsv(report: TrustReconciliation): string {
  const names = new Map(report.clients.map((client) => [client.clientId, client.clientName]));
  const journalRow = (entry: TrustEntry) =>
    row(entry.date, entry.kind, names.get(entry.clientId) ?? entry.clientId, entry.caseId, entry.method, entry.reference, entry.invoiceNumber, money(entry.amountCents), entry.entryId, entry.reverses);
  return [
    row('Trust reconciliation', report.month),
    row('Opening balance', money(report.openingCents)),
    row('Receipts', money(report.receiptsCents)),
    row('Disbursements', money(report.disbursementsCents)),
    row('Closing balance (trust journal)', money(report.closingCents)),
    row('Client ledgers total', money(report.ledgersTotalCents)),
    row('Balanced', report.balanced ? 'yes' : 'no'),
    '',
    row('Client', 'Client id', 'Balance'),
    ...report.clients.map((client) => row(client.clientName, client.clientId, money(client.balanceCents))),
    '',
    row('Receipts journal'),
    row('Date', 'Kind', 'Client', 'Case', 'Method', 'Reference', 'Invoice', 'Amount', 'Entry', 'Reverses'),
    ...report.receipts.map(journalRow),
    '',
    row('Disbursements journal'),
    row('Date', 'Kind', 'Client', 'Case', 'Method', 'Reference', 'Invoice', 'Amount', 'Entry', 'Reverses'),
    ...report.disbursements.map(journalRow),
    '',
  ].join('\r\n');
}
