/** Signature requests as the API answers them (shared/signatures/routes.ts). */

/** Who signs: the case's client, then (when asked) a staff member of the firm, countersigning. */
export const SIGNER_ROLES = ['client', 'staff'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * sent: waiting on the signers; viewed: a signer opened it (or asked for their code); signed: every
 * signer signed (the signed PDF is a document of the case); declined: a signer declined, with a
 * reason; expired: its due date passed before it was signed.
 */
export const SIGNATURE_STATUSES = ['sent', 'viewed', 'signed', 'declined', 'expired'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export interface SignatureSigner {
  role: SignerRole;
  /** Once signed: who signed and when (UTC). */
  name?: string;
  signedAt?: string;
}

export interface SignatureRequest {
  signatureRequestId: string;
  caseId: string;
  /** The PDF to sign (it stays as it is). */
  documentId: string;
  documentName: string;
  /** SHA-256 of the document to sign, when the request was made. */
  documentSha256: string;
  status: SignatureStatus;
  signers: SignatureSigner[];
  message?: string;
  /** YYYY-MM-DD: expires after that day unless signed. */
  dueDate?: string;
  createdAt: string;
  createdBy: { userId: string; name: string };
  viewedAt?: string;
  signedAt?: string;
  /** The signed PDF, a document of the case shared with the client. */
  signedDocumentId?: string;
  declinedAt?: string;
  declineReason?: string;
}

/** A document made from a signing template (POST …/signature-documents): a PDF of the case, to send for signature. */
export interface TemplateDocument {
  documentId: string;
  name: string;
}

/** What POST …/code answers: where the code went (masked) and until when it works. */
export interface SignatureCodeSent {
  sentTo: string;
  expiresAt: string;
}
