import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's error screen (spec section 8). */
export function AppError() {
  const error = useRouteError();
  console.error(error);
  let detail: string | undefined;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-3 max-w-xl text-sm text-slate-600">{detail}</p> : null}
      <button
        type="button"
        onClick={() => window.location.assign('/')}
        className="mt-6 cursor-pointer rounded-md bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
      >
        Return to Home
      </button>
    </div>
  );
}
