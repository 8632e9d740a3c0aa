import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { SIGN_OUT_LABEL, useSignOutAction } from '@/components/layout/sign-out';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorPage, ErrorScreenTitle } from './error-page';

/**
 * In place of any page while the portal cannot be reached (lib/auth-context's 'unreachable': the API
 * or the identity provider did not answer). The session is kept and retried by itself; Retry tries now.
 */
export function PortalUnreachable() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Can't reach the portal`);
  const { retry } = useAuth();
  const signOut = useSignOutAction();
  return (
    <ErrorPage
      frame="screen"
      homeAction={
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={retry}>{t`Retry`}</Button>
          <Button variant="outline" onClick={signOut}>
            {i18n._(SIGN_OUT_LABEL)}
          </Button>
        </div>
      }
    >
      <ErrorScreenTitle>{t`Can't reach the portal`}</ErrorScreenTitle>
      <p role="status" className="mt-3 max-w-xl text-sm text-slate-700">
        <Trans>We can&apos;t reach the portal right now. Your session is kept; we&apos;ll retry.</Trans>
      </p>
    </ErrorPage>
  );
}
