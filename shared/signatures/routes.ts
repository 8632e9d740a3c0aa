/**
 * The signature routes: the firm asks for a PDF of a case to be signed; its client (then, when asked,
 * staff) reads it, gets a one-time code by e-mail, and signs or declines. The signed PDF — with its
 * certificate page and a PAdES signature — becomes a document of the case shared with the client.
 */
import { NOT_FOUND } from '../core/refusals';
import { answer, type RouteDefinition } from '../core/route-definition';
import { SIGNATURE_LIMITS } from './limits';
import { SIGNATURES } from './refusals';
import { createSignatureRequestBody, createTemplateDocumentBody, declineBody, signBody } from './schemas';
import type { SignatureCodeSent, SignatureRequest, TemplateDocument } from './types';

const CLOSED_OR_SIGNED = [SIGNATURES.ALREADY_SIGNED, SIGNATURES.CLOSED, SIGNATURES.NOT_YOUR_TURN] as const;

export const signatureRoutes = {
  createSignatureRequest: {
    id: 'createSignatureRequest',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/signature-requests',
    handler: 'functions/signatures/create-signature-request.ts',
    access: 'admin',
    body: createSignatureRequestBody,
    summary:
      "Asks for a PDF of a case of the admin's org to be signed by the case's client (and then countersigned by staff, with signers [\"client\", \"staff\"]), with a message and a due date after which it expires; the client is told in their next notices",
    answer: answer<SignatureRequest>(201),
    errors: [NOT_FOUND.CASE, NOT_FOUND.DOCUMENT, SIGNATURES.NOT_PDF, SIGNATURES.DOCUMENT_UNAVAILABLE],
    uses: ['documents', 'mail', 'activity'],
  },
  createTemplateDocument: {
    id: 'createTemplateDocument',
    method: 'POST',
    path: '/v1/admin/cases/{caseId}/signature-documents',
    handler: 'functions/signatures/create-template-document.ts',
    access: 'admin',
    body: createTemplateDocumentBody,
    summary: "A PDF of the case from a signing template (the retainer, EN or FR), the case's fields and the fees filled in",
    answer: answer<TemplateDocument>(201),
    errors: [NOT_FOUND.CASE, SIGNATURES.TEMPLATE_MISSING],
    uses: ['documents', 'activity'],
  },
  listSignatureRequests: {
    id: 'listSignatureRequests',
    method: 'GET',
    path: '/v1/cases/{caseId}/signature-requests',
    handler: 'functions/signatures/list-signature-requests.ts',
    access: 'signedIn',
    summary: "A case's signature requests, newest first, with their status and, once signed, the signed document's id; for the firm's staff and the case's client",
    answer: answer<{ Items: SignatureRequest[] }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  viewSignatureRequest: {
    id: 'viewSignatureRequest',
    method: 'POST',
    path: '/v1/cases/{caseId}/signature-requests/{signatureRequestId}/view',
    handler: 'functions/signatures/view-signature-request.ts',
    access: 'signedIn',
    summary: 'Opened by the signer whose turn it is, a request sent is viewed',
    answer: answer<SignatureRequest>(200),
    errors: [NOT_FOUND.CASE, SIGNATURES.REQUEST_MISSING],
    uses: ['activity'],
  },
  sendSignatureCode: {
    id: 'sendSignatureCode',
    method: 'POST',
    path: '/v1/cases/{caseId}/signature-requests/{signatureRequestId}/code',
    handler: 'functions/signatures/send-signature-code.ts',
    access: 'signedIn',
    summary: `E-mails the signer (the caller, when the request waits on them) a one-time code that confirms their identity for signing; it works once, for ${SIGNATURE_LIMITS.codeMinutes} minutes, and replaces any code sent before`,
    answer: answer<SignatureCodeSent>(202),
    errors: [NOT_FOUND.CASE, SIGNATURES.REQUEST_MISSING, ...CLOSED_OR_SIGNED, SIGNATURES.CODE_LIMIT, SIGNATURES.CODE_NOT_SENT],
    uses: ['mail', 'activity'],
  },
  signSignatureRequest: {
    id: 'signSignatureRequest',
    method: 'POST',
    path: '/v1/cases/{caseId}/signature-requests/{signatureRequestId}/sign',
    handler: 'functions/signatures/sign-signature-request.ts',
    access: 'signedIn',
    body: signBody,
    summary:
      'Signs with the e-mailed code, the typed name (and a drawn signature, a PNG data URL) and consent to sign electronically; the last signer makes the signed PDF (signature and certificate pages, a PAdES digital signature), a document of the case shared with the client',
    answer: answer<SignatureRequest>(200),
    errors: [NOT_FOUND.CASE, SIGNATURES.REQUEST_MISSING, SIGNATURES.CODE_INVALID, SIGNATURES.CONSENT_REQUIRED, SIGNATURES.DRAWING_INVALID, ...CLOSED_OR_SIGNED, SIGNATURES.DOCUMENT_UNAVAILABLE, SIGNATURES.DOCUMENT_UNREADABLE, SIGNATURES.SIGNING_UNAVAILABLE],
    uses: ['documents', 'mail', 'activity', 'signing'],
  },
  declineSignatureRequest: {
    id: 'declineSignatureRequest',
    method: 'POST',
    path: '/v1/cases/{caseId}/signature-requests/{signatureRequestId}/decline',
    handler: 'functions/signatures/decline-signature-request.ts',
    access: 'signedIn',
    body: declineBody,
    summary: 'Declines to sign, with a reason the firm reads; the request is closed',
    answer: answer<SignatureRequest>(200),
    errors: [NOT_FOUND.CASE, SIGNATURES.REQUEST_MISSING, ...CLOSED_OR_SIGNED],
    uses: ['activity'],
  },
} as const satisfies Record<string, RouteDefinition>;
