import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { dateTimeFormat } from '@/lib/format';
import { downloadReconciliationCsv, useReconciliation } from '../api/trust';
import { useMoney } from './money';

/** The last 12 months, this one first (YYYY-MM). */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

/** The month's trust reconciliation: the trust journal against the client ledgers, with its journals as CSV. */
export function ReconciliationCard({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const { money, language } = useMoney();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0] as string);
  const report = useReconciliation(orgId, month);
  const monthId = useId();
  const monthName = (value: string) => dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`));
  const figures = report.data
    ? [
        [t`Opening balance`, report.data.openingCents],
        [t`Receipts`, report.data.receiptsCents],
        [t`Disbursements`, report.data.disbursementsCents],
        [t`Closing balance (trust journal)`, report.data.closingCents],
        [t`Client ledgers total`, report.data.ledgersTotalCents],
      ] as const
    : [];
  return (
    <Card role="region" aria-labelledby={`${monthId}-title`}>
      <CardHeader>
        <CardTitle id={`${monthId}-title`}>
          <Trans>Monthly trust reconciliation</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The trust journal must equal the sum of the client ledgers at the end of each month.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={monthId}>
              <Trans>Month</Trans>
            </Label>
            <Select id={monthId} value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((value) => (
                <option key={value} value={value}>
                  {monthName(value)}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            onClick={() => void downloadReconciliationCsv(orgId, month).catch(() => toast.error(t`The CSV could not be downloaded. Please try again.`))}
          >
            <Trans>Download CSV</Trans>
          </Button>
        </div>
        {report.isPending ? <Spinner label={t`Loading the reconciliation`} /> : null}
        {report.isError ? <InlineError onRetry={() => void report.refetch()}>{loadErrorText(t`the reconciliation`, report.error)}</InlineError> : null}
        {report.data ? (
          <>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              {figures.map(([label, cents]) => (
                <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium">{money(cents)}</dd>
                </div>
              ))}
            </dl>
            <p>{report.data.balanced ? <Badge tone="green">{t`Balanced`}</Badge> : <Badge tone="red">{t`Not balanced: look into it before the month is closed`}</Badge>}</p>
            <p className="text-sm text-slate-600">
              {plural(report.data.receipts.length, { one: '# receipt in the receipts journal of this month', other: '# receipts in the receipts journal of this month' })}
              <br />
              {plural(report.data.disbursements.length, { one: '# disbursement in the disbursements journal of this month', other: '# disbursements in the disbursements journal of this month' })}
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
