import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { toast } from 'sonner';
import { createUserBody, type CreateUserBody } from '@shared/users/schemas';
import { Button } from '@/components/ui/button';
import { controlAria, FormField } from '@/components/form/form-field';
import { LANGUAGE_NAMES } from '@/components/i18n/language-switch';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { currentLanguage, isLanguage, LANGUAGES, type Language } from '@/lib/i18n';
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
  // The language of the invitation and of the user's portal until they choose: the admin's by default.
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const languageHint = t`The invitation e-mail is in this language, and the portal until the user chooses.`;

  const submit = form.handleSubmit(async (body) => {
    if (createUser.isPending) return;
    try {
      await createUser.mutateAsync({ ...body, language });
    } catch (error) {
      toast.error(i18n._(msg`Failed to create user`), { description: errorMessage(error, i18n._(msg`Please try again.`)) });
      return;
    }
    toast.success(i18n._(msg`User created successfully`));
    form.reset(EMPTY_USER_FORM);
    setLanguage(currentLanguage());
    onDone();
  }, refuse);

  return (
    <FormProvider {...form}>
      {/* The form checks its fields itself, so a missing name or e-mail gets the spec's toast. */}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={createUser.isPending || undefined}>
        <UserFormFields idPrefix="new-user" phoneLabel={t`Phone (optional)`} />
        <FormField id="new-user-language" label={t`Language`} hint={languageHint} className="mt-4">
          <Select
            id="new-user-language"
            {...controlAria('new-user-language', { hint: languageHint })}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </Select>
        </FormField>
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
