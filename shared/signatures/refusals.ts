/** What the signature routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';

export const SIGNATURES = namedRefusals({
  /** No signature request of this id on the case (or the case is not the caller's: NOT_FOUND.CASE answers first). */
  REQUEST_MISSING: { kind: 'not-found', code: 'signature-request-missing', message: 'Signature request not found' },
  /** The document named is not a PDF (only PDFs are signed in the portal). */
  NOT_PDF: { kind: 'invalid', code: 'signature-document-not-pdf', message: 'Only a PDF document can be signed' },
  /** The document is still being checked for malware, was blocked, or is too large to sign. */
  DOCUMENT_UNAVAILABLE: { kind: 'conflict', code: 'signature-document-unavailable', message: 'This document cannot be signed now: it is being checked, blocked or too large' },
  /** The PDF cannot be opened to be signed (damaged, or protected by a password). */
  DOCUMENT_UNREADABLE: { kind: 'conflict', code: 'signature-document-unreadable', message: 'This PDF cannot be signed: it is damaged or protected by a password' },
  /** A wrong, spent or expired one-time code. */
  CODE_INVALID: { kind: 'invalid', code: 'signature-code-invalid', message: 'The code is wrong or has expired: ask for a new code' },
  /** More codes asked for than a request allows. */
  CODE_LIMIT: { kind: 'too-many-requests', code: 'signature-code-limit', message: 'Too many codes were sent for this request: ask the firm to send it again' },
  /** The mail queue did not take the code's e-mail. */
  CODE_NOT_SENT: { kind: 'unavailable', code: 'signature-code-not-sent', message: 'The code could not be sent. Please try again in a moment.' },
  CONSENT_REQUIRED: { kind: 'invalid', code: 'signature-consent-required', message: 'Consent to sign electronically is required' },
  DRAWING_INVALID: { kind: 'invalid', code: 'signature-drawing-invalid', message: 'A drawn signature must be a PNG image sent as a data URL' },
  /** The caller already signed this request. */
  ALREADY_SIGNED: { kind: 'conflict', code: 'signature-already-signed', message: 'This document is already signed' },
  /** The request was declined or has expired. */
  CLOSED: { kind: 'conflict', code: 'signature-request-closed', message: 'This signature request was declined or has expired' },
  /** Staff countersign once the client signed; staff cannot sign a request that asks only the client. */
  NOT_YOUR_TURN: { kind: 'conflict', code: 'signature-not-your-turn', message: 'This document is not waiting for your signature' },
  /** No signing template of this id (SIGNING_TEMPLATES). */
  TEMPLATE_MISSING: { kind: 'invalid', code: 'signature-template-missing', message: 'No signing template of this id' },
  /** The signing certificate is not available (its secret cannot be read). */
  SIGNING_UNAVAILABLE: { kind: 'unavailable', code: 'signature-signing-unavailable', message: 'Signing is not available right now. Please try again in a moment.' },
});
