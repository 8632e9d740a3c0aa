import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export type BadgeTone = 'blue' | 'yellow' | 'green' | 'gray' | 'red' | 'orange' | 'navy';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  orange: 'bg-orange-50 text-orange-700 ring-orange-600/20',
  navy: 'bg-brand-50 text-brand-800 ring-brand-700/20',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'gray', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** Case status: open blue, in-progress yellow, closed green, on-hold gray; any other gray. */
export function caseStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'open':
      return 'blue';
    case 'in-progress':
      return 'yellow';
    case 'closed':
      return 'green';
    default:
      return 'gray';
  }
}

/** User status: active green, inactive gray. */
export function userStatusTone(status: string): BadgeTone {
  return status === 'active' ? 'green' : 'gray';
}

/** Priority: urgent red, high orange, medium yellow, low green; any other gray. */
export function priorityTone(priority: string): BadgeTone {
  switch (priority) {
    case 'urgent':
      return 'red';
    case 'high':
      return 'orange';
    case 'medium':
      return 'yellow';
    case 'low':
      return 'green';
    default:
      return 'gray';
  }
}
