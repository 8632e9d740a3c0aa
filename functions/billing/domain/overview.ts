/** The firm's billing figures (staff) and the client's own billing (their invoices, trust balance, how to pay). */
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { BillingOverview, MyBilling } from '../../../shared/billing/types';
import type { Caller } from '../../core/caller';
import { requireOwnOrg } from '../../core/ownership';
import { getOrg } from '../../orgs';
import { listInvoicesOfClient, listInvoicesOfOrg, paymentsOfMonth } from '../repository/invoices';
import { getTrustBalance, listTrustClients } from '../repository/ledger';
import { cardPaymentsConfigured } from '../stripe/keys';
import { clientSees, dayOf } from './invoices';

const isOutstanding = (status: string) => status === 'sent' || status === 'partly-paid';

export async function billingOverview(caller: Caller, orgId: string, now = new Date()): Promise<BillingOverview> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  const today = dayOf(now);
  const [invoices, trustClients, paymentsThisMonthCents] = await Promise.all([listInvoicesOfOrg(orgId), listTrustClients(orgId), paymentsOfMonth(orgId, today.slice(0, 7))]);
  const outstanding = invoices.filter((invoice) => isOutstanding(invoice.status));
  const overdue = outstanding.filter((invoice) => invoice.dueDate !== undefined && invoice.dueDate < today);
  // Every client with a ledger, a zero balance too: their ledger stays one click away.
  const held = trustClients;
  return {
    outstandingCents: outstanding.reduce((total, invoice) => total + invoice.balanceCents, 0),
    outstandingCount: outstanding.length,
    overdueCents: overdue.reduce((total, invoice) => total + invoice.balanceCents, 0),
    overdueCount: overdue.length,
    paymentsThisMonthCents,
    trustHeldCents: held.reduce((total, client) => total + client.balanceCents, 0),
    trustByClient: held.sort((a, b) => (a.clientName ?? '').localeCompare(b.clientName ?? '')),
    invoices: invoices.sort((a, b) => b.number - a.number),
  };
}

export async function myBilling(caller: Caller): Promise<MyBilling> {
  const [invoices, balance, org, cardPayments] = await Promise.all([listInvoicesOfClient(caller.userId), getTrustBalance(caller.userId), getOrg(caller.orgId), cardPaymentsConfigured()]);
  return {
    trustBalanceCents: balance.balanceCents,
    invoices: invoices.filter((invoice) => clientSees(invoice) && invoice.orgId === caller.orgId).sort((a, b) => b.number - a.number),
    ...(org?.paymentInstructions ? { paymentInstructions: org.paymentInstructions } : {}),
    cardPayments,
  };
}
