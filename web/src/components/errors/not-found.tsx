import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorPage } from './error-page';

/** 404 for unknown paths; logged so broken links show up in the console. */
export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <ErrorPage frame="inline">
      <p className="text-6xl font-semibold tracking-tight text-brand-900">404</p>
      <h1 className="mt-4 text-xl font-medium text-slate-700">
        <Trans>Oops! Page not found</Trans>
      </h1>
    </ErrorPage>
  );
}
