import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 404 for unknown paths; logged so broken links show up in the console. */
export function NotFound() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-semibold tracking-tight text-brand-900">404</p>
      <h1 className="mt-4 text-xl font-medium text-slate-700">Oops! Page not found</h1>
      <Link
        to={paths.home.getHref()}
        className="mt-6 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Return to Home
      </Link>
    </div>
  );
}
