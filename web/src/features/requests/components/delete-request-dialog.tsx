import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { refusalMessage } from '@/lib/refusal-messages';
import { useDeleteCaseRequest } from '../api/delete-case-request';

/** The item being deleted, and its title in the reader's language. */
export interface Deletion {
  requestId: string;
  title: string;
}

/** Delete: asks first; only an item nothing was uploaded for (the card offers no other). */
export function DeleteRequestDialog({ caseId, deletion, onClose }: { caseId: string; deletion: Deletion | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteCaseRequest(caseId);
  const title = deletion?.title ?? '';

  async function confirm() {
    if (!deletion) return;
    try {
      await remove.mutateAsync(deletion.requestId);
      toast.success(t`${title} deleted`);
      onClose();
    } catch (error) {
      toast.error(t`Could not delete the document request`, { description: refusalMessage(error) });
    }
  }

  return (
    <ConfirmDeleteDialog
      open={deletion !== undefined}
      onClose={onClose}
      title={t`Delete ${title}?`}
      description={t`The client is no longer asked for it, and it leaves the checklist and its history.`}
      onConfirm={() => void confirm()}
      pending={remove.isPending}
    />
  );
}
