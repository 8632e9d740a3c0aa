import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown to a signed-in user outside their own area (an admin on /client, a client on /admin). */
export function Unauthorized() {
  useDocumentTitle('Unauthorized');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unauthorized</h1>
      <Link
        to={paths.home.getHref()}
        className="mt-6 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Return to Home
      </Link>
    </div>
  );
}
