import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { updateUserBody, type UpdateUserBody } from '@shared/users/schemas';
import { USER_STATUSES, type UserStatus } from '@shared/users/constants';
import { USERS } from '@shared/users/refusals';
import type { User } from '@shared/users/types';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/utils';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { userKeys } from '@/lib/query-keys';
import { UserFormFields, userFormResolver, useUserForm, type UserFormValues } from '../components/user-form';
import { BackToUsers, UserQueryFallback } from '../components/user-states';

/** /admin/users/{userId}/edit: Full Name, Email Address, Phone and Status of a user; Save Changes sends what changed. */
export function EditUserPage() {
  const { userId = '' } = useParams();
  const userQuery = useUser(userId);
  const user = userQuery.data;
  const { t } = useLingui();
  useDocumentTitle(t`Edit User`);

  if (!user) return <UserQueryFallback query={userQuery} />;

  // Keyed by user and version, so the form starts from the record it edits (again after a reload).
  return <EditUserForm key={`${user.userId}:${user.version ?? 0}`} user={user} />;
}

function formValuesOf(user: User): UserFormValues {
  const status: UserStatus = (USER_STATUSES as readonly string[]).includes(user.status) ? user.status : 'active';
  return { name: user.name, email: user.email, phone: user.phone ?? '', status };
}

/** The fields whose (trimmed, normalized) value differs from the stored record. */
function changedFields(user: User, next: Required<UpdateUserBody>): UpdateUserBody {
  const changes: UpdateUserBody = {};
  if (next.name !== user.name) changes.name = next.name;
  if (next.email !== user.email) changes.email = next.email;
  if (next.phone !== (user.phone ?? '')) changes.phone = next.phone;
  if (next.status !== user.status) changes.status = next.status;
  return changes;
}

const resolver = userFormResolver(updateUserBody);

function EditUserForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, refuse } = useUserForm<UpdateUserBody>(formValuesOf(user), resolver);
  const status = useWatch({ control: form.control, name: 'status' });
  const updateUser = useUpdateUser();
  const userHref = paths.admin.user.getHref(user.userId);
  const { t } = useLingui();

  const submit = form.handleSubmit(async (body) => {
    if (updateUser.isPending) return;
    // All four fields were sent through the schema, so all four are there.
    const changes = changedFields(user, body as Required<UpdateUserBody>);
    if (Object.keys(changes).length === 0) {
      toast.info(i18n._(msg`No changes to save`));
      return;
    }
    let saved: User;
    try {
      saved = (await updateUser.mutateAsync({ userId: user.userId, changes })).data;
    } catch (error) {
      if (isApiRequestError(error, 409) && error.code === USERS.USER_CHANGED.code) {
        // Someone saved this user meanwhile: say so and show their version (the form starts again from it).
        toast.error(i18n._(msg`Failed to update user`), { description: errorMessage(error, i18n._(msg`Please try again.`)) });
        await queryClient.invalidateQueries({ queryKey: userKeys.detail(user.userId) });
        return;
      }
      toast.error(i18n._(msg`Failed to update user`), { description: errorMessage(error, i18n._(msg`Please try again.`)) });
      return;
    }
    const pendingEmail = saved.pendingEmail;
    toast.success(i18n._(msg`User updated successfully`), {
      description: pendingEmail
        ? i18n._(msg`A verification code was sent to ${pendingEmail}. The new address takes effect once its owner enters the code.`)
        : undefined,
    });
    navigate(userHref);
  }, refuse);

  const userName = user.name;
  return (
    <>
      <BackToUsers />
      <PageHeader title={t`Edit User`} description={t`Update ${userName}'s details and account status.`} />
      <Card className="max-w-2xl">
        <CardContent className="pt-6">
          <FormProvider {...form}>
            <form noValidate onSubmit={(event) => void submit(event)} aria-busy={updateUser.isPending || undefined}>
              <UserFormFields idPrefix="edit-user" />
              {status === 'inactive' && user.status !== 'inactive' ? (
                <p className="mt-3 text-sm text-amber-800">
                  <Trans>An inactive user can no longer sign in or use the portal.</Trans>
                </p>
              ) : null}
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <ButtonLink to={userHref} variant="outline">
                  <Trans>Cancel</Trans>
                </ButtonLink>
                <Button type="submit" disabled={updateUser.isPending}>
                  {updateUser.isPending ? t`Saving...` : t`Save Changes`}
                </Button>
              </div>
            </form>
          </FormProvider>
        </CardContent>
      </Card>
    </>
  );
}
