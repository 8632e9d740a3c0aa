/** The signatures feature's public entry, for the features above it (the retention job destroys a case's requests; the reminders job reminds clients of theirs). */
export { destroyCaseSignatureRequests, listSignatureRequestsDueOn, waitsOnClient as signatureWaitsOnClient } from './repository/signature-requests';
export type { SignatureRequestRecord } from './repository/signature-requests';
export { MAX_SIGNATURE_REMINDER_CASES, SIGNATURE_MAIL_SETTINGS, publishSignatureMail } from './mail/events';
