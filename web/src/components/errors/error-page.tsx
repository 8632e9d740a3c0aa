import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const frames = {
  /** Inside the app's own frame (the 404 of a signed-in user). */
  inline: 'flex min-h-[60vh] flex-col items-center justify-center px-4 text-center',
  /** The whole window, on the app's grey background. */
  screen: 'flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center',
};

/** The heading of a full-screen error page. */
export function ErrorScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold text-slate-900">{children}</h1>;
}

/** The 'Return to Home' link of the error pages. */
export function ReturnHomeLink() {
  return (
    <Link
      to={paths.home.getHref()}
      className="mt-6 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      <Trans>Return to Home</Trans>
    </Link>
  );
}

/** The shared frame of the error pages (spec sections 2 and 8): a centred column, the page's words, a way home. */
export function ErrorPage({
  frame,
  children,
  homeAction = <ReturnHomeLink />,
}: {
  frame: keyof typeof frames;
  children: ReactNode;
  /** What takes the user home; the 'Return to Home' link unless the page needs another. */
  homeAction?: ReactNode;
}) {
  return (
    <div className={frames[frame]}>
      {children}
      {homeAction}
    </div>
  );
}
