import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createFolderBody, type CreateFolderBody } from '@shared/documents/schemas';
import { DOCUMENT_LIMITS } from '@shared/documents/limits';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/refusal-messages';
import { useCreateFolder } from '../api/create-folder';


interface FolderFormValues {
  folderName: string;
}

const resolver = zodResolver(createFolderBody);

/** Create Folder: the spec's prompt, in an accessible dialog; an empty name or Cancel does nothing. */
export function CreateFolderButton({ caseId, folderId }: { caseId: string; folderId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trans>Create Folder</Trans>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Create Folder`}>
        {/* Mounted only while open, so the name starts empty every time. */}
        <CreateFolderForm caseId={caseId} folderId={folderId} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function CreateFolderForm({ caseId, folderId, onClose }: { caseId: string; folderId: string; onClose: () => void }) {
  const { t } = useLingui();
  const createFolder = useCreateFolder(caseId, folderId);
  // The name is checked with the API's own schema (folderName of the create-folder body).
  const form = useForm<FolderFormValues, unknown, CreateFolderBody>({ resolver, defaultValues: { folderName: '' } });

  const save = form.handleSubmit(async ({ folderName }) => {
    try {
      await createFolder.mutateAsync(folderName);
      toast.success(t`Folder created successfully!`);
      onClose();
    } catch (error) {
      if (isApiRequestError(error)) toast.error(t`Failed to create folder`, { description: refusalMessage(error) });
      else toast.error(t`Failed to create folder. Please try again.`);
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    // Like the spec's prompt: an empty name creates nothing and closes.
    if (form.getValues('folderName').trim() === '') {
      event.preventDefault();
      onClose();
      return;
    }
    void save(event);
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField<FolderFormValues>
          id="new-folder-name"
          name="folderName"
          label={t`Enter the name of the new folder:`}
          maxLength={DOCUMENT_LIMITS.folderName}
          autoComplete="off"
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={createFolder.isPending}>
            <Trans>Create</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
