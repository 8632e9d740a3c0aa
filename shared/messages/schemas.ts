/** Request schemas of the messages routes (zod), shared by the handlers and the web's message form. */
import * as z from 'zod/mini';
import { cursorParam, limitParam } from '../core/pagination';
import { idParam, requiredText } from '../core/schemas';
import { MESSAGE_LIMITS } from './limits';
import { MESSAGES } from './refusals';

export const threadQuery = z.strictObject({ limit: limitParam(MESSAGE_LIMITS.pageSize), cursor: cursorParam });
export type ThreadQuery = z.infer<typeof threadQuery>;

/** A message: its text (1 to 10,000 characters once trimmed, line breaks kept) and up to 5 documents of the case. */
export const sendMessageBody = z.strictObject({
  body: requiredText('Body', MESSAGE_LIMITS.body),
  documentIds: z.optional(
    z.array(idParam('Document id'), { error: 'documentIds must be a list of document ids' }).check(z.maxLength(MESSAGE_LIMITS.documentsPerMessage, MESSAGES.TOO_MANY_DOCUMENTS.message)),
  ),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;
