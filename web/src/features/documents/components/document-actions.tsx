import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isPreviewable } from '@shared/documents/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { activityKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/utils';
import { getDocumentDownload } from '../api/get-document-download';
import { useDocumentPreview } from '../api/get-document-preview';
import { useShareDocument } from '../api/share-document';

/** The document an action works on. */
export interface ActionTarget {
  caseId: string;
  documentId: string;
  name: string;
}

/**
 * Downloads a document: a short-lived link that answers it as an attachment (the page stays where it
 * is); the case's activity log, which records the download, is read again.
 */
export function DownloadButton({ caseId, documentId, name, variant = 'outline' }: ActionTarget & { variant?: 'outline' | 'link' | 'primary' }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const link = await getDocumentDownload(caseId, documentId);
      void queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) });
      window.location.assign(link.url);
    } catch (error) {
      toast.error(t`Download failed`, { description: errorMessage(error, t`Please try again.`) });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant={variant} size="sm" onClick={() => void download()} disabled={pending} aria-label={t`Download ${name}`}>
      <Trans>Download</Trans>
    </Button>
  );
}

/** The preview's body: a PDF in a frame, an image as an image, from a short-lived cross-origin link. */
export function PreviewBody({ caseId, documentId, name, onFailed }: ActionTarget & { onFailed: () => void }) {
  const { t } = useLingui();
  const preview = useDocumentPreview(caseId, documentId, true);
  const { error, isError } = preview;

  useEffect(() => {
    if (!isError) return;
    toast.error(t`Preview failed`, { description: errorMessage(error, t`Please try again.`) });
    onFailed();
  }, [isError, error, onFailed, t]);

  if (!preview.data) {
    return (
      <p className="py-10 text-center text-sm text-slate-500" role="status">
        <Trans>Loading preview…</Trans>
      </p>
    );
  }
  const { url, contentType } = preview.data;
  return contentType?.startsWith('image/') ? (
    <img src={url} alt={name} className="mx-auto max-h-[70vh] max-w-full object-contain" />
  ) : (
    <iframe src={url} title={t`Preview of ${name}`} className="h-[70vh] w-full rounded-md border border-slate-200" />
  );
}

/** Preview (PDFs and images only): a dialog showing the document, with Download beside it. */
export function PreviewButton({ contentType, ...target }: ActionTarget & { contentType: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!isPreviewable(contentType)) return null;
  const { name } = target;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t`Preview ${name}`}>
        <Trans>Preview</Trans>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={name} className="max-w-4xl">
        <div className="space-y-4">
          <PreviewBody {...target} onFailed={() => setOpen(false)} />
          <div className="flex justify-end">
            <DownloadButton {...target} variant="primary" />
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** A firm's document: Share (the client then lists, previews and downloads it) or Stop sharing. */
export function ShareButton({ shared, ...target }: ActionTarget & { shared: boolean }) {
  const { t } = useLingui();
  const share = useShareDocument(target.caseId);
  const { name } = target;
  function toggle() {
    share.mutate(
      { documentId: target.documentId, sharedWithClient: !shared },
      {
        onSuccess: (document) =>
          toast.success(document.sharedWithClient ? t`${name} is now shared with the client.` : t`${name} is no longer shared with the client.`),
        onError: (error) => toast.error(t`Sharing could not be changed`, { description: errorMessage(error, t`Please try again.`) }),
      },
    );
  }
  return (
    <Button
      variant={shared ? 'outline' : 'secondary'}
      size="sm"
      onClick={toggle}
      disabled={share.isPending}
      aria-label={shared ? t`Stop sharing ${name}` : t`Share ${name} with the client`}
    >
      {shared ? <Trans>Stop sharing</Trans> : <Trans>Share</Trans>}
    </Button>
  );
}
