import { Badge, caseStatusTone } from '@/components/ui/badge';

const statusLabels: Record<string, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  closed: 'Closed',
  'on-hold': 'On Hold',
};

/** How a case status reads on screen ('in-progress' → 'In Progress'); an unknown value as it is. */
export function caseStatusLabel(status: string): string {
  return statusLabels[status] ?? (status || 'N/A');
}

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
