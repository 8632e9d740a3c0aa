/** A questionnaire's status in the reader's language. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { QuestionnaireStatus } from '@shared/questionnaires/constants';
import { Badge } from '@/components/ui/badge';

const STATUS_LABELS = {
  open: msg`To fill in`,
  submitted: msg`Submitted`,
  returned: msg`Returned for changes`,
  accepted: msg`Accepted`,
} as const;

export function StatusBadge({ status }: { status: QuestionnaireStatus }) {
  const { i18n } = useLingui();
  return <Badge>{i18n._(STATUS_LABELS[status])}</Badge>;
}
