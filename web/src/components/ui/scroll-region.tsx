/**
 * A region that scrolls sideways on narrow screens (a wide table on a phone). Keyboard users must be
 * able to scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable), so it takes focus and is
 * named for screen readers; the arrow keys then scroll it.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none', className)}
    >
      {children}
    </div>
  );
}
