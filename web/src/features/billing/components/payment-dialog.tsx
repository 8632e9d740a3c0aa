import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { PAYMENT_METHODS, type Invoice, type PaymentMethod } from '@shared/billing/types';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { refusalMessage } from '@/lib/refusal-messages';
import { useRecordPayment } from '../api/invoice-actions';
import { PAYMENT_METHOD_LABELS } from './billing-labels';
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
  const { t, i18n } = useLingui();
  const { money, parse, dollars } = useMoney();
  const record = useRecordPayment();
  const ids = { amount: useId(), method: useId(), reference: useId() };
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
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">
          <Trans>Invoice balance</Trans>
        </dt>
        <dd className="text-right font-medium">{money(invoice.balanceCents)}</dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={ids.amount}>
            <Trans>Amount received ($)</Trans>
          </Label>
          <Input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.method}>
            <Trans>Method</Trans>
          </Label>
          <Select id={ids.method} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {i18n._(PAYMENT_METHOD_LABELS[value])}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.reference}>
          <Trans>Reference</Trans>
        </Label>
        <Input id={ids.reference} value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
      </div>
      <DateInput legend={t`Received on`} value={receivedOn} onChange={(value) => setReceivedOn(value)} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={record.isPending}>
          <Trans>Record payment</Trans>
        </Button>
      </div>
    </form>
  );
}
