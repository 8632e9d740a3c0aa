import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { TRUST_METHODS, type Invoice, type TrustEntry, type TrustMethod } from '@shared/billing/types';
import type { Case } from '@shared/cases/types';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useFirmCases } from '../api/firm-cases';
import { useClientTrust, useTrustEntry } from '../api/trust';
import { ENTRY_LABELS, METHOD_LABELS } from './billing-labels';
import { CasePicker } from './case-picker';
import { BillingForm, MoneyFields } from './billing-form';
import { useMoney } from './money';

const today = () => new Date().toISOString().slice(0, 10);

/** Record a retainer (or any money) received into trust for a case of a client: never by card. */
export function TrustReceiptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { parse } = useMoney();
  const cases = useFirmCases(open);
  const receipt = useTrustEntry('receipt');
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
      <BillingForm
        onSubmit={submit}
        problem={problem}
        onCancel={onClose}
        cancelLabel={<Trans>Cancel</Trans>}
        pending={receipt.isPending}
        submitLabel={<Trans>Record receipt</Trans>}
      >
        <CasePicker cases={cases.data?.Items} value={caseId} onChange={setCaseId} />
        <MoneyFields
          amountLabel={<Trans>Amount ($)</Trans>}
          amount={amount}
          onAmount={setAmount}
          method={method}
          methods={TRUST_METHODS}
          methodLabels={METHOD_LABELS}
          onMethod={setMethod}
          reference={reference}
          onReference={setReference}
        />
        <DateInput legend={t`Received on`} value={receivedOn} onChange={(value) => setReceivedOn(value)} />
      </BillingForm>
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
      <BillingForm
        onSubmit={submit}
        problem={problem}
        onCancel={onClose}
        cancelLabel={<Trans>Cancel</Trans>}
        pending={transfer.isPending}
        submitLabel={<Trans>Pay from trust</Trans>}
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
      </BillingForm>
    </Dialog>
  );
}

type LedgerClient = { clientId: string; clientName?: string };

/**
 * A client's trust ledger: every entry, oldest first, with the balance after it; money refunded to
 * the client from it, and a receipt recorded in error reversed (a new linked entry: nothing is edited).
 */
export function TrustLedgerDialog({ client, onClose }: { client: LedgerClient | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const [action, setAction] = useState<{ refund: true } | { reverse: TrustEntry }>();
  const name = client?.clientName ?? '';
  const close = () => {
    setAction(undefined);
    onClose();
  };
  const title = action === undefined ? t`Trust ledger of ${name}` : 'refund' in action ? t`Refund from trust to ${name}` : t`Reverse a trust receipt of ${name}`;
  return (
    <Dialog open={client !== undefined} onClose={close} title={title} className="max-w-3xl">
      {client === undefined ? null : action === undefined ? (
        <LedgerEntries client={client} onRefund={() => setAction({ refund: true })} onReverse={(entry) => setAction({ reverse: entry })} />
      ) : 'refund' in action ? (
        <RefundForm client={client} onDone={() => setAction(undefined)} />
      ) : (
        <ReversalForm client={client} entry={action.reverse} onDone={() => setAction(undefined)} />
      )}
    </Dialog>
  );
}

function LedgerEntries({ client, onRefund, onReverse }: { client: LedgerClient; onRefund: () => void; onReverse: (entry: TrustEntry) => void }) {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const trust = useClientTrust(client.clientId);
  const entries = useMemo(() => trust.data?.entries ?? [], [trust.data]);
  // A receipt is reversed once: its reversal names it.
  const reversed = useMemo(() => new Set(entries.flatMap((entry) => (entry.reverses ? [entry.reverses] : []))), [entries]);
  if (trust.isPending) return <Spinner label={t`Loading the trust ledger`} />;
  const balanceCents = trust.data?.balanceCents ?? 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <Trans>Balance: {money(balanceCents)}</Trans>
        </p>
        {balanceCents > 0 ? (
          <Button size="sm" variant="outline" onClick={onRefund}>
            <Trans context="trust action">Refund</Trans>
          </Button>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Date`}</th>
              <th className="py-2 pr-3 font-medium">{t`Entry`}</th>
              <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t`Reference`}</th>
              <th className="py-2 pr-3 text-right font-medium">{t`Amount`}</th>
              <th className="py-2 pr-3 text-right font-medium">{t`Balance`}</th>
              <th className="py-2 font-medium">
                <span className="sr-only">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.entryId} className="border-b border-slate-100">
                <td className="hidden py-2 pr-3 sm:table-cell">{formatDate(entry.date)}</td>
                <td className="py-2 pr-3">
                  {i18n._(ENTRY_LABELS[entry.kind])}
                  {entry.invoiceNumber !== undefined ? ` #${entry.invoiceNumber}` : ''}
                  {/* On a phone the date and the reference go under the entry: every amount stays in view. */}
                  <span className="block text-xs text-slate-600 sm:hidden">
                    {formatDate(entry.date)}
                    {entry.reference ? (
                      <span className="block break-all" data-user-content>
                        {entry.reference}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell" data-user-content>
                  {entry.reference}
                </td>
                <td className="whitespace-nowrap py-2 pr-2 text-right sm:pr-3">{money(entry.amountCents)}</td>
                <td className="whitespace-nowrap py-2 pr-2 text-right sm:pr-3">{money(entry.balanceAfterCents)}</td>
                <td className="py-2 text-right">
                  {entry.kind === 'receipt' && !reversed.has(entry.entryId) ? (
                    <Button size="sm" variant="ghost" onClick={() => onReverse(entry)} aria-label={t`Reverse the receipt of ${money(entry.amountCents)} on ${formatDate(entry.date)}`}>
                      <Trans>Reverse</Trans>
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Money held in trust returned to the client, for one of their cases: at most their balance (the server refuses more). */
function RefundForm({ client, onDone }: { client: LedgerClient; onDone: () => void }) {
  const { t } = useLingui();
  const { money, parse, dollars } = useMoney();
  const trust = useClientTrust(client.clientId);
  const cases = useFirmCases(true);
  const refund = useTrustEntry('refund');
  const balanceCents = trust.data?.balanceCents ?? 0;
  const clientCases = useMemo(() => (cases.data?.Items ?? []).filter((item) => item.clientId === client.clientId), [cases.data, client.clientId]);
  const [chosenCaseId, setCaseId] = useState<string>();
  const [amount, setAmount] = useState(dollars(balanceCents));
  const [method, setMethod] = useState<TrustMethod>('e-transfer');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string>();
  // One case: it is the one; more: staff choose.
  const caseId = chosenCaseId ?? (clientCases.length === 1 ? (clientCases[0]?.caseId ?? '') : '');

  async function submit() {
    setProblem(undefined);
    const amountCents = parse(amount);
    if (!caseId) return setProblem(t`Choose the case the money was held for.`);
    if (!amountCents) return setProblem(t`Write the amount in dollars, for example 1500.00.`);
    try {
      await refund.mutateAsync({ clientId: client.clientId, body: { caseId, amountCents, method, reference: reference.trim() } });
      toast.success(t`Refund recorded in trust`);
      onDone();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The refund could not be recorded. Please try again.`);
    }
  }

  return (
    <BillingForm
      onSubmit={submit}
      problem={problem}
      onCancel={onDone}
      cancelLabel={<Trans>Back to the ledger</Trans>}
      pending={refund.isPending}
      submitLabel={<Trans>Record refund</Trans>}
    >
      <p className="text-sm">
        <Trans>Balance: {money(balanceCents)}</Trans>
      </p>
      <CasePicker cases={clientCases} value={caseId} onChange={setCaseId} />
      <MoneyFields
        amountLabel={<Trans>Amount to refund ($)</Trans>}
        amount={amount}
        onAmount={setAmount}
        method={method}
        methods={TRUST_METHODS}
        methodLabels={METHOD_LABELS}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
    </BillingForm>
  );
}

/** A receipt recorded in error, corrected by a new entry of the opposite amount linked to it, with the reason. */
function ReversalForm({ client, entry, onDone }: { client: LedgerClient; entry: TrustEntry; onDone: () => void }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const { formatDate } = useFormat();
  const reverse = useTrustEntry('reversal');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();

  async function submit() {
    setProblem(undefined);
    if (!reason.trim()) return setProblem(t`Say why the receipt is reversed.`);
    try {
      await reverse.mutateAsync({ clientId: client.clientId, body: { entryId: entry.entryId, reference: reason.trim() } });
      toast.success(t`Receipt reversed`);
      onDone();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The reversal could not be recorded. Please try again.`);
    }
  }

  return (
    <BillingForm
      onSubmit={submit}
      problem={problem}
      onCancel={onDone}
      cancelLabel={<Trans>Back to the ledger</Trans>}
      pending={reverse.isPending}
      submitLabel={<Trans>Reverse receipt</Trans>}
    >
      <p className="text-sm">
        <Trans>
          A reversal of the same amount is added to the ledger, linked to the receipt of {money(entry.amountCents)} on {formatDate(entry.date)}, which is kept as it is.
        </Trans>
      </p>
      <div className="space-y-1">
        <Label htmlFor={reasonId}>
          <Trans>Reason</Trans>
        </Label>
        <Input id={reasonId} value={reason} maxLength={100} onChange={(event) => setReason(event.target.value)} />
      </div>
    </BillingForm>
  );
}
