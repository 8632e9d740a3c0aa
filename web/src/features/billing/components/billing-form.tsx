import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/**
 * The fields every movement of money asks for — how much, how it came or went, and its reference —
 * as the trust receipt, the trust refund and a payment recorded on an invoice all ask them.
 */
export function MoneyFields<Method extends string>({
  amountLabel,
  amount,
  onAmount,
  method,
  methods,
  methodLabels,
  onMethod,
  reference,
  onReference,
}: {
  amountLabel: ReactNode;
  amount: string;
  onAmount: (amount: string) => void;
  method: Method;
  methods: readonly Method[];
  methodLabels: Readonly<Record<Method, MessageDescriptor>>;
  onMethod: (method: Method) => void;
  reference: string;
  onReference: (reference: string) => void;
}) {
  const { i18n } = useLingui();
  const ids = { amount: useId(), method: useId(), reference: useId() };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={ids.amount}>{amountLabel}</Label>
          <Input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => onAmount(event.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.method}>
            <Trans>Method</Trans>
          </Label>
          <Select id={ids.method} value={method} onChange={(event) => onMethod(event.target.value as Method)}>
            {methods.map((value) => (
              <option key={value} value={value}>
                {i18n._(methodLabels[value])}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.reference}>
          <Trans>Reference</Trans>
        </Label>
        <Input id={ids.reference} value={reference} maxLength={100} onChange={(event) => onReference(event.target.value)} />
      </div>
    </>
  );
}

/**
 * A billing form: its fields, then its problem (a refusal, read out when it appears) and its two
 * buttons — go back without recording, and record (disabled while the record is on its way).
 */
export function BillingForm({
  onSubmit,
  problem,
  onCancel,
  cancelLabel,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: () => Promise<unknown> | void;
  problem: string | undefined;
  onCancel: () => void;
  cancelLabel: ReactNode;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
