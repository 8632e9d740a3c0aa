import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toUserType, type UserType } from '@shared/users/constants';
import { COMMON } from '@shared/core/refusals';
import { Unauthorized } from '@/components/errors/unauthorized';
import { AreaLayout } from '@/components/layout/area-layout';
import { PrivacyGate } from '@/components/privacy/privacy-gate';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { useOrg } from '@/lib/org-query';
import { whenIdle } from '@/lib/idle';
import { loadRefusalSentences, refusalMessage } from '@/lib/refusal-messages';
import { useIdleSignOut } from '@/lib/use-idle-sign-out';
import { SignInFirst, sessionFallback } from '../guards';

// Shown only to an admin whose firm requires two-factor sign-in and who has none: its chunk (the form,
// react-hook-form, zod, the QR code) is not part of every area page's first load.
const TwoFactorCard = lazy(() => import('@/components/security/two-factor-card').then((module) => ({ default: module.TwoFactorCard })));

/**
 * The root routes of the two areas, loaded lazily with the page (react-router loads a route's and its
 * child's modules in parallel): the sign-in page never downloads the shell, its sidebar and icons.
 */

/**
 * Guard of /admin and /client (spec section 2): spinner while loading, the outage screen while the
 * portal cannot be reached, /auth when signed out, the area (its layout, `children`) for its own role,
 * 'Unauthorized' for any other combination — inside the user's own area's frame.
 */
export function AreaGuard({ area, children }: { area: UserType; children: ReactNode }) {
  const { status, user } = useAuth();
  // Signed in and inactive for the user's session timeout: signed out (a minute's warning first).
  useIdleSignOut();
  // The refusals' sentences, for a refusal met without the API client (which loads them itself).
  const signedIn = Boolean(user);
  useEffect(() => (signedIn ? whenIdle(() => void loadRefusalSentences().catch(() => undefined), 5000) : undefined), [signedIn]);
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  // Signed out: sign in first, then land on this very page (a link in a notice, a bookmark).
  if (!user) return <SignInFirst />;
  const own = toUserType(user.userType);
  if (own !== area) {
    return (
      <AreaLayout area={own}>
        <Unauthorized area={area} user={user} />
      </AreaLayout>
    );
  }
  return children;
}

/**
 * The firm requires two-factor sign-in of its staff and this admin has none: set it up first. The
 * refusal's code (its header) decides, not the message's words.
 */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const org = useOrg(user?.orgId);
  const { t } = useLingui();
  if (!(isApiRequestError(org.error, 403) && org.error.code === COMMON.TWO_FACTOR_REQUIRED.code)) return children;
  // The refusal in the reader's language, from its code (lib/refusal-messages).
  const reason = refusalMessage(org.error) ?? t`Your firm requires two-factor sign-in`;
  return (
    <main className="mx-auto max-w-xl space-y-6 px-6 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Two-factor sign-in required</Trans>
      </h1>
      <p className="text-sm text-slate-700">
        <Trans>{reason}. Set it up now with an authenticator app; the admin area opens as soon as it is on.</Trans>
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Suspense fallback={<Spinner />}>
          <TwoFactorCard onTurnedOn={() => window.location.reload()} />
        </Suspense>
      </div>
    </main>
  );
}

export function AdminArea() {
  return (
    <AreaGuard area="admin">
      <TwoFactorGate>
        <PrivacyGate>
          <AreaLayout area="admin" />
        </PrivacyGate>
      </TwoFactorGate>
    </AreaGuard>
  );
}

export function ClientArea() {
  return (
    <AreaGuard area="client">
      <PrivacyGate>
        <AreaLayout area="client" />
      </PrivacyGate>
    </AreaGuard>
  );
}
