/**
 * The signature itself: the code checked and spent, then — at the last signer — the signed PDF made
 * (pdf-lib, signing/sign-pdf.ts) and recorded as a document of the case shared with the client. A
 * module of its own: only the sign route's bundle carries the PDF library.
 */
import { SIGNATURES } from '../../../shared/signatures/refusals';
import { PNG_DATA_URL_PREFIX } from '../../../shared/signatures/schemas';
import type { Case } from '../../../shared/cases/types';
import type { Caller } from '../../core/caller';
import { config } from '../../core/config';
import { refusal } from '../../core/errors';
import { describeError, logger } from '../../core/logger';
import { recordSignedPdf } from '../../documents';
import { getOrg } from '../../orgs';
import { type SignatureRequestRecord, type SignerRecord, saveSignatureRequest } from '../repository/signature-requests';
import { sha256Hex } from '../signing/digest';
import { UnreadablePdfError, signPdf } from '../signing/sign-pdf';
import { signingCredentials } from './credentials';
import { bytesOf, callersTurn, codeMatches, pdfToSign, requestOfCase, save } from './signature-requests';

function drawingBytes(drawing: string | undefined): Uint8Array | undefined {
  if (drawing === undefined) return undefined;
  const bytes = Buffer.from(drawing.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || png.some((byte, i) => bytes[i] !== byte)) throw refusal(SIGNATURES.DRAWING_INVALID);
  return bytes;
}

export interface Signing {
  code: string;
  typedName: string;
  drawing?: string;
  ipAddress: string;
  userAgent: string;
  /** The portal's address as the signer's browser named it (the certificate page prints it with the reference). */
  portalUrl: string;
}

/** The signed file's name: the original's, marked signed. */
export function signedFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '');
  return `${base} (signed).pdf`;
}

/**
 * Signs with the e-mailed code. The code is spent first (a second request with it finds none), then —
 * when this is the last signer — the signed PDF is made and recorded, and the request is signed.
 * Another signer still to come: this signature is kept (with its drawing) until theirs.
 */
export async function signSignatureRequest(caller: Caller, caseRecord: Case, signatureRequestId: string, signing: Signing, now = new Date()): Promise<{ record: SignatureRequestRecord; signedDocument?: { documentId: string; name: string } }> {
  const record = await requestOfCase(caseRecord, signatureRequestId);
  const { index, signer } = callersTurn(record, caller, now);
  if (!codeMatches(record, caller, signing.code, now)) {
    if (record.code && record.code.userId === caller.userId) await saveSignatureRequest({ ...record, code: { ...record.code, attempts: record.code.attempts + 1 } });
    throw refusal(SIGNATURES.CODE_INVALID);
  }
  const drawing = drawingBytes(signing.drawing);
  const signedAt = now.toISOString();
  const sentCode = record.code;
  const evidence: SignerRecord = {
    ...signer,
    signedAt,
    userId: caller.userId,
    name: caller.name,
    typedName: signing.typedName,
    email: caller.email,
    verification: `Signed in to the portal as ${caller.name} (${caller.userType === 'admin' ? 'staff' : 'client'}); one-time code e-mailed to ${sentCode?.email ?? caller.email}, valid until ${sentCode?.expiresAt ?? ''}`,
    ipAddress: signing.ipAddress,
    userAgent: signing.userAgent,
    drawn: drawing !== undefined,
  };
  const { code: _spent, ...withoutCode } = record;
  const signers = record.signers.map((one, i) => (i === index ? evidence : one));
  const last = signers.every((one) => one.signedAt);
  // The code is spent before the work: a second signature with it is refused whatever happens next.
  const spent = await save({ ...withoutCode, signers, updatedAt: signedAt, ...(drawing && !last ? { drawings: { ...record.drawings, [signer.role]: Buffer.from(drawing).toString('base64') } } : {}) });
  if (!last) return { record: spent };

  const document = await pdfToSign(caseRecord, record.documentId);
  const original = await bytesOf(document);
  if (sha256Hex(original) !== record.documentSha256) throw refusal(SIGNATURES.DOCUMENT_UNAVAILABLE);
  let identity;
  try {
    identity = await signingCredentials();
  } catch (error) {
    logger.error('The signing certificate could not be read', describeError(error));
    throw refusal(SIGNATURES.SIGNING_UNAVAILABLE);
  }
  const kept = spent.drawings ?? {};
  let signed: Uint8Array;
  try {
    signed = await signPdf(
      original,
      {
        documentName: record.documentName,
        originalSha256: record.documentSha256,
        reference: record.signatureRequestId,
        portalUrl: signing.portalUrl,
        firmName: (await getOrg(caseRecord.orgId))?.name || config.firmName,
        signers: signers.map((one) => ({
          name: one.typedName ?? one.name ?? '',
          email: one.email ?? '',
          role: one.role,
          verification: one.verification ?? '',
          signedAt: one.signedAt ?? signedAt,
          ipAddress: one.ipAddress ?? '',
          userAgent: one.userAgent ?? '',
          ...(one.role === signer.role && drawing ? { drawing } : kept[one.role] ? { drawing: Buffer.from(kept[one.role] ?? '', 'base64') } : {}),
        })),
      },
      identity,
      now,
    );
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw refusal(SIGNATURES.DOCUMENT_UNREADABLE);
    throw error;
  }
  const stored = await recordSignedPdf(caller, caseRecord, signedFileName(record.documentName), signed);
  const { drawings: _drawings, ...finished } = spent;
  const done = await save({ ...finished, status: 'signed', signedAt, signedDocumentId: stored.id, updatedAt: signedAt });
  return { record: done, signedDocument: { documentId: stored.id, name: stored.name } };
}

