/**
 * Request schemas of the privacy notice (zod): the firm's notice (a field of PATCH /v1/admin/orgs/{orgId})
 * and the acceptance. The shape only: its limits (length, both languages, https) are refused with
 * their codes by the server (shared/privacy/refusals.ts), so the web says them in either language.
 */
import * as z from 'zod/mini';
import { requiredText } from '../core/schemas';

const noticeText = z.string({ error: 'The privacy notice’s text must be text' }).check(z.trim());

/** The firm's notice: `text` in both languages, `url`, or both. The server sets its version. */
export const privacyNoticeField = z.strictObject(
  {
    text: z.optional(z.strictObject({ en: noticeText, fr: noticeText })),
    url: z.optional(z.string({ error: 'The privacy notice’s link must be text' }).check(z.trim())),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Privacy notice must be an object with English and French text, a link, or both' : undefined) },
);
export type PrivacyNoticeInput = z.output<typeof privacyNoticeField>;

/** POST /v1/me/privacy-acceptance: the version of the notice the user read. */
export const acceptPrivacyBody = z.strictObject({
  version: requiredText('Version', 64),
});
export type AcceptPrivacyBody = z.output<typeof acceptPrivacyBody>;
