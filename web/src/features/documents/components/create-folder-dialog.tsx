import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiRequestError } from '@/lib/api-client';
import { useCreateFolder } from '../api/create-folder';

/** Create Folder: the spec's prompt, in an accessible dialog; an empty name or Cancel does nothing. */
export function CreateFolderButton({ caseId, folderId }: { caseId: string; folderId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const createFolder = useCreateFolder(caseId, folderId);

  const close = () => {
    setOpen(false);
    setName('');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const folderName = name.trim();
    if (folderName === '') {
      close();
      return;
    }
    try {
      await createFolder.mutateAsync(folderName);
      toast.success('Folder created successfully!');
      close();
    } catch (error) {
      if (isApiRequestError(error)) toast.error('Failed to create folder', { description: error.serverMessage });
      else toast.error('Failed to create folder. Please try again.');
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Create Folder
      </Button>
      <Dialog open={open} onClose={close} title="Create Folder">
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="new-folder-name">Enter the name of the new folder:</Label>
            <Input id="new-folder-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={200} autoComplete="off" />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={createFolder.isPending}>
              Create
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
