/**
 * Direct-upload batches: what the targets promised (one staging key per file), kept until the batch
 * is completed — once: the claim is a condition, made inside the recording's transaction.
 */
import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE, keys } from '../../../shared/core/table';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import type { GuardedWrite } from '../../core/transact';

export interface BatchFile {
  index: number;
  fileName: string;
  documentId: string;
  /** Where the browser uploads the bytes (shared/upload-staging.ts). */
  stagingKey: string;
  size: number;
  mimeType: string;
}

export interface UploadBatchRecord {
  batchId: string;
  caseId: string;
  folderId: string;
  callerId: string;
  files: BatchFile[];
  expiresAt: string;
  /** Staff's batches: whether the case's client sees its documents (a client's own uploads always). */
  shareWithClient?: boolean;
  /** The document request of the case these files answer: linked to the documents at completion. */
  requestId?: string;
  completed?: boolean;
  /** Set with `completed`: the ids the documents were recorded under (a store that names its own items, OneDrive, gives them theirs). */
  documentIds?: string[];
}

/** The upload batch was completed (or is being completed) by another request. */
export const BATCH_CLAIMED = DOCUMENTS.BATCH_CLAIMED;

/**
 * Marks an upload batch completed, if it exists and nobody completed it yet (a write of the
 * recording's transaction), with the ids its documents were recorded under.
 */
export function batchClaim(batchId: string, documentIds?: readonly string[]): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: keys.uploadBatch(batchId),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(completed)',
        UpdateExpression: documentIds ? 'SET completed = :claimed, documentIds = :ids' : 'SET completed = :claimed',
        ExpressionAttributeValues: { ':claimed': true, ...(documentIds ? { ':ids': [...documentIds] } : {}) },
      },
    },
    onConflict: BATCH_CLAIMED,
  };
}

const BATCH_KEEP_SECONDS = 24 * 60 * 60;

export async function putUploadBatch(batch: UploadBatchRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.uploadBatch(batch.batchId),
        entity: 'UploadBatch',
        ...batch,
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(batch.expiresAt) / 1000) + BATCH_KEEP_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getUploadBatch(batchId: string): Promise<UploadBatchRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.uploadBatch(batchId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<UploadBatchRecord>(Item) : undefined;
}

/** Marks a batch completed, once: false when another completion got there first. */
export async function claimUploadBatch(batchId: string): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand(batchClaim(batchId).item.Update as UpdateCommandInput));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
