/** What the document requests routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';
import { REQUEST_LIMITS } from './limits';

export const REQUESTS = namedRefusals({
  /** No item of this id on the case (or the case is not the caller's: then NOT_FOUND.CASE answers first). */
  REQUEST_MISSING: { kind: 'not-found', code: 'request-missing', message: 'Document request not found' },
  /** A POST with neither `items` nor `templateId`. */
  NOTHING_TO_ADD: { kind: 'invalid', code: 'request-nothing-to-add', message: 'Send items, a template id or both' },
  TEMPLATE_UNKNOWN: { kind: 'invalid', code: 'request-template-unknown', message: 'Template id names no document request template' },
  /**
   * A template id that is not lower-case letters, digits and dashes (a shipped id, or the web's UUID):
   * an id with a space or a slash would look like another template, or like a path.
   */
  TEMPLATE_ID_INVALID: {
    kind: 'invalid',
    code: 'request-template-id-invalid',
    message: `Template id must be 1 to ${REQUEST_LIMITS.templateIdLength} lower-case letters, digits and dashes`,
  },
  /** Deleting a template the firm does not have (a shipped one it never replaced, or an unknown id). */
  TEMPLATE_MISSING: { kind: 'not-found', code: 'request-template-missing', message: 'Document request template not found' },
  TEMPLATE_LIMIT: {
    kind: 'conflict',
    code: 'request-template-limit',
    message: `A firm can keep at most ${REQUEST_LIMITS.templatesPerFirm} templates of its own: delete one first`,
  },
  /** A rejection the client could not act on. */
  REASON_REQUIRED: { kind: 'invalid', code: 'request-reason-required', message: 'A rejection needs a reason the client can act on' },
  /** `expiresOn` with another status than accepted. */
  EXPIRY_NEEDS_ACCEPTANCE: { kind: 'invalid', code: 'request-expiry-needs-acceptance', message: 'Only an accepted document can have an expiry date' },
  /** Accepting or rejecting an item the firm waived: it is no longer asked for (add it again to ask for it). */
  WAIVED: { kind: 'conflict', code: 'request-waived', message: 'This document is no longer requested: add it again to ask for it' },
  /** Rejecting an item nothing was uploaded for since it was requested or last rejected. */
  NOTHING_TO_REJECT: { kind: 'conflict', code: 'request-nothing-to-reject', message: 'Nothing was uploaded for this document since it was last requested' },
  /** The same status with the same reason and expiry date again. */
  UNCHANGED: { kind: 'conflict', code: 'request-unchanged', message: 'This document request is already so' },
  /** An upload against an accepted or waived item. */
  CLOSED: { kind: 'conflict', code: 'request-closed', message: 'This document was already accepted or is no longer requested' },
  TOO_MANY_ON_CASE: {
    kind: 'conflict',
    code: 'request-limit',
    message: `A case can hold at most ${REQUEST_LIMITS.itemsPerCase} requested documents`,
  },
  TOO_MANY_DOCUMENTS: {
    kind: 'conflict',
    code: 'request-documents-limit',
    message: `At most ${REQUEST_LIMITS.documentsPerItem} files can be uploaded for one requested document`,
  },
  /** Changed by someone else between our read and our write, again and again. */
  CHANGED: { kind: 'conflict', code: 'request-changed', message: 'This document request was changed by someone else. Please reload and try again.' },
});
