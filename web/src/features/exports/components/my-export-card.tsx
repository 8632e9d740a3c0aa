import { Trans, useLingui } from '@lingui/react/macro';
import { ExportButtons } from './export-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/utils';
import { getMyExport } from '../api/get-my-export';
import { useMyExportRequest } from '../api/get-my-export-request';
import { useRequestMyExport } from '../api/request-my-export';

/**
 * A client's copy of their information: they ask for it, their firm approves (and they are
 * told by e-mail), then they download it here — as JSON, and their documents as a ZIP — until the
 * approval lapses.
 */
export function MyExportCard({ clientName }: { clientName: string }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const requestQuery = useMyExportRequest(true);
  const asking = useRequestMyExport();
  const state = requestQuery.data;
  const requestedOn = formatDate(state?.requestedAt ?? '');
  const availableUntil = formatDate(state?.availableUntil ?? '');

  async function ask() {
    try {
      await asking.mutateAsync();
      toast.success(t`Your request was sent to your firm`);
    } catch (error) {
      toast.error(errorMessage(error, t`Your request could not be sent. Please try again.`));
    }
  }

  const requestButton = (
    <Button onClick={() => void ask()} disabled={asking.isPending}>
      {asking.isPending ? <Trans>Sending…</Trans> : <Trans>Request a copy of my information</Trans>}
    </Button>
  );

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>
          <Trans>Your information</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            You can ask your firm for a copy of the information this portal holds about you: your profile, cases, document requests, messages, e-mails, documents and activity.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {requestQuery.isPending ? (
          <Spinner />
        ) : requestQuery.isError || !state ? (
          <InlineError onRetry={() => void requestQuery.refetch()}>{loadErrorText(t`your request`, requestQuery.error)}</InlineError>
        ) : state.status === 'pending' ? (
          <p className="text-sm text-slate-700" role="status">
            <Trans>
              You asked for a copy on {requestedOn}. Your firm will review your request; you will be told by e-mail once it is approved.
            </Trans>
          </p>
        ) : state.status === 'approved' ? (
          <>
            <p className="text-sm text-slate-700" role="status">
              <Trans>Your firm approved your request. You can download your information until {availableUntil}.</Trans>
            </p>
            <ExportButtons
              load={getMyExport}
              clientName={clientName}
              labels={{ json: t`Download my information (JSON)`, zip: t`Download my documents (ZIP)` }}
            />
          </>
        ) : (
          <>
            {state.status === 'expired' ? (
              <p className="text-sm text-slate-700" role="status">
                <Trans>Your last copy is no longer available. You can ask for a new one.</Trans>
              </p>
            ) : null}
            {requestButton}
          </>
        )}
      </CardContent>
    </Card>
  );
}
