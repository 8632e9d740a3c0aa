import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Invoice, ReconciliationClient } from '@shared/billing/types';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { refusalMessage } from '@/lib/refusal-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBillingOverview } from '../api/billing-overview';
import { useInvoiceAction } from '../api/invoice-actions';
import { CreateInvoiceDialog } from '../components/create-invoice-dialog';
import { InvoicesList } from '../components/invoices-list';
import { RecordPaymentDialog } from '../components/payment-dialog';
import { useMoney } from '../components/money';
import { ReconciliationCard } from '../components/reconciliation-card';
import { TrustLedgerDialog, TrustReceiptDialog, TrustTransferDialog } from '../components/trust-dialogs';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 pt-6">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
        {detail ? <p className="text-xs text-slate-500">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

/** Billing (staff): the firm's figures, its invoices, the trust held per client and the monthly reconciliation. */
export function BillingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Billing`);
  const { user } = useAuth();
  const orgId = user?.orgId;
  const overview = useBillingOverview(orgId);
  const { money } = useMoney();
  const send = useInvoiceAction('send');
  const voiding = useInvoiceAction('void');
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [paying, setPaying] = useState<Invoice>();
  const [recording, setRecording] = useState<Invoice>();
  const [ledgerOf, setLedgerOf] = useState<ReconciliationClient>();

  async function act(invoice: Invoice, action: 'send' | 'void') {
    const number = invoice.number;
    if (action === 'void' && !window.confirm(t`Void invoice ${number}? It keeps its number and can no longer be paid.`)) return;
    try {
      await (action === 'send' ? send : voiding).mutateAsync(invoice);
      toast.success(action === 'send' ? t`Invoice ${number} sent to the client` : t`Invoice ${number} voided`);
    } catch (error) {
      toast.error(t`The invoice could not be changed`, { description: refusalMessage(error) });
    }
  }

  const data = overview.data;
  return (
    <div>
      <PageHeader
        title={t`Billing`}
        description={t`Invoices with Canadian taxes, retainers held in trust, and the monthly trust reconciliation.`}
        actions={
          <>
            <Button variant="outline" onClick={() => setReceiving(true)}>
              <Trans>Record retainer</Trans>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Trans>New invoice</Trans>
            </Button>
          </>
        }
      />
      {overview.isPending ? <Spinner label={t`Loading billing`} /> : null}
      {overview.isError ? <InlineError onRetry={() => void overview.refetch()}>{loadErrorText(t`billing`, overview.error)}</InlineError> : null}
      {data ? (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label={t`Outstanding`} value={money(data.outstandingCents)} detail={plural(data.outstandingCount, { one: '# invoice', other: '# invoices' })} />
            <Figure label={t`Overdue`} value={money(data.overdueCents)} detail={plural(data.overdueCount, { one: '# invoice', other: '# invoices' })} />
            <Figure label={t`Payments this month`} value={money(data.paymentsThisMonthCents)} />
            <Figure label={t`Held in trust`} value={money(data.trustHeldCents)} />
          </div>
          <Card role="region" aria-labelledby="invoices-title">
            <CardHeader>
              <CardTitle id="invoices-title">
                <Trans>Invoices</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {data.invoices.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>No invoices yet.</Trans>
                </p>
              ) : (
                <InvoicesList
                  invoices={data.invoices}
                  onSend={(invoice) => void act(invoice, 'send')}
                  onVoid={(invoice) => void act(invoice, 'void')}
                  onRecordPayment={setRecording}
                  onPayFromTrust={setPaying}
                />
              )}
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="trust-title">
            <CardHeader>
              <CardTitle id="trust-title">
                <Trans>Trust held per client</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {data.trustByClient.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>No money is held in trust.</Trans>
                </p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.trustByClient.map((client) => (
                    <li key={client.clientId} className="flex items-center justify-between gap-3 py-2 text-sm">
                      <span data-user-content>{client.clientName}</span>
                      <span className="flex items-center gap-3">
                        <span className="font-medium">{money(client.balanceCents)}</span>
                        <Button size="sm" variant="outline" onClick={() => setLedgerOf(client)} aria-label={t`Trust ledger of ${client.clientName ?? ''}`}>
                          <Trans>Ledger</Trans>
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          {orgId ? <ReconciliationCard orgId={orgId} /> : null}
        </div>
      ) : null}
      <CreateInvoiceDialog open={creating} onClose={() => setCreating(false)} />
      <TrustReceiptDialog open={receiving} onClose={() => setReceiving(false)} />
      <TrustTransferDialog invoice={paying} onClose={() => setPaying(undefined)} />
      <RecordPaymentDialog invoice={recording} onClose={() => setRecording(undefined)} />
      <TrustLedgerDialog client={ledgerOf} onClose={() => setLedgerOf(undefined)} />
    </div>
  );
}
