import { useCallback, useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * A link that lands on one thing of a page (`?item=…` on a case page): that thing's element is
 * scrolled to the middle of the screen, focused and highlighted, once per visit, as soon as it is on
 * the page (its list may answer after the page's first paint).
 */
export interface DeepLink {
  /** The id of the thing the link names, if any. */
  id: string | undefined;
  /** The ref of the element that shows it: scrolls to it and focuses it the first time it mounts. */
  reach: (element: HTMLElement | null) => void;
}

export function useDeepLink(id: string | undefined): DeepLink {
  const reached = useRef<string | undefined>(undefined);
  const reach = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !id || reached.current === id) return;
      reached.current = id;
      // After this commit's layout: the lists above it are drawn by then.
      requestAnimationFrame(() => {
        element.scrollIntoView?.({ block: 'center' });
        element.focus({ preventScroll: true });
      });
    },
    [id],
  );
  return { id, reach };
}

/**
 * What an element of a list takes to be a deep link's target: its anchor id (on a page that takes
 * such links: `link` given), and when it is the one named, focusable, highlighted and reached.
 */
export function deepLinkTargetProps(anchor: string, own: string, link: DeepLink | undefined, className?: string | ((active: boolean) => string)) {
  const active = link?.id !== undefined && link.id === own;
  return {
    id: link ? anchor : undefined,
    // An outline, not a ring: a table row draws no box shadow.
    className: cn(typeof className === 'function' ? className(active) : className, active && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600') || undefined,
    ...(active ? { tabIndex: -1, 'data-deep-link-target': '', ref: link.reach } : {}),
  };
}
