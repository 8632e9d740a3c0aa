import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, ErrorScreenTitle } from './error-page';

/** The router's error screen (spec section 8). */
export function AppError() {
  const error = useRouteError();
  console.error(error);
  let detail: string | undefined;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;

  return (
    <ErrorPage
      frame="screen"
      homeAction={
        // A full page load of '/', not a router link.
        <button
          type="button"
          onClick={() => window.location.assign('/')}
          className="mt-6 cursor-pointer rounded-md bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          <Trans>Return to Home</Trans>
        </button>
      }
    >
      <ErrorScreenTitle>
        <Trans>Unexpected Application Error!</Trans>
      </ErrorScreenTitle>
      {detail ? <p className="mt-3 max-w-xl text-sm text-slate-600">{detail}</p> : null}
    </ErrorPage>
  );
}
