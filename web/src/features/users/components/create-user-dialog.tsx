import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider } from 'react-hook-form';
import { toast } from 'sonner';
import { createUserBody, type CreateUserBody } from '@shared/users/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/utils';
import { useCreateUser } from '../api/create-user';
import { EMPTY_USER_FORM, UserFormFields, userFormResolver, useUserForm } from './user-form';

/** The 'Create New User' dialog of Users Management: invites a client user into the org. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Create New User`}
      description={t`The client receives an e-mail invitation to choose a password and sign in.`}
    >
      <CreateUserForm onDone={onClose} />
    </Dialog>
  );
}

const resolver = userFormResolver(createUserBody);

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { form, refuse } = useUserForm<CreateUserBody>(EMPTY_USER_FORM, resolver);
  const createUser = useCreateUser();
  const { t } = useLingui();

  const submit = form.handleSubmit(async (body) => {
    if (createUser.isPending) return;
    try {
      await createUser.mutateAsync(body);
    } catch (error) {
      toast.error(i18n._(msg`Failed to create user`), { description: errorMessage(error, i18n._(msg`Please try again.`)) });
      return;
    }
    toast.success(i18n._(msg`User created successfully`));
    form.reset(EMPTY_USER_FORM);
    onDone();
  }, refuse);

  return (
    <FormProvider {...form}>
      {/* The form checks its fields itself, so a missing name or e-mail gets the spec's toast. */}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={createUser.isPending || undefined}>
        <UserFormFields idPrefix="new-user" phoneLabel={t`Phone (optional)`} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={createUser.isPending}>
            {createUser.isPending ? t`Creating...` : t`Create User`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
