import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Case } from '@shared/cases/types';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** The firm's case a billing form is for: each named with its client ("Study permit — Amara Okafor"). */
export function CasePicker({ cases, value, onChange }: { cases: readonly Case[] | undefined; value: string; onChange: (caseId: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>
        <Trans>Case</Trans>
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Choose a case`}</option>
        {(cases ?? []).map((item) => (
          <option key={item.caseId} value={item.caseId}>
            {item.caseName} — {item.clientName}
          </option>
        ))}
      </Select>
    </div>
  );
}
