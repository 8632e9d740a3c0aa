import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';

/** The way back to a list, above a page about one of its items ('← {children}'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/** In place of a page whose item does not exist: a heading and a button back to the list. */
export function NotFoundCard({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <ButtonLink to={backTo} variant="outline">
          {backLabel}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** '{label}...' with a spinner while a page's record loads; `label` is also the spinner's name. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
      <Spinner label={label} className="[&_svg]:h-5 [&_svg]:w-5" />
      <span aria-hidden="true">{label}...</span>
    </div>
  );
}

/**
 * What a page about one record shows while the record is not there: `notFound` when the API answers
 * 400 or 404, the load error with Retry under the way `back`, or '{loadingLabel}...'.
 */
export function RecordFallback({
  error,
  onRetry,
  subject,
  notFound,
  back,
  loadingLabel,
}: {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, as the error sentence names it ('the case'). */
  subject: string;
  notFound: ReactNode;
  back: ReactNode;
  loadingLabel: string;
}) {
  if (isApiRequestError(error, 400, 404)) return notFound;
  if (error) {
    return (
      <>
        {back}
        <InlineError className="justify-center py-16 text-center" onRetry={onRetry}>
          {loadErrorText(subject, error)}
        </InlineError>
      </>
    );
  }
  return <PageLoading label={loadingLabel} />;
}
