import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import type { DocumentRequest } from '@shared/requests/types';
import { Dialog } from '@/components/ui/dialog';
import { refreshAfterUpload } from '@/features/documents/api/after-upload';
import { UploadCard } from '@/features/documents/components/upload-card';
import { refreshCaseRequests } from '@/features/requests/api/list-case-requests';

/** The item an upload answers, and its title in the reader's language. */
export interface UploadFor {
  request: DocumentRequest;
  title: string;
}

/**
 * The client's upload for one requested document (documents + requests): the upload card sending the
 * item's `requestId`; the files land in the case's documents like any upload, and the checklist and
 * the readiness are read again.
 */
export function RequestUploadDialog({ item, uploadFor, onClose }: { item: Case; uploadFor: UploadFor | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const title = uploadFor?.title ?? '';
  return (
    <Dialog open={uploadFor !== undefined} onClose={onClose} title={t`Upload: ${title}`} description={t`The files go to your firm for review, with your other documents.`}>
      {uploadFor ? (
        <UploadCard
          bare
          caseId={item.caseId}
          folderId={item.caseFolderId}
          audience="client"
          requestId={uploadFor.request.requestId}
          onUploaded={async () => {
            onClose();
            await Promise.all([refreshAfterUpload(queryClient, item.caseId), refreshCaseRequests(queryClient, item.caseId)]);
          }}
        />
      ) : null}
    </Dialog>
  );
}
