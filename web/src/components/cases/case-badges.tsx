import { caseStatusLabel } from '@shared/cases/status-labels';
import { Badge, caseStatusTone } from '@/components/ui/badge';

export { caseStatusLabel };

/** A case's status: open blue, in-progress yellow, closed green, on-hold (and anything else) gray. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={caseStatusTone(status)} className={className}>
      {caseStatusLabel(status)}
    </Badge>
  );
}

/** A case's category, or 'N/A' when it has none. */
export function CategoryBadge({ category, className }: { category: string | undefined; className?: string }) {
  const text = category?.trim();
  return (
    <Badge tone={text ? 'navy' : 'gray'} className={className}>
      {text || 'N/A'}
    </Badge>
  );
}
