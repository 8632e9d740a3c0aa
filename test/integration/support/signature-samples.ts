/**
 * Signature requests for the route samples: a PDF of client A's first case under an id known before
 * the request is built (the sample body names it), and a fresh request waiting on the caller — the
 * client's turn for a client, staff's (the client signed) for an admin — with a known code sent to them.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { config } from '../../../functions/core/config';
import { documentClient } from '../../../functions/core/dynamodb';
import { documentStore } from '../../../functions/documents';
import { documentIndexKeys } from '../../../functions/documents/repository/documents';
import { codeRecord } from '../../../functions/signatures/domain/signature-requests';
import { putNewSignatureRequest } from '../../../functions/signatures/repository/signature-requests';
import { sha256Hex } from '../../../functions/signatures/signing/sign-pdf';
import { keys } from '../../../shared/core/table';
import { samplePdf } from '../../unit/support/pdf-tools';
import { decodePayload } from './jwt';
import type { World } from './principals';

export const SAMPLE_SIGNATURE_CODE = '123456';
/** A 1×1 PNG as a data URL. */
export const SAMPLE_DRAWING = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let pdf: Promise<Uint8Array> | undefined;
const samplePdfBytes = () => (pdf ??= samplePdf(2, 'Sample retainer'));

export const signatureSampleDocumentId = (world: World) => `signature-sample-${world.org1.casesOfA[0].caseId}`;

const written = new Set<string>();

/** Writes the sample PDF of client A's first case (bytes and record, shared with the client), once. */
export async function withSignatureSampleDocument(world: World): Promise<void> {
  const documentId = signatureSampleDocumentId(world);
  if (written.has(documentId)) return;
  const caseRecord = world.org1.casesOfA[0];
  const bytes = await samplePdfBytes();
  const storageKey = `cases/${caseRecord.caseId}/documents/${documentId}/sample`;
  await documentStore().put(storageKey, bytes, 'application/pdf');
  const createdDateTime = new Date().toISOString();
  const record = {
    documentId,
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    folderId: caseRecord.caseFolderId,
    name: 'Sample retainer.pdf',
    size: bytes.length,
    mimeType: 'application/pdf',
    storageKey,
    createdDateTime,
    createdBy: world.org1.admin.name,
    uploadedById: world.org1.admin.userId,
    uploadedByRole: 'admin',
    sharedWithClient: true,
    status: 'available',
  };
  await documentClient().send(
    new PutCommand({ TableName: config.tableName, Item: { ...keys.document(documentId), ...documentIndexKeys(record, true), entity: 'Document', ...record } }),
  );
  written.add(documentId);
}

/** A new request on client A's first case waiting on `token`'s owner, with SAMPLE_SIGNATURE_CODE sent to them: its id. */
export async function freshSignatureRequestOfA(world: World, token: string | undefined): Promise<string> {
  await withSignatureSampleDocument(world);
  const caseRecord = world.org1.casesOfA[0];
  const userId = token ? String(decodePayload(token).sub ?? '') : '';
  // Every caller but the case's client signs as staff (org 1's admin, or another admin of org 1 such as
  // the two-factor matrix's); the other callers are refused before the request is read.
  const staff = userId !== world.org1.clientA.userId;
  const at = new Date().toISOString();
  const signatureRequestId = `sr-${randomBytes(12).toString('hex')}`;
  await putNewSignatureRequest({
    signatureRequestId,
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    documentId: signatureSampleDocumentId(world),
    documentName: 'Sample retainer.pdf',
    documentSha256: sha256Hex(await samplePdfBytes()),
    status: 'viewed',
    signers: staff
      ? [
          { role: 'client', signedAt: at, userId: caseRecord.clientId, name: 'Client A', typedName: 'Client A', email: 'client-a@example.com', verification: 'One-time code', ipAddress: '127.0.0.1', userAgent: 'sample' },
          { role: 'staff' },
        ]
      : [{ role: 'client' }],
    createdAt: at,
    createdBy: { userId: world.org1.admin.userId, name: world.org1.admin.name },
    updatedAt: at,
    code: codeRecord(SAMPLE_SIGNATURE_CODE, { userId, email: staff ? world.org1.admin.email : world.org1.clientA.email }, new Date(Date.now() + 10 * 60_000).toISOString()),
    codesSent: 1,
    version: 1,
  });
  return signatureRequestId;
}
