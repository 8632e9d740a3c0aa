import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { TRUST_METHODS, type Invoice, type TrustMethod } from '@shared/billing/types';
import type { Case } from '@shared/cases/types';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useFirmCases } from '../api/firm-cases';
import { useClientTrust, useTrustEntry } from '../api/trust';
import { ENTRY_LABELS, METHOD_LABELS } from './billing-labels';
import { useMoney } from './money';

const today = () => new Date().toISOString().slice(0, 10);

function Problem({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

/** Record a retainer (or any money) received into trust for a case of a client: never by card. */
export function TrustReceiptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { parse } = useMoney();
  const cases = useFirmCases(open);
  const receipt = useTrustEntry('receipt');
  const ids = { case: useId(), amount: useId(), method: useId(), reference: useId() };
  const [caseId, setCaseId] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<TrustMethod>('e-transfer');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(today());
  const [problem, setProblem] = useState<string>();
  const chosen: Case | undefined = cases.data?.Items.find((item) => item.caseId === caseId);

  async function submit() {
    setProblem(undefined);
    const amountCents = parse(amount);
    if (!chosen) return setProblem(t`Choose the case the money is for.`);
    if (!amountCents) return setProblem(t`Write the amount in dollars, for example 1500.00.`);
    if (!receivedOn) return setProblem(t`Give the date the money was received.`);
    try {
      await receipt.mutateAsync({ clientId: chosen.clientId, body: { caseId: chosen.caseId, amountCents, method, reference: reference.trim(), receivedOn } });
      toast.success(t`Receipt recorded in trust`);
      onClose();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The receipt could not be recorded. Please try again.`);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t`Record money received in trust`} description={t`A retainer or other money the client sent, held in trust for their case. Card payments never go to trust.`}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={ids.case}>
            <Trans>Case</Trans>
          </Label>
          <Select id={ids.case} value={caseId} onChange={(event) => setCaseId(event.target.value)}>
            <option value="">{t`Choose a case`}</option>
            {(cases.data?.Items ?? []).map((item) => (
              <option key={item.caseId} value={item.caseId}>
                {item.caseName} — {item.clientName}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={ids.amount}>
              <Trans>Amount ($)</Trans>
            </Label>
            <Input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.method}>
              <Trans>Method</Trans>
            </Label>
            <Select id={ids.method} value={method} onChange={(event) => setMethod(event.target.value as TrustMethod)}>
              {TRUST_METHODS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(METHOD_LABELS[value])}
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
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={receipt.isPending}>
            <Trans>Record receipt</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Pay a sent invoice from its client's trust balance: at most the balance and the invoice's balance. */
export function TrustTransferDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const { money, parse } = useMoney();
  const trust = useClientTrust(invoice?.clientId);
  const transfer = useTrustEntry('transfer');
  const amountId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const number = invoice?.number ?? 0;

  async function submit() {
    setProblem(undefined);
    const amountCents = parse(amount);
    if (!invoice) return;
    if (!amountCents) return setProblem(t`Write the amount in dollars, for example 1500.00.`);
    try {
      await transfer.mutateAsync({ clientId: invoice.clientId, body: { invoiceId: invoice.invoiceId, amountCents } });
      toast.success(t`Paid from trust to invoice ${number}`);
      onClose();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The payment from trust could not be recorded. Please try again.`);
    }
  }

  return (
    <Dialog open={invoice !== undefined} onClose={onClose} title={t`Pay invoice ${number} from trust`}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">
            <Trans>Client's trust balance</Trans>
          </dt>
          <dd className="text-right font-medium">{trust.data ? money(trust.data.balanceCents) : <Spinner label={t`Loading the trust balance`} />}</dd>
          <dt className="text-slate-600">
            <Trans>Invoice balance</Trans>
          </dt>
          <dd className="text-right font-medium">{money(invoice?.balanceCents ?? 0)}</dd>
        </dl>
        <div className="space-y-1">
          <Label htmlFor={amountId}>
            <Trans>Amount to pay from trust ($)</Trans>
          </Label>
          <Input id={amountId} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={transfer.isPending}>
            <Trans>Pay from trust</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A client's trust ledger: every entry, oldest first, with the balance after it. */
export function TrustLedgerDialog({ client, onClose }: { client: { clientId: string; clientName?: string } | undefined; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const trust = useClientTrust(client?.clientId);
  const name = client?.clientName ?? '';
  const entries = useMemo(() => trust.data?.entries ?? [], [trust.data]);
  return (
    <Dialog open={client !== undefined} onClose={onClose} title={t`Trust ledger of ${name}`} className="max-w-3xl">
      {trust.isPending ? (
        <Spinner label={t`Loading the trust ledger`} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm">
            <Trans>Balance: {money(trust.data?.balanceCents ?? 0)}</Trans>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th className="py-2 pr-3 font-medium">{t`Date`}</th>
                  <th className="py-2 pr-3 font-medium">{t`Entry`}</th>
                  <th className="py-2 pr-3 font-medium">{t`Reference`}</th>
                  <th className="py-2 pr-3 text-right font-medium">{t`Amount`}</th>
                  <th className="py-2 text-right font-medium">{t`Balance`}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.entryId} className="border-b border-slate-100">
                    <td className="py-2 pr-3">{formatDate(entry.date)}</td>
                    <td className="py-2 pr-3">
                      {i18n._(ENTRY_LABELS[entry.kind])}
                      {entry.invoiceNumber !== undefined ? ` #${entry.invoiceNumber}` : ''}
                    </td>
                    <td className="py-2 pr-3" data-user-content>
                      {entry.reference}
                    </td>
                    <td className="py-2 pr-3 text-right">{money(entry.amountCents)}</td>
                    <td className="py-2 text-right">{money(entry.balanceAfterCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Dialog>
  );
}
