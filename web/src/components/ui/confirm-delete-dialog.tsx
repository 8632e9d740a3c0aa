import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before a deletion: the question, what it means, then Cancel or Delete (disabled while the deletion runs). */
export function ConfirmDeleteDialog({
  open,
  onClose,
  title,
  description,
  onConfirm,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
