import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorPage, ErrorScreenTitle } from './error-page';

/** Shown to a signed-in user outside their own area (an admin on /client, a client on /admin). */
export function Unauthorized() {
  useDocumentTitle('Unauthorized');
  return (
    <ErrorPage frame="screen">
      <ErrorScreenTitle>Unauthorized</ErrorScreenTitle>
    </ErrorPage>
  );
}
