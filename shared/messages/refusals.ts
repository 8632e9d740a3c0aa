/** What the messages routes refuse (beyond their schemas' own field rules). */
import { FIELD_MESSAGES } from '../core/field-messages';
import { namedRefusals } from '../core/refusals';
import { MESSAGE_LIMITS } from './limits';

export const MESSAGES = namedRefusals({
  /** Nothing left once trimmed (the schema's own words, with a code the web can react to). */
  BODY_REQUIRED: { kind: 'invalid', code: 'message-body-required', message: FIELD_MESSAGES.required('Body') },
  BODY_TOO_LONG: { kind: 'invalid', code: 'message-body-too-long', message: FIELD_MESSAGES.tooLong('Body', MESSAGE_LIMITS.body) },
  TOO_MANY_DOCUMENTS: {
    kind: 'invalid',
    code: 'message-documents-limit',
    message: `A message can link at most ${MESSAGE_LIMITS.documentsPerMessage} documents`,
  },
  /** A document id that is not a document of this case the sender sees (another case's, unknown, not shared with the client). */
  DOCUMENT_UNKNOWN: {
    kind: 'invalid',
    code: 'message-document-unknown',
    message: 'A linked document is not a document of this case you can see: upload it to the case first',
  },
  /** A linked document still being checked for malware, or blocked by the check. */
  DOCUMENT_UNAVAILABLE: {
    kind: 'invalid',
    code: 'message-document-unavailable',
    message: 'A linked document is not available yet (still being checked, or blocked): try again once it is available',
  },
});
