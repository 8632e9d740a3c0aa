/**
 * Signature requests: one item each in its case's partition (`CASE#{caseId}` / `SIGNREQ#{id}`), read
 * by key or all of a case's with one Query. Every change writes the whole item on the condition that
 * its `version` is still the one read, so two signers, or a signature and a decline, never both win.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SignatureStatus, SignerRole } from '../../../shared/signatures/types';
import { SIGNATURE_REQUEST_SK_PREFIX, indexKeys, keys } from '../../../shared/core/table';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { queryAll } from '../../core/query-all';

/** A signer's slot, and once signed, the evidence the certificate page prints. */
export interface SignerRecord {
  role: SignerRole;
  signedAt?: string;
  userId?: string;
  name?: string;
  typedName?: string;
  email?: string;
  verification?: string;
  ipAddress?: string;
  userAgent?: string;
  drawn?: boolean;
}

/** The one-time code last e-mailed for the request: its hash only, for whom, until when, tries left. */
export interface SignatureCodeRecord {
  hash: string;
  userId: string;
  email: string;
  expiresAt: string;
  attempts: number;
}

export interface SignatureRequestRecord {
  signatureRequestId: string;
  caseId: string;
  orgId: string;
  clientId: string;
  documentId: string;
  documentName: string;
  documentSha256: string;
  /** sent, viewed, signed or declined as stored; expired is read from `dueDate`. */
  status: Exclude<SignatureStatus, 'expired'>;
  signers: SignerRecord[];
  message?: string;
  dueDate?: string;
  createdAt: string;
  createdBy: { userId: string; name: string };
  updatedAt: string;
  viewedAt?: string;
  signedAt?: string;
  signedDocumentId?: string;
  declinedAt?: string;
  declinedBy?: { userId: string; name: string };
  declineReason?: string;
  code?: SignatureCodeRecord;
  /** Drawn signatures (PNG, base64) of signers who signed before the last: the signed PDF is made at the last signature. */
  drawings?: Partial<Record<SignerRole, string>>;
  codesSent: number;
  version: number;
}

/** Sent or viewed, and the client (the first signer) has not signed yet: the request waits on them. */
export function waitsOnClient(record: Pick<SignatureRequestRecord, 'status' | 'signers'>): boolean {
  return (record.status === 'sent' || record.status === 'viewed') && record.signers[0]?.role === 'client' && !record.signers[0].signedAt;
}

/**
 * Waiting on the client with a due date: GSI1 `SIGNDUE#{dueDate}` / `{orgId}#{caseId}#{id}`, read by
 * the reminders job day by day. Every write is a whole Put, so the entry leaves with the state that called for it.
 */
function indexKeysOf(record: SignatureRequestRecord): Record<string, string> {
  if (!record.dueDate || !waitsOnClient(record)) return {};
  return { GSI1PK: indexKeys.signaturesDue(record.dueDate), GSI1SK: `${record.orgId}#${record.caseId}#${record.signatureRequestId}` };
}

export const signatureRequestItem = (record: SignatureRequestRecord) => ({ ...keys.signatureRequest(record.caseId, record.signatureRequestId), entity: 'SignatureRequest', ...indexKeysOf(record), ...record });

export async function putNewSignatureRequest(record: SignatureRequestRecord): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: config.tableName, Item: signatureRequestItem(record), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getSignatureRequest(caseId: string, signatureRequestId: string): Promise<SignatureRequestRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.signatureRequest(caseId, signatureRequestId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<SignatureRequestRecord>(Item) : undefined;
}

export function listSignatureRequestsOfCase(caseId: string): Promise<SignatureRequestRecord[]> {
  return queryAll<SignatureRequestRecord>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `CASE#${caseId}`, ':prefix': SIGNATURE_REQUEST_SK_PREFIX },
    ConsistentRead: true,
  });
}

/** Every org's signature requests waiting on their client due on `day` (YYYY-MM-DD): the reminders job. */
export function listSignatureRequestsDueOn(day: string): Promise<SignatureRequestRecord[]> {
  return queryAll<SignatureRequestRecord>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.signaturesDue(day) },
  });
}

/** Writes the changed record if nobody changed it since `record.version` was read; false when someone did. */
export async function saveSignatureRequest(record: SignatureRequestRecord): Promise<SignatureRequestRecord | undefined> {
  const next = { ...record, version: record.version + 1 };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: signatureRequestItem(next),
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': record.version },
      }),
    );
    return next;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes every signature request of a case (its partition's SIGNREQ# items: a destroyed case's); answers how many. */
export async function destroyCaseSignatureRequests(caseId: string): Promise<number> {
  return deleteItems(await keysInPartition(keys.case(caseId).PK, { prefix: SIGNATURE_REQUEST_SK_PREFIX }));
}
