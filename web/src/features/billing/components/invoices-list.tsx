/**
 * The firm's invoices on the staff Billing page: a table from 640 px up, a card per invoice on a phone
 * (components/ui/field-cards), with the same columns and the same actions: nothing scrolls sideways.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import type { Invoice } from '@shared/billing/types';
import { Button } from '@/components/ui/button';
import { FieldCard, FieldCardList } from '@/components/ui/field-cards';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { downloadInvoicePdf } from '../api/invoice-pdf';
import { InvoiceStatusBadge } from './invoice-status';
import { useMoney } from './money';

/** What can be done with an invoice, each the page's own (its dialogs and confirmations). */
export interface InvoiceActionHandlers {
  onSend: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
  onRecordPayment: (invoice: Invoice) => void;
  onPayFromTrust: (invoice: Invoice) => void;
}

/** An invoice's buttons, by its state: send a draft; record or pay from trust what is owed; the PDF; void what nothing was paid on. */
function InvoiceActions({ invoice, onSend, onVoid, onRecordPayment, onPayFromTrust }: { invoice: Invoice } & InvoiceActionHandlers) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-1">
      {invoice.status === 'draft' ? (
        <Button size="sm" onClick={() => onSend(invoice)} aria-label={t`Send invoice ${invoice.number}`}>
          <Trans>Send</Trans>
        </Button>
      ) : null}
      {invoice.status === 'sent' || invoice.status === 'partly-paid' ? (
        <>
          <Button size="sm" variant="outline" onClick={() => onRecordPayment(invoice)} aria-label={t`Record payment: invoice ${invoice.number}`}>
            <Trans>Record payment</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onPayFromTrust(invoice)} aria-label={t`Pay from trust: invoice ${invoice.number}`}>
            <Trans>Pay from trust</Trans>
          </Button>
        </>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        aria-label={t`PDF of invoice ${invoice.number}`}
        onClick={() => void downloadInvoicePdf(invoice).catch((error: unknown) => toast.error(t`The PDF could not be downloaded`, { description: refusalMessage(error) }))}
      >
        <Trans>PDF</Trans>
      </Button>
      {(invoice.status === 'draft' || invoice.status === 'sent') && invoice.paidCents === 0 ? (
        <Button size="sm" variant="ghost" onClick={() => onVoid(invoice)} aria-label={t`Void invoice ${invoice.number}`}>
          <Trans>Void</Trans>
        </Button>
      ) : null}
    </div>
  );
}

export function InvoicesList({ invoices, ...handlers }: { invoices: readonly Invoice[] } & InvoiceActionHandlers) {
  const { t } = useLingui();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const column = { number: t`Number`, client: t`Client and case`, date: t`Date`, total: t`Total`, balance: t`Balance`, status: t`Status` };
  const clientAndCase = (invoice: Invoice) => (
    <span data-user-content>
      {invoice.clientName}
      <br />
      <span className="text-slate-500">{invoice.caseName}</span>
    </span>
  );
  return (
    <>
      {/* In the page's Invoices region (its name): the table scrolls sideways only between 640 px and its own width. */}
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-2 pr-3 font-medium">{column.number}</th>
              <th className="py-2 pr-3 font-medium">{column.client}</th>
              <th className="py-2 pr-3 font-medium">{column.date}</th>
              <th className="py-2 pr-3 text-right font-medium">{column.total}</th>
              <th className="py-2 pr-3 text-right font-medium">{column.balance}</th>
              <th className="py-2 pr-3 font-medium">{column.status}</th>
              <th className="py-2 font-medium">
                <span className="sr-only">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.invoiceId} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 font-medium">{invoice.number}</td>
                <td className="py-2 pr-3">{clientAndCase(invoice)}</td>
                <td className="py-2 pr-3">{formatDate(invoice.issuedOn)}</td>
                <td className="py-2 pr-3 text-right">{money(invoice.totalCents)}</td>
                <td className="py-2 pr-3 text-right">{money(invoice.balanceCents)}</td>
                <td className="py-2 pr-3">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="py-2">
                  <InvoiceActions invoice={invoice} {...handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FieldCardList label={t`Invoices`}>
        {invoices.map((invoice) => (
          <FieldCard
            key={invoice.invoiceId}
            title={
              <p className="flex items-center justify-between gap-3">
                <span className="font-medium text-slate-900">{t`Invoice ${invoice.number}`}</span>
                <InvoiceStatusBadge status={invoice.status} />
              </p>
            }
            fields={[
              { label: column.client, value: clientAndCase(invoice) },
              { label: column.date, value: formatDate(invoice.issuedOn) },
              { label: column.total, value: money(invoice.totalCents) },
              { label: column.balance, value: money(invoice.balanceCents) },
            ]}
            actions={<InvoiceActions invoice={invoice} {...handlers} />}
          />
        ))}
      </FieldCardList>
    </>
  );
}
