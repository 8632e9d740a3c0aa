/**
 * Signature requests: the firm asks for a PDF of a case to be signed; the signers (the client, then
 * staff when asked) each confirm who they are with a one-time code e-mailed at that moment, and sign
 * or decline. The last signature makes the signed PDF (signing/sign-pdf.ts), recorded as a document
 * of the case shared with the client; the original stays as it is.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import { COMMON, NOT_FOUND } from '../../../shared/core/refusals';
import { SIGNATURE_CODE_DIGITS, SIGNATURE_LIMITS } from '../../../shared/signatures/limits';
import { SIGNATURES } from '../../../shared/signatures/refusals';
import type { SignatureCodeSent, SignatureRequest, SignerRole } from '../../../shared/signatures/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { caseDocumentToRead, shareDocumentsWithClient } from '../../documents';
import { tellClient } from '../../notices';
import { publishSignatureMail } from '../mail/events';
import {
  type SignatureCodeRecord,
  type SignatureRequestRecord,
  type SignerRecord,
  getSignatureRequest,
  listSignatureRequestsOfCase,
  putNewSignatureRequest,
  saveSignatureRequest,
} from '../repository/signature-requests';
import { sha256Hex } from '../signing/digest';
import { statusOf } from './status';

export { statusOf } from './status';

export function signatureRequestOf(record: SignatureRequestRecord, now = new Date()): SignatureRequest {
  return {
    signatureRequestId: record.signatureRequestId,
    caseId: record.caseId,
    documentId: record.documentId,
    documentName: record.documentName,
    documentSha256: record.documentSha256,
    status: statusOf(record, now),
    signers: record.signers.map((signer) => ({ role: signer.role, ...(signer.signedAt ? { name: signer.typedName ?? signer.name, signedAt: signer.signedAt } : {}) })),
    ...(record.message ? { message: record.message } : {}),
    ...(record.dueDate ? { dueDate: record.dueDate } : {}),
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    ...(record.viewedAt ? { viewedAt: record.viewedAt } : {}),
    ...(record.signedAt ? { signedAt: record.signedAt } : {}),
    ...(record.signedDocumentId ? { signedDocumentId: record.signedDocumentId } : {}),
    ...(record.declinedAt ? { declinedAt: record.declinedAt, ...(record.declineReason ? { declineReason: record.declineReason } : {}) } : {}),
  };
}

/** A PDF the portal can read to sign: recorded on the case, available, of a size it reads whole. */
export async function pdfToSign(caseRecord: Case, documentId: string) {
  const document = await caseDocumentToRead(caseRecord, documentId);
  if (!document) throw refusal(NOT_FOUND.DOCUMENT);
  if (document.mimeType !== 'application/pdf') throw refusal(SIGNATURES.NOT_PDF);
  if (document.status !== 'available' || document.size > SIGNATURE_LIMITS.documentBytes) throw refusal(SIGNATURES.DOCUMENT_UNAVAILABLE);
  return document;
}

export async function bytesOf(document: Awaited<ReturnType<typeof pdfToSign>>): Promise<Uint8Array> {
  const bytes = await document.read();
  if (!bytes) throw refusal(SIGNATURES.DOCUMENT_UNAVAILABLE);
  return bytes;
}

export interface NewSignatureRequest {
  documentId: string;
  signers: SignerRole[];
  message?: string;
  dueDate?: string;
}

/** Staff ask for a PDF of the case to be signed: the client sees it (shared if it was not) and is told in their next notices. */
export async function createSignatureRequest(caller: Caller, caseRecord: Case, input: NewSignatureRequest, now = new Date()): Promise<SignatureRequestRecord> {
  const document = await pdfToSign(caseRecord, input.documentId);
  const documentSha256 = sha256Hex(await bytesOf(document));
  if (!document.visibleToClient) await shareDocumentsWithClient(caseRecord, [document.documentId]);
  const at = now.toISOString();
  const record: SignatureRequestRecord = {
    signatureRequestId: `sr-${randomBytes(12).toString('hex')}`,
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    documentId: document.documentId,
    documentName: document.name,
    documentSha256,
    status: 'sent',
    signers: input.signers.map((role) => ({ role })),
    ...(input.message ? { message: input.message } : {}),
    ...(input.dueDate ? { dueDate: input.dueDate } : {}),
    createdAt: at,
    createdBy: { userId: caller.userId, name: caller.name },
    updatedAt: at,
    codesSent: 0,
    version: 1,
  };
  await putNewSignatureRequest(record);
  await tellClient({
    eventId: `client-notices:signatureRequested:${record.signatureRequestId}`,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    notices: [{ kind: 'signatureRequested', caseId: caseRecord.caseId, targetId: document.documentId, name: document.name, ...(input.dueDate ? { dueDate: input.dueDate } : {}) }],
  });
  return record;
}

export async function listSignatureRequests(caseRecord: Case): Promise<SignatureRequestRecord[]> {
  const records = await listSignatureRequestsOfCase(caseRecord.caseId);
  return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function requestOfCase(caseRecord: Case, signatureRequestId: string): Promise<SignatureRequestRecord> {
  const record = await getSignatureRequest(caseRecord.caseId, signatureRequestId);
  if (!record || record.orgId !== caseRecord.orgId) throw refusal(SIGNATURES.REQUEST_MISSING);
  return record;
}

/**
 * The signer slot waiting on the caller: the client signs first, staff (when asked) after. Refuses a
 * request signed, declined or expired, and a caller it does not wait on.
 */
export function callersTurn(record: SignatureRequestRecord, caller: Caller, now: Date): { index: number; signer: SignerRecord } {
  const role: SignerRole = caller.userType === 'admin' ? 'staff' : 'client';
  const status = statusOf(record, now);
  const own = record.signers.findIndex((signer) => signer.role === role);
  if (own >= 0 && record.signers[own]?.signedAt) throw refusal(SIGNATURES.ALREADY_SIGNED);
  if (status === 'signed') throw refusal(SIGNATURES.ALREADY_SIGNED);
  if (status === 'declined' || status === 'expired') throw refusal(SIGNATURES.CLOSED);
  const next = record.signers.findIndex((signer) => !signer.signedAt);
  if (own < 0 || next !== own) throw refusal(SIGNATURES.NOT_YOUR_TURN);
  return { index: own, signer: record.signers[own] as SignerRecord };
}

export async function save(record: SignatureRequestRecord): Promise<SignatureRequestRecord> {
  const saved = await saveSignatureRequest(record);
  if (!saved) throw refusal(COMMON.BUSY);
  return saved;
}

const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** What the table keeps of a code sent to `signer`: a salted hash, never the code. */
export function codeRecord(code: string, signer: Pick<Caller, 'userId' | 'email'>, expiresAt: string): SignatureCodeRecord {
  const salt = randomBytes(16).toString('hex');
  return { hash: `${salt}$${codeHash(salt, code)}`, userId: signer.userId, email: signer.email, expiresAt, attempts: 0 };
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/**
 * Someone opened the document of a request: when it is the signer whose turn it is, a request sent is
 * now viewed (the first opening's time kept) and `bySigner` says so; anyone else (staff reading it, a
 * request closed or signed) changes nothing.
 */
export async function viewSignatureRequest(caller: Caller, caseRecord: Case, signatureRequestId: string, now = new Date()): Promise<{ record: SignatureRequestRecord; bySigner: boolean }> {
  const record = await requestOfCase(caseRecord, signatureRequestId);
  try {
    callersTurn(record, caller, now);
  } catch {
    return { record, bySigner: false };
  }
  if (record.status !== 'sent') return { record, bySigner: true };
  return { record: await save({ ...record, status: 'viewed', viewedAt: record.viewedAt ?? now.toISOString(), updatedAt: now.toISOString() }), bySigner: true };
}

/** E-mails the signer whose turn it is a new one-time code (any earlier code stops working); the request is then viewed. */
export async function sendSignatureCode(caller: Caller, caseRecord: Case, signatureRequestId: string, now = new Date()): Promise<{ record: SignatureRequestRecord; sent: SignatureCodeSent }> {
  const record = await requestOfCase(caseRecord, signatureRequestId);
  callersTurn(record, caller, now);
  if (record.codesSent >= SIGNATURE_LIMITS.codesPerRequest) throw refusal(SIGNATURES.CODE_LIMIT);
  const code = String(randomInt(0, 10 ** SIGNATURE_CODE_DIGITS)).padStart(SIGNATURE_CODE_DIGITS, '0');
  const expiresAt = new Date(now.getTime() + SIGNATURE_LIMITS.codeMinutes * 60_000).toISOString();
  const saved = await save({
    ...record,
    status: record.status === 'sent' ? 'viewed' : record.status,
    ...(record.viewedAt ? {} : { viewedAt: now.toISOString() }),
    code: codeRecord(code, caller, expiresAt),
    codesSent: record.codesSent + 1,
    updatedAt: now.toISOString(),
  });
  const queued = await publishSignatureMail({
    kind: 'signatureCode',
    eventId: `signature-code:${signatureRequestId}:${saved.codesSent}`,
    orgId: caseRecord.orgId,
    caseId: caseRecord.caseId,
    signatureRequestId,
    userId: caller.userId,
    code,
    expiresAt,
  });
  if (!queued) throw refusal(SIGNATURES.CODE_NOT_SENT);
  return { record: saved, sent: { sentTo: maskEmail(caller.email), expiresAt } };
}

/** Whether `code` is the live code sent to this caller; a wrong one counts against the code's tries. */
export function codeMatches(record: SignatureRequestRecord, caller: Caller, code: string, now: Date): boolean {
  const sent = record.code;
  if (!sent || sent.userId !== caller.userId || Date.parse(sent.expiresAt) <= now.getTime() || sent.attempts >= SIGNATURE_LIMITS.codeAttempts) return false;
  const [salt = '', hash = ''] = sent.hash.split('$');
  const tried = Buffer.from(codeHash(salt, code), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return tried.length === expected.length && timingSafeEqual(tried, expected);
}

/** Declines (the signer whose turn it is), with a reason the firm reads: the request is closed. */
export async function declineSignatureRequest(caller: Caller, caseRecord: Case, signatureRequestId: string, reason: string, now = new Date()): Promise<SignatureRequestRecord> {
  const record = await requestOfCase(caseRecord, signatureRequestId);
  callersTurn(record, caller, now);
  const { code: _dropped, ...withoutCode } = record;
  return save({ ...withoutCode, status: 'declined', declinedAt: now.toISOString(), declinedBy: { userId: caller.userId, name: caller.name }, declineReason: reason, updatedAt: now.toISOString() });
}
