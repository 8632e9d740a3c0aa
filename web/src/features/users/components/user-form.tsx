import { zodResolver } from '@hookform/resolvers/zod';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type * as core from 'zod/v4/core';
import { USER_STATUSES, type UserStatus } from '@shared/users/constants';
import { LIMITS } from '@shared/core/limits';
import { SelectField, TextField } from '@/components/form/fields';
import { validationMessage } from '@/lib/validation-messages';


/** The user form as typed: Full Name, Email Address, Phone, Status. */
export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  status: UserStatus;
}

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', phone: '', status: 'active' };

/** The toast description for a form sent without its name or e-mail (spec section 5). */
export const REQUIRED_FIELDS_MESSAGE = msg`Please fill in all required fields`;

const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = { active: msg`Active`, inactive: msg`Inactive` };

/**
 * zodResolver of a user schema (createUserBody, updateUserBody), for the user form: its four values,
 * as typed, are always an input of either (an empty phone and a status are valid input).
 */
export function userFormResolver<Schema extends core.$ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<UserFormValues, unknown, core.output<Schema>> {
  return zodResolver(schema) as unknown as Resolver<UserFormValues, unknown, core.output<Schema>>;
}

/**
 * The react-hook-form of a user form, checked by `resolver` (zodResolver of the shared schema the
 * server applies too, so the form refuses what the API would, in the same words). A refused form
 * toasts 'Error': 'Please fill in all required fields' when the name or e-mail is blank, else the
 * first message.
 */
export function useUserForm<Output>(defaultValues: UserFormValues, resolver: Resolver<UserFormValues, unknown, Output>) {
  const form = useForm<UserFormValues, unknown, Output>({ resolver, defaultValues });

  function refuse(errors: FieldErrors<UserFormValues>) {
    const values = form.getValues();
    const missing = !values.name.trim() || !values.email.trim();
    const first = (['name', 'email', 'phone', 'status'] as const).map((field) => errors[field]?.message).find(Boolean);
    const required = i18n._(REQUIRED_FIELDS_MESSAGE);
    // The schema's message in the reader's language (as the field shows it).
    toast.error(i18n._(msg`Error`), { description: missing || !first ? required : validationMessage(i18n, first) });
  }

  return { form, refuse };
}

/**
 * The four fields of the Create New User dialog and the Edit User page, bound to the enclosing user
 * form. A field's message shows under it.
 */
export function UserFormFields({ idPrefix, phoneLabel }: { idPrefix: string; phoneLabel?: string }) {
  const { i18n: active, t } = useLingui();
  return (
    <div className="space-y-4">
      <TextField<UserFormValues> id={`${idPrefix}-name`} name="name" label={t`Full Name`} autoComplete="off" required maxLength={LIMITS.name} />
      <TextField<UserFormValues>
        id={`${idPrefix}-email`}
        name="email"
        label={t`Email Address`}
        type="email"
        autoComplete="off"
        required
        maxLength={LIMITS.email}
      />
      <TextField<UserFormValues> id={`${idPrefix}-phone`} name="phone" label={phoneLabel ?? t`Phone`} type="tel" autoComplete="off" maxLength={LIMITS.phone} />
      <SelectField<UserFormValues> id={`${idPrefix}-status`} name="status" label={t`Status`}>
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {active._(STATUS_LABELS[status])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
