import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { PAYMENT_METHODS, type Invoice, type PaymentMethod } from '@shared/billing/types';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { refusalMessage } from '@/lib/refusal-messages';
import { useRecordPayment } from '../api/invoice-actions';
import { PAYMENT_METHOD_LABELS } from './billing-labels';
import { BillingForm, MoneyFields } from './billing-form';
import { useMoney } from './money';
import { paymentReference } from './payment-reference';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Record an Interac e-Transfer or a wire the client sent for a sent invoice (by the firm's
 * instructions, the invoice's reference on it): it goes to the firm's general account, never trust.
 * The amount starts at the invoice's balance, the reference at the one the client was asked to write.
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const number = invoice?.number ?? 0;
  return (
    <Dialog
      open={invoice !== undefined}
      onClose={onClose}
      title={t`Record a payment on invoice ${number}`}
      description={t`An Interac e-Transfer or wire the client sent to the firm's general account.`}
    >
      {invoice ? <PaymentForm invoice={invoice} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useLingui();
  const { money, parse, dollars } = useMoney();
  const record = useRecordPayment();
  const [amount, setAmount] = useState(dollars(invoice.balanceCents));
  const [method, setMethod] = useState<PaymentMethod>('interac');
  const [reference, setReference] = useState(paymentReference(invoice));
  const [receivedOn, setReceivedOn] = useState(today());
  const [problem, setProblem] = useState<string>();
  const number = invoice.number;

  async function submit() {
    setProblem(undefined);
    const amountCents = parse(amount);
    if (!amountCents) return setProblem(t`Write the amount in dollars, for example 1500.00.`);
    if (amountCents > invoice.balanceCents) return setProblem(t`The amount is more than the balance of the invoice (${money(invoice.balanceCents)}).`);
    if (!receivedOn) return setProblem(t`Give the date the money was received.`);
    try {
      const paid = await record.mutateAsync({ invoice, body: { amountCents, method, reference: reference.trim(), receivedOn } });
      toast.success(paid.status === 'paid' ? t`Invoice ${number} is paid` : t`Payment recorded on invoice ${number}`);
      onClose();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The payment could not be recorded. Please try again.`);
    }
  }

  return (
    <BillingForm
      onSubmit={submit}
      problem={problem}
      onCancel={onClose}
      cancelLabel={<Trans>Cancel</Trans>}
      pending={record.isPending}
      submitLabel={<Trans>Record payment</Trans>}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">
          <Trans>Invoice balance</Trans>
        </dt>
        <dd className="text-right font-medium">{money(invoice.balanceCents)}</dd>
      </dl>
      <MoneyFields
        amountLabel={<Trans>Amount received ($)</Trans>}
        amount={amount}
        onAmount={setAmount}
        method={method}
        methods={PAYMENT_METHODS}
        methodLabels={PAYMENT_METHOD_LABELS}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
      <DateInput legend={t`Received on`} value={receivedOn} onChange={(value) => setReceivedOn(value)} />
    </BillingForm>
  );
}
