import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBillingOverview } from '../api/billing-overview';
import { useMoney } from './money';

/** The staff dashboard's billing figures: outstanding and overdue invoices, payments this month, money held in trust. */
export function BillingSummaryCard({ orgId }: { orgId: string | undefined }) {
  const { t } = useLingui();
  const overview = useBillingOverview(orgId);
  const { money } = useMoney();
  const data = overview.data;
  const figures = data
    ? [
        [t`Outstanding`, money(data.outstandingCents)],
        [t`Overdue`, money(data.overdueCents)],
        [t`Payments this month`, money(data.paymentsThisMonthCents)],
        [t`Held in trust`, money(data.trustHeldCents)],
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="billing-summary-title">
      <CardHeader>
        <CardTitle id="billing-summary-title">
          <Trans>Billing</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {overview.isPending ? <Spinner label={t`Loading billing`} /> : null}
        {overview.isError ? <InlineError onRetry={() => void overview.refetch()}>{loadErrorText(t`billing`, overview.error)}</InlineError> : null}
        {data ? (
          <dl className="space-y-1 text-sm">
            {figures.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Link to={paths.admin.billing.getHref()} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
          <Trans>Open billing</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
