import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { PROVINCES, type Province, priceInvoice } from '@shared/billing/taxes';
import type { LineKind } from '@shared/billing/types';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { refusalMessage } from '@/lib/refusal-messages';
import { useFirmCases } from '../api/firm-cases';
import { useCreateInvoice } from '../api/invoice-actions';
import { PROVINCE_LABELS, TAX_LABELS } from './billing-labels';
import { CasePicker } from './case-picker';
import { BillingForm } from './billing-form';
import { useMoney } from './money';

interface LineDraft {
  key: number;
  description: string;
  kind: LineKind;
  amount: string;
  quantity: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * New invoice: a case of the firm, the client's province (its taxes shown as they will be charged,
 * each line rounded on its own), non-resident (zero-rated), an optional due date, and its lines:
 * fees (taxed) and disbursements such as IRCC's fees (not taxed). Saved as a draft.
 */
export function CreateInvoiceDialog({ open, onClose, caseId: fixedCaseId }: { open: boolean; onClose: () => void; caseId?: string }) {
  const { t, i18n } = useLingui();
  const { money, rate, parse } = useMoney();
  const cases = useFirmCases(open && !fixedCaseId);
  const create = useCreateInvoice();
  const ids = { province: useId(), resident: useId(), lines: useId() };
  const [caseId, setCaseId] = useState(fixedCaseId ?? '');
  const [province, setProvince] = useState<Province | ''>('');
  const [nonResident, setNonResident] = useState(false);
  const [dueDate, setDueDate] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([{ key: 1, description: '', kind: 'fee', amount: '', quantity: '1' }]);
  const [problem, setProblem] = useState<string>();

  const update = (key: number, change: Partial<LineDraft>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const parsed = lines.map((line) => ({ description: line.description.trim(), kind: line.kind, amountCents: parse(line.amount), quantity: Number(line.quantity) }));
  const complete = parsed.every((line) => line.description !== '' && line.amountCents !== undefined && line.amountCents > 0 && Number.isInteger(line.quantity) && line.quantity >= 1);
  const preview = province && complete ? priceInvoice({ province, date: today(), nonResident, lines: parsed.map((line) => ({ ...line, amountCents: line.amountCents ?? 0 })) }) : undefined;

  async function submit() {
    setProblem(undefined);
    if (!caseId) return setProblem(t`Choose the case to bill.`);
    if (!province) return setProblem(t`Choose the client's province or territory.`);
    if (!complete) return setProblem(t`Each line needs a description, an amount in dollars and a quantity of at least 1.`);
    try {
      const invoice = await create.mutateAsync({
        caseId,
        body: {
          province,
          nonResident,
          ...(dueDate ? { dueDate } : {}),
          lines: parsed.map((line) => ({ description: line.description, kind: line.kind, amountCents: line.amountCents ?? 0, quantity: line.quantity })),
        },
      });
      toast.success(t`Invoice ${invoice.number} created as a draft`);
      onClose();
    } catch (error) {
      setProblem(refusalMessage(error) ?? t`The invoice could not be created. Please try again.`);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t`New invoice`} description={t`Fees are taxed by the client's province; disbursements such as IRCC's fees are not.`} className="max-w-2xl">
      <BillingForm
        onSubmit={submit}
        problem={problem}
        onCancel={onClose}
        cancelLabel={<Trans>Cancel</Trans>}
        pending={create.isPending}
        submitLabel={<Trans>Create invoice</Trans>}
      >
        {fixedCaseId ? null : <CasePicker cases={cases.data?.Items} value={caseId} onChange={setCaseId} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={ids.province}>
              <Trans>Client's province or territory</Trans>
            </Label>
            <Select id={ids.province} value={province} onChange={(event) => setProvince(event.target.value as Province | '')}>
              <option value="">{t`Choose a province`}</option>
              {PROVINCES.map((code) => (
                <option key={code} value={code}>
                  {i18n._(PROVINCE_LABELS[code])}
                </option>
              ))}
            </Select>
          </div>
          <DateInput legend={t`Due date (optional)`} value={dueDate} onChange={(value) => setDueDate(value)} />
        </div>
        <label htmlFor={ids.resident} className="flex items-start gap-2 text-sm text-slate-700">
          <input id={ids.resident} type="checkbox" className="mt-1" checked={nonResident} onChange={(event) => setNonResident(event.target.checked)} />
          <span>
            <Trans>The client is a non-resident of Canada, outside Canada while dealing with the firm: the services are zero-rated</Trans>
          </span>
        </label>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-900">
            <Trans>Lines</Trans>
          </legend>
          {lines.map((line, index) => (
            <div key={line.key} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_9rem_8rem_5rem_auto] sm:items-end">
              <div className="space-y-1">
                <Label htmlFor={`${ids.lines}-d${line.key}`}>{t`Description of line ${index + 1}`}</Label>
                <Input id={`${ids.lines}-d${line.key}`} value={line.description} maxLength={200} onChange={(event) => update(line.key, { description: event.target.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${ids.lines}-k${line.key}`}>
                  <Trans>Kind</Trans>
                </Label>
                <Select id={`${ids.lines}-k${line.key}`} value={line.kind} onChange={(event) => update(line.key, { kind: event.target.value as LineKind })}>
                  <option value="fee">{t`Fee (taxed)`}</option>
                  <option value="disbursement">{t`Disbursement (not taxed)`}</option>
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${ids.lines}-a${line.key}`}>
                  <Trans>Amount ($)</Trans>
                </Label>
                <Input id={`${ids.lines}-a${line.key}`} inputMode="decimal" value={line.amount} onChange={(event) => update(line.key, { amount: event.target.value })} />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${ids.lines}-q${line.key}`}>
                  <Trans>Quantity</Trans>
                </Label>
                <Input id={`${ids.lines}-q${line.key}`} inputMode="numeric" value={line.quantity} onChange={(event) => update(line.key, { quantity: event.target.value })} />
              </div>
              <Button variant="ghost" size="sm" disabled={lines.length === 1} onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}>
                {t`Remove`}
              </Button>
            </div>
          ))}
          <Button variant="outline" size="sm" disabled={lines.length >= 50} onClick={() => setLines((current) => [...current, { key: Math.max(...current.map((item) => item.key)) + 1, description: '', kind: 'fee', amount: '', quantity: '1' }])}>
            <Trans>Add a line</Trans>
          </Button>
        </fieldset>
        {preview ? (
          <dl className="space-y-1 rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
            <div className="flex justify-between">
              <dt>
                <Trans>Subtotal</Trans>
              </dt>
              <dd>{money(preview.subtotalCents)}</dd>
            </div>
            {preview.taxes.map((tax) => (
              <div key={tax.name} className="flex justify-between">
                <dt>
                  {i18n._(TAX_LABELS[tax.name])} ({rate(tax.rate)})
                </dt>
                <dd>{money(tax.amountCents)}</dd>
              </div>
            ))}
            <div className="flex justify-between font-semibold">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{money(preview.totalCents)}</dd>
            </div>
          </dl>
        ) : null}
      </BillingForm>
    </Dialog>
  );
}
