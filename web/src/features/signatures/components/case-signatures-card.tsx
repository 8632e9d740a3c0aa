import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { SignatureRequest } from '@shared/signatures/types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { useSignatureRequests } from '../api/list-signature-requests';
import { RequestSignatureDialog, type SignablePdf } from './request-signature-dialog';
import { SIGNER_LABELS, STATUS_LABELS, STATUS_TONES, signedNameOf, waitsOn } from './signature-labels';
import { SigningDialog, type RenderDocument } from './signing-dialog';

/** What the page shows to download a document (the documents feature's Download), by id and name. */
export type RenderDownload = (documentId: string, name: string) => ReactNode;

/**
 * The staff case page's "Signatures": Request signature (a PDF of the case, or one made from the
 * firm's signing template), then each request with
 * its status, its signers, its due date and, once signed, the signed PDF to download; Countersign
 * when it waits on staff.
 */
export function CaseSignaturesCard({
  caseId,
  pdfs,
  renderDocument,
  renderDownload,
  onSigned,
}: {
  caseId: string;
  pdfs: readonly SignablePdf[];
  renderDocument: RenderDocument;
  renderDownload: RenderDownload;
  onSigned?: () => void;
}) {
  const { t } = useLingui();
  const query = useSignatureRequests(caseId);
  const [requesting, setRequesting] = useState(false);
  const [signing, setSigning] = useState<SignatureRequest>();
  const requests = query.data ?? [];
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>
            <Trans>Signatures</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Documents sent to the client to sign in the portal.</Trans>
          </CardDescription>
        </div>
        <Button onClick={() => setRequesting(true)}>
          <Trans>Request signature</Trans>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the signature requests`, query.error)}</InlineError>
        ) : query.isPending ? (
          <p className="text-sm text-slate-500" role="status">
            <Trans>Loading signature requests…</Trans>
          </p>
        ) : requests.length === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>No signature requests yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t`Signature requests`}>
            {requests.map((request) => (
              <SignatureRow key={request.signatureRequestId} request={request} renderDownload={renderDownload} onCountersign={() => setSigning(request)} />
            ))}
          </ul>
        )}
      </CardContent>
      {requesting ? <RequestSignatureDialog caseId={caseId} pdfs={pdfs} open onClose={() => setRequesting(false)} onDocumentMade={onSigned} /> : null}
      <SigningDialog caseId={caseId} request={signing} renderDocument={renderDocument} onClose={() => setSigning(undefined)} onSigned={onSigned} />
    </Card>
  );
}

function SignatureRow({ request, renderDownload, onCountersign }: { request: SignatureRequest; renderDownload: RenderDownload; onCountersign: () => void }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatDateTime } = useFormat();
  const name = request.documentName;
  const sentOn = formatDate(request.createdAt);
  const dueOn = request.dueDate ? formatDate(request.dueDate) : '';
  return (
    <li className="space-y-2 py-3" aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all text-slate-900">{name}</span>
        <Badge tone={STATUS_TONES[request.status]}>{i18n._(STATUS_LABELS[request.status])}</Badge>
      </div>
      <ul className="space-y-0.5 text-sm text-slate-600">
        {request.signers.map((signer) => {
          const role = i18n._(SIGNER_LABELS[signer.role]);
          const signerName = signer.name ?? '';
          const at = signer.signedAt ? formatDateTime(signer.signedAt) : '';
          return <li key={signer.role}>{signer.signedAt ? t`${role}: signed by ${signerName}, ${at}` : t`${role}: not signed yet`}</li>;
        })}
      </ul>
      <p className="text-xs text-slate-500">
        {dueOn ? <Trans>Sent {sentOn}; due {dueOn}</Trans> : <Trans>Sent {sentOn}</Trans>}
      </p>
      {request.status === 'declined' && request.declineReason ? (
        <p className="text-sm text-red-700">
          <Trans>Declined:</Trans> <span data-user-content="">{request.declineReason}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {waitsOn(request, 'staff') ? (
          <Button size="sm" onClick={onCountersign}>
            <Trans>Countersign</Trans>
          </Button>
        ) : null}
        {request.signedDocumentId ? renderDownload(request.signedDocumentId, signedNameOf(request)) : null}
      </div>
    </li>
  );
}
