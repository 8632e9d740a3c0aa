import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SignatureRequest } from '@shared/signatures/types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { useSignatureRequests } from '../api/list-signature-requests';
import type { RenderDownload } from './case-signatures-card';
import { STATUS_LABELS, STATUS_TONES, signedNameOf, waitsOn } from './signature-labels';
import { SigningDialog, type RenderDocument } from './signing-dialog';

/**
 * The client case page's "Documents to sign": each document the firm asked them to sign, with Read
 * and sign while it waits on them, and the signed PDF to download once signed. A notice's link names
 * the document (`target`): when it waits on the client, the signing screen opens on it at once.
 */
export function ClientSignaturesCard({
  caseId,
  target,
  renderDocument,
  renderDownload,
  onSigned,
}: {
  caseId: string;
  target?: string;
  renderDocument: RenderDocument;
  renderDownload: RenderDownload;
  onSigned?: () => void;
}) {
  const { t } = useLingui();
  const query = useSignatureRequests(caseId);
  const [signing, setSigning] = useState<SignatureRequest>();
  const opened = useRef<string | undefined>(undefined);
  const requests = query.data ?? [];
  const linked = target ? requests.find((request) => request.documentId === target && waitsOn(request, 'client')) : undefined;

  useEffect(() => {
    if (!linked || opened.current === linked.signatureRequestId) return;
    opened.current = linked.signatureRequestId;
    setSigning(linked);
  }, [linked]);

  if (requests.length === 0) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>
          <Trans>Documents to sign</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Read each document, then sign it here with a code we e-mail you.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label={t`Documents to sign`}>
          {requests.map((request) => (
            <ClientSignatureRow key={request.signatureRequestId} request={request} renderDownload={renderDownload} onSign={() => setSigning(request)} />
          ))}
        </ul>
      </CardContent>
      <SigningDialog caseId={caseId} request={signing} renderDocument={renderDocument} onClose={() => setSigning(undefined)} onSigned={onSigned} />
    </Card>
  );
}

function ClientSignatureRow({ request, renderDownload, onSign }: { request: SignatureRequest; renderDownload: RenderDownload; onSign: () => void }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormat();
  const name = request.documentName;
  const due = request.dueDate ? formatDate(request.dueDate) : undefined;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" aria-label={name}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{name}</span>
          <Badge tone={STATUS_TONES[request.status]}>{i18n._(STATUS_LABELS[request.status])}</Badge>
        </div>
        {due && waitsOn(request, 'client') ? (
          <p className="text-sm text-slate-600">
            <Trans>Sign by {due}</Trans>
          </p>
        ) : null}
        {request.status !== 'signed' && request.signers[0]?.signedAt ? (
          <p className="text-sm text-slate-600">
            <Trans>You signed it; the firm countersigns next.</Trans>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {waitsOn(request, 'client') ? (
          <Button onClick={onSign} aria-label={t`Read and sign ${name}`}>
            <Trans>Read and sign</Trans>
          </Button>
        ) : null}
        {request.signedDocumentId ? renderDownload(request.signedDocumentId, signedNameOf(request)) : null}
      </div>
    </li>
  );
}
