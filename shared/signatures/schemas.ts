/** Request schemas of the signature routes (zod), shared by the handlers and the web forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { dateField, requiredText, text } from '../core/schemas';
import { SIGNATURE_CODE_DIGITS, SIGNATURE_LIMITS } from './limits';
import { LANGUAGES } from '../settings/language';
import { SIGNATURES } from './refusals';
import { SIGNING_TEMPLATE_IDS } from './templates';

const signersField = z.union([z.tuple([z.literal('client')]), z.tuple([z.literal('client'), z.literal('staff')])], {
  error: 'Signers must be the client, or the client then staff',
});

export const createSignatureRequestBody = z.strictObject({
  documentId: requiredText('Document id', LIMITS.id),
  signers: signersField,
  message: z.optional(text('Message', SIGNATURE_LIMITS.message)),
  dueDate: z.optional(dateField('Due date')),
});

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const signBody = z.strictObject({
  code: z.string({ error: SIGNATURES.CODE_INVALID.message }).check(z.trim(), z.refine((value) => new RegExp(`^\\d{${SIGNATURE_CODE_DIGITS}}$`).test(value), SIGNATURES.CODE_INVALID.message)),
  typedName: requiredText('Typed name', SIGNATURE_LIMITS.typedName),
  consent: z.literal(true, { error: SIGNATURES.CONSENT_REQUIRED.message }),
  drawing: z.optional(
    z
      .string({ error: SIGNATURES.DRAWING_INVALID.message })
      .check(
        z.maxLength(SIGNATURE_LIMITS.drawingDataUrl, SIGNATURES.DRAWING_INVALID.message),
        z.refine((value) => value.startsWith(PNG_DATA_URL_PREFIX), SIGNATURES.DRAWING_INVALID.message),
      ),
  ),
});

export const declineBody = z.strictObject({
  reason: requiredText('Reason', SIGNATURE_LIMITS.declineReason),
});

/** A document made from a signing template: which, in which language, and the fields staff type. */
export const createTemplateDocumentBody = z.strictObject({
  templateId: z.enum(SIGNING_TEMPLATE_IDS, { error: SIGNATURES.TEMPLATE_MISSING.message }),
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }),
  fields: z.strictObject(
    { fees: requiredText('Fees', SIGNATURE_LIMITS.templateField) },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Fields must be an object with the fees' : undefined) },
  ),
});
