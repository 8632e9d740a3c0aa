import { useLingui } from '@lingui/react/macro';
import { caseCategoryMessage, caseStatusMessage } from '@shared/cases/status-labels';
import { Badge, caseStatusTone } from '@/components/ui/badge';

/**
 * A case's status and category in the reader's language, from the shared descriptors
 * (shared/cases/status-labels.ts, the e-mails' too). Stored values stay as they are: a category that
 * is none of the listed ones (an Other text) shows as typed; nothing shows 'N/A'.
 */
export function useCaseLabels() {
  const { i18n, t } = useLingui();
  return {
    status(status: string): string {
      const descriptor = caseStatusMessage(status);
      return descriptor ? i18n._(descriptor) : status || t`N/A`;
    },
    category(category: string | undefined): string {
      const text = category?.trim();
      if (!text) return t`N/A`;
      const descriptor = caseCategoryMessage(text);
      return descriptor ? i18n._(descriptor) : text;
    },
  };
}

/** A case's status: open blue, in-progress yellow, closed green, on-hold (and anything else) gray. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const labels = useCaseLabels();
  return (
    <Badge tone={caseStatusTone(status)} className={className}>
      {labels.status(status)}
    </Badge>
  );
}

/** A case's category, or 'N/A' when it has none. */
export function CategoryBadge({ category, className }: { category: string | undefined; className?: string }) {
  const labels = useCaseLabels();
  return (
    <Badge tone={category?.trim() ? 'navy' : 'gray'} className={className}>
      {labels.category(category)}
    </Badge>
  );
}
