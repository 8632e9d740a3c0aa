/** Request schemas of the settings routes (zod), shared by the handler and the settings forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { NOTHING_TO_UPDATE, flag, phoneField, requiredText, text } from '../core/schemas';
import { LANGUAGES } from './language';
import { SESSION_TIMEOUT_MINUTES, SETTINGS_LIMITS } from './limits';
import { SETTINGS } from './refusals';

/** A settings section: an object, said in words when it is not one. */
const section = <Shape extends z.core.$ZodLooseShape>(name: string, fields: string, shape: Shape) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'invalid_type' ? `${name} must be an object with ${fields}` : undefined) });

/**
 * PATCH /v1/me/settings: the sections a tab saves, each one given saved whole (the notification
 * switches: those sent, the others keep their saved value), the others left; and `language`, the
 * language the user reads the portal and its e-mails in (refused with its code, `language-not-offered`,
 * when it is not one of ours).
 */
export const updateMySettingsBody = z
  .strictObject({
    profile: z.optional(
      section('profile', 'name, title, phone, fax and bio', {
        name: requiredText('Name', LIMITS.name),
        title: z.optional(text('Title', SETTINGS_LIMITS.title)),
        phone: z.optional(phoneField()),
        fax: z.optional(phoneField('Fax')),
        bio: z.optional(text('Bio', SETTINGS_LIMITS.bio)),
      }),
    ),
    notifications: z.optional(
      section('notifications', 'true or false switches', {
        emailNotifications: z.optional(flag('emailNotifications')),
        pushNotifications: z.optional(flag('pushNotifications')),
        newCaseAlerts: z.optional(flag('newCaseAlerts')),
        documentUpdates: z.optional(flag('documentUpdates')),
        messageNotifications: z.optional(flag('messageNotifications')),
        weeklyReports: z.optional(flag('weeklyReports')),
        smsAlerts: z.optional(flag('smsAlerts')),
        requests: z.optional(flag('requests')),
        documents: z.optional(flag('documents')),
        messages: z.optional(flag('messages')),
        progress: z.optional(flag('progress')),
      }),
    ),
    email: z.optional(
      section('email', 'signature, autoReply and autoReplyMessage', {
        signature: text('Signature', SETTINGS_LIMITS.signature),
        autoReply: flag('autoReply'),
        autoReplyMessage: text('Auto-reply message', SETTINGS_LIMITS.autoReplyMessage),
      }),
    ),
    security: z.optional(
      section('security', 'sessionTimeout', {
        sessionTimeout: z.union(SESSION_TIMEOUT_MINUTES.map((minutes) => z.literal(minutes)), {
          error: `Session timeout must be one of ${SESSION_TIMEOUT_MINUTES.join(', ')} minutes`,
        }),
      }),
    ),
    language: z.optional(z.enum(LANGUAGES, { error: SETTINGS.LANGUAGE_NOT_OFFERED.message })),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateMySettingsBody = z.output<typeof updateMySettingsBody>;
