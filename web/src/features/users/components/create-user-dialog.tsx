import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createUserBody } from '@shared/api-schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/utils';
import { useCreateUser } from '../api/create-user';
import { checkUserForm, EMPTY_USER_FORM, UserFormFields, type UserFormErrors } from './user-form';

/** The 'Create New User' dialog of Users Management: invites a client user into the org. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create New User"
      description="The client receives an e-mail invitation to choose a password and sign in."
    >
      <CreateUserForm onDone={onClose} />
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY_USER_FORM);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const createUser = useCreateUser();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createUser.isPending) return;
    const check = checkUserForm(values, createUserBody);
    if (check.errors) {
      setErrors(check.errors);
      toast.error('Error', { description: check.summary });
      return;
    }
    setErrors({});
    try {
      await createUser.mutateAsync(check.data);
    } catch (error) {
      toast.error('Failed to create user', { description: errorMessage(error, 'Please try again.') });
      return;
    }
    toast.success('User created successfully');
    setValues(EMPTY_USER_FORM);
    onDone();
  }

  return (
    // The form checks its fields itself, so a missing name or e-mail gets the spec's toast.
    <form noValidate onSubmit={handleSubmit} aria-busy={createUser.isPending || undefined}>
      <UserFormFields
        idPrefix="new-user"
        phoneLabel="Phone (optional)"
        values={values}
        onChange={setValues}
        errors={errors}
        onErrorsChange={setErrors}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createUser.isPending}>
          {createUser.isPending ? 'Creating...' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
