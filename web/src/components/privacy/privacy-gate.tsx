/**
 * The step between sign-in and the app: until the user has accepted the version of their
 * firm's privacy notice in force (GET /v1/me/settings `privacy`), the whole page shows the notice,
 * where the data is kept and "Accept and continue" (POST /v1/me/privacy-acceptance). A version the
 * user accepted when signing up in this browser is recorded at once instead.
 *
 * A user who never accepted any version waits for the answer; one who accepted an earlier version
 * sees the app meanwhile (no wait on every page load), then the step if the firm changed its notice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PrivacyStatus } from '@shared/privacy/types';
import type { MySettingsAnswer } from '@shared/settings/types';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { apiPath, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { noteFirstVisit } from '@/lib/first-visit';
import { forgetSignUpAcceptance, signUpAcceptanceOf } from '@/lib/privacy-notice';
import { userKeys } from '@/lib/query-keys';
import { refusalMessage } from '@/lib/refusal-messages';
import { fetchMySettings, MY_SETTINGS_QUERY_KEY } from '@/lib/use-idle-sign-out';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PrivacyNoticeView } from './privacy-notice-view';

const selectPrivacy = (answer: MySettingsAnswer): PrivacyStatus | undefined => answer.privacy;

/**
 * POST /v1/me/privacy-acceptance; the cached settings then say it is accepted, and the session's record
 * is read again. A first acceptance ever (no version accepted before) is the user's first visit.
 */
function useAcceptPrivacyNotice(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version }: { version: string; first: boolean }) =>
      apiRequest<{ success: boolean; privacy: PrivacyStatus }>(apiPath('acceptPrivacyNotice', {}), { method: 'POST', body: { version } }),
    onSuccess: ({ privacy }, { first }) => {
      if (first && userId) noteFirstVisit(userId);
      forgetSignUpAcceptance();
      queryClient.setQueryData<MySettingsAnswer>(MY_SETTINGS_QUERY_KEY, (cached) => (cached ? { ...cached, privacy } : cached));
      if (userId) void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
    // The notice changed meanwhile (privacy-version-outdated): the settings say the new one.
    onError: () => queryClient.invalidateQueries({ queryKey: MY_SETTINGS_QUERY_KEY }),
  });
}

export function PrivacyGate({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const privacy = useQuery({ queryKey: MY_SETTINGS_QUERY_KEY, queryFn: fetchMySettings, enabled: user !== null, select: selectPrivacy });
  const accept = useAcceptPrivacyNotice(user?.userId);
  const status = privacy.data;
  const atSignUp = user && status && !status.accepted ? signUpAcceptanceOf(user.email) : undefined;
  const autoAccepted = atSignUp !== undefined && atSignUp === status?.currentVersion;
  const tried = useRef(false);

  useEffect(() => {
    if (!autoAccepted || !status || tried.current) return;
    tried.current = true;
    accept.mutate({ version: status.currentVersion, first: status.acceptedVersion === undefined });
  }, [autoAccepted, status, accept]);

  if (!user) return children;
  // Never accepted any version: nothing of the app before the answer. A read that failed lets the app through.
  if (privacy.isPending) return user.privacyAcceptedVersion ? children : <FullPageSpinner />;
  if (!status || status.accepted) return children;
  if (autoAccepted && !accept.isError) return <FullPageSpinner />;
  return (
    <PrivacyStep
      status={status}
      accepting={accept.isPending}
      error={accept.error}
      onAccept={() => accept.mutate({ version: status.currentVersion, first: status.acceptedVersion === undefined })}
      onSignOut={() => void signOut()}
    />
  );
}

interface PrivacyStepProps {
  status: PrivacyStatus;
  accepting: boolean;
  error: unknown;
  onAccept: () => void;
  /** Not accepting: the way out. */
  onSignOut: () => void;
}

function PrivacyStep({ status, accepting, error, onAccept, onSignOut }: PrivacyStepProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy notice`);
  const toAccept = status.toAccept;
  const reason = error ? (refusalMessage(error) ?? t`Please try again.`) : undefined;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-6 py-12">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Privacy notice</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Before you continue, please read how the firm handles your information.</Trans>
        </p>
      </div>
      {toAccept ? (
        <div className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-sm" tabIndex={0} role="region" aria-label={t`Privacy notice`}>
          <PrivacyNoticeView notice={toAccept.notice} dataLocation={toAccept.dataLocation} />
        </div>
      ) : null}
      {reason ? (
        <p role="alert" className="text-sm text-red-700">
          {reason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="lg" disabled={accepting} onClick={onAccept}>
          {accepting ? <Trans>Saving...</Trans> : <Trans>Accept and continue</Trans>}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onSignOut}>
          <Trans>Sign Out</Trans>
        </Button>
      </div>
    </main>
  );
}
