import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { User } from '@shared/users/types';
import { ExportButtons } from './export-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/utils';
import { useApproveClientExport } from '../api/approve-client-export';
import { exportClient } from '../api/export-client';
import { useClientExportRequest } from '../api/get-client-export-request';

/**
 * Staff, on a client's page: export everything the portal holds of the client (JSON, and
 * their documents as a ZIP), and approve the client's own request for a copy when they made one. Each
 * export is recorded in the client's activity log.
 */
export function ClientExportCard({ user }: { user: User }) {
  const { t } = useLingui();
  const titleId = useId();
  const { formatDate } = useFormat();
  const requestQuery = useClientExportRequest(user.userId);
  const approving = useApproveClientExport(user.userId);
  const state = requestQuery.data;
  const clientName = user.name;
  const requestedOn = formatDate(state?.requestedAt ?? '');
  const approvedOn = formatDate(state?.approvedAt ?? '');
  const availableUntil = formatDate(state?.availableUntil ?? '');

  async function approve() {
    try {
      await approving.mutateAsync();
      toast.success(t`Export request approved: ${clientName} was told by e-mail`);
    } catch (error) {
      toast.error(errorMessage(error, t`The request could not be approved. Please try again.`));
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Client data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Everything the portal holds of this client: their profile, cases, document requests, messages, e-mails, documents and activity. Each export is recorded in the activity log.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ExportButtons
          load={() => exportClient(user.userId)}
          clientName={clientName}
          labels={{ json: t`Export client data (JSON)`, zip: t`Export client documents (ZIP)` }}
        />
        {requestQuery.isError ? (
          <InlineError onRetry={() => void requestQuery.refetch()}>{loadErrorText(t`the client's export request`, requestQuery.error)}</InlineError>
        ) : state?.status === 'pending' ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3" role="status">
            <p className="text-sm text-amber-900">
              <Trans>{clientName} asked for a copy of their information on {requestedOn}.</Trans>
            </p>
            <Button size="sm" onClick={() => void approve()} disabled={approving.isPending}>
              {approving.isPending ? <Trans>Approving…</Trans> : <Trans>Approve export request</Trans>}
            </Button>
          </div>
        ) : state?.status === 'approved' ? (
          <p className="text-sm text-slate-700" role="status">
            <Trans>
              Export request approved on {approvedOn}: the client can download their information until {availableUntil}.
            </Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
