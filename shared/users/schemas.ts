/** Request schemas of the users routes (zod), shared by the handlers, the sign-up triggers and the web forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { NOTHING_TO_UPDATE, emailField, phoneField, requiredText } from '../core/schemas';
import { LANGUAGES } from '../settings/language';
import { SETTINGS } from '../settings/refusals';
import { USER_STATUSES } from './constants';

export const userStatusField = z.enum(USER_STATUSES, {
  error: `Status must be one of ${USER_STATUSES.join(', ')}`,
});

/**
 * POST /v1/admin/create-user. `language` ('en' or 'fr', optional): the language the new user reads
 * the portal and its e-mails in, their invitation first (their record's `language` and their sign-in's
 * `locale`); without it the invitation is in English until they choose.
 */
export const createUserBody = z.strictObject({
  name: requiredText('Name', LIMITS.name),
  email: emailField(),
  phone: z.optional(phoneField()),
  status: z.optional(userStatusField),
  language: z.optional(z.enum(LANGUAGES, { error: SETTINGS.LANGUAGE_NOT_OFFERED.message })),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .strictObject({
    name: z.optional(requiredText('Name', LIMITS.name)),
    email: z.optional(emailField()),
    phone: z.optional(phoneField()),
    status: z.optional(userStatusField),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/**
 * What a self sign-up may say about itself: the same rules as an admin's New User form. Applied by
 * the PreSignUp trigger (refusal with this sentence) and again at PostConfirmation.
 */
export const signUpAttributes = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField(),
  phone_number: z.optional(phoneField()),
});

export const ensureClientBody = z.strictObject({
  email: emailField(),
  name: requiredText('Name', LIMITS.name),
});
export type EnsureClientBody = z.infer<typeof ensureClientBody>;
