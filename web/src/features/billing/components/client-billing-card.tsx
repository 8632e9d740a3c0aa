import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MyBilling } from '@shared/billing/types';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useMyBilling } from '../api/my-billing';
import { useMoney } from './money';

/** Today in the reader's time zone, YYYY-MM-DD: an invoice is overdue the day after its due date, where the client is. */
function todayYmd(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the client owes and holds: the balance of their invoices still to pay, the nearest due date, their trust balance. */
export function billingSummary(billing: MyBilling, today = todayYmd()) {
  const toPay = billing.invoices.filter((invoice) => (invoice.status === 'sent' || invoice.status === 'partly-paid') && invoice.balanceCents > 0);
  const dueDates = toPay.flatMap((invoice) => (invoice.dueDate ? [invoice.dueDate] : [])).sort();
  const nextDue = dueDates[0];
  return {
    /** Anything to show: an invoice sent (not voided) or money in trust. */
    shown: billing.trustBalanceCents > 0 || billing.invoices.some((invoice) => invoice.status !== 'void' && invoice.status !== 'draft'),
    dueCents: toPay.reduce((sum, invoice) => sum + invoice.balanceCents, 0),
    nextDue,
    overdue: nextDue !== undefined && nextDue < today,
    trustCents: billing.trustBalanceCents,
  };
}

/**
 * The client dashboard's billing card, once the client was sent an invoice or holds money in trust:
 * the amount due, the next due date (or since when it is overdue), the trust balance, and the way to
 * the billing page. Nothing while it loads or when there is nothing to say: the dashboard is about the case.
 */
export function ClientBillingCard() {
  const { t } = useLingui();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const billing = useMyBilling();
  const titleId = useId();
  if (!billing.data) return null;
  const summary = billingSummary(billing.data);
  if (!summary.shown) return null;
  const due = summary.nextDue ? formatDate(summary.nextDue) : '';
  return (
    <Card className="mt-8 p-5" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-sm font-medium text-slate-500">
        <Trans>Billing</Trans>
      </h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Amount due</Trans>
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-slate-900">{money(summary.dueCents)}</dd>
          {summary.nextDue ? (
            <dd className={summary.overdue ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
              <time dateTime={summary.nextDue}>{summary.overdue ? t`Overdue since ${due}` : t`Next due date: ${due}`}</time>
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Held in trust for you</Trans>
          </dt>
          <dd className="text-2xl font-semibold tracking-tight text-slate-900">{money(summary.trustCents)}</dd>
        </div>
      </dl>
      <ButtonLink to={paths.client.billing.getHref()} variant="link" className="mt-2 min-h-6 text-sm">
        <Trans>See my invoices and pay</Trans>
      </ButtonLink>
    </Card>
  );
}
