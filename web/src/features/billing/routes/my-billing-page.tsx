import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Invoice } from '@shared/billing/types';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadInvoicePdf } from '../api/invoice-pdf';
import { useCheckout, useMyBilling } from '../api/my-billing';
import { InvoiceStatusBadge } from '../components/invoice-status';
import { useMoney } from '../components/money';
import { paymentReference } from '../components/payment-reference';

const payable = (invoice: Invoice) => (invoice.status === 'sent' || invoice.status === 'partly-paid') && invoice.balanceCents > 0;

/** Billing (client): their invoices, trust balance, and how to pay: e-Transfer or wire, or by card on Stripe's page. */
export function MyBillingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Billing`);
  const [search] = useSearchParams();
  const returnedFrom = search.get('paid') ?? undefined;
  const billing = useMyBilling(returnedFrom);
  const checkout = useCheckout();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const data = billing.data;
  const awaited = returnedFrom ? data?.invoices.find((invoice) => invoice.invoiceId === returnedFrom) : undefined;

  async function payByCard(invoice: Invoice) {
    try {
      const session = await checkout.mutateAsync({ caseId: invoice.caseId, invoiceId: invoice.invoiceId });
      window.location.assign(session.url);
    } catch (error) {
      toast.error(t`The card payment page could not be opened`, { description: refusalMessage(error) });
    }
  }

  return (
    <div>
      <PageHeader title={t`Billing`} description={t`Your invoices, the money you hold in trust with the firm, and how to pay.`} />
      {billing.isPending ? <Spinner label={t`Loading billing`} /> : null}
      {billing.isError ? <InlineError onRetry={() => void billing.refetch()}>{loadErrorText(t`billing`, billing.error)}</InlineError> : null}
      {awaited ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
          {awaited.status === 'paid' ? <Trans>Thank you: invoice {awaited.number} is paid.</Trans> : <Trans>Thank you: your card payment is being confirmed.</Trans>}
        </p>
      ) : null}
      {data ? (
        <div className="space-y-6">
          <Card>
            <CardContent className="space-y-1 pt-6">
              <p className="text-sm text-slate-600">
                <Trans>Held in trust for you</Trans>
              </p>
              <p className="text-2xl font-semibold text-slate-900">{money(data.trustBalanceCents)}</p>
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="my-invoices-title">
            <CardHeader>
              <CardTitle id="my-invoices-title">
                <Trans>Invoices</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {data.invoices.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>You have no invoices.</Trans>
                </p>
              ) : (
                <ul className="space-y-4">
                  {data.invoices.map((invoice) => (
                    <li key={invoice.invoiceId} className="space-y-2 rounded-md border border-slate-200 p-4" aria-label={t`Invoice ${invoice.number}`}>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-medium">
                          <Trans>Invoice {invoice.number}</Trans> <span className="text-slate-500" data-user-content>— {invoice.caseName}</span>
                        </p>
                        <InvoiceStatusBadge status={invoice.status} />
                      </div>
                      <dl className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
                        <dt className="text-slate-600">{t`Date`}</dt>
                        <dd>{formatDate(invoice.issuedOn)}</dd>
                        <dt className="text-slate-600">{t`Total`}</dt>
                        <dd>{money(invoice.totalCents)}</dd>
                        <dt className="text-slate-600">{t`Amount paid`}</dt>
                        <dd>{money(invoice.paidCents)}</dd>
                        <dt className="text-slate-600">{t`Balance`}</dt>
                        <dd className="font-medium">{money(Math.max(invoice.balanceCents, 0))}</dd>
                      </dl>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void downloadInvoicePdf(invoice).catch((error: unknown) => toast.error(t`The PDF could not be downloaded`, { description: refusalMessage(error) }))}
                        >
                          <Trans>Download PDF</Trans>
                        </Button>
                        {payable(invoice) && data.cardPayments ? (
                          <Button size="sm" onClick={() => void payByCard(invoice)} disabled={checkout.isPending}>
                            <Trans>Pay {money(invoice.balanceCents)} by card</Trans>
                          </Button>
                        ) : null}
                      </div>
                      {payable(invoice) ? (
                        <p className="text-sm text-slate-600">
                          <Trans>
                            By Interac e-Transfer or wire, write the reference <strong>{paymentReference(invoice)}</strong> with your payment.
                          </Trans>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          {data.paymentInstructions ? (
            <Card role="region" aria-labelledby="how-to-pay-title">
              <CardHeader>
                <CardTitle id="how-to-pay-title">
                  <Trans>How to pay by Interac e-Transfer or wire</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line text-sm" data-user-content>
                  {data.paymentInstructions}
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
