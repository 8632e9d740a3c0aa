import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatus } from '@shared/billing/types';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from './billing-labels';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
