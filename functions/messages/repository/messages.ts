/**
 * A case's thread in the table (docs/data-model.md, "Messages"): its messages in the case's partition
 * (`CASE#{caseId}` / `MESSAGE#{sentAt}#{messageId}`, read newest first by one consistent Query), and one
 * conversation item (`CASE#{caseId}` / `CONVERSATION`) holding the last message, each side's unread
 * counter and read state, and a version moved by every change (the thread's ETag). A message and its
 * conversation change in one transaction.
 */
import { PutCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys, MESSAGE_SK_PREFIX, TTL_ATTRIBUTE } from '../../../shared/core/table';
import type { Message, MessageSenderRole, MessageSide } from '../../../shared/messages/types';
import { MESSAGE_LIMITS } from '../../../shared/messages/limits';
import type { Case } from '../../../shared/cases/types';
import { COMMON } from '../../../shared/core/refusals';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { type Page, type PageRequest, queryNewestFirst, queryPage } from '../../core/query-page';
import { transactWrite } from '../../core/transact';

/** A message as stored: the answer's fields and whose case it is. */
export interface MessageRecord extends Message {
  orgId: string;
  clientId: string;
}

/** A case's thread as stored (absent until its first message or read). */
export interface ConversationRecord {
  caseId: string;
  orgId: string;
  clientId: string;
  caseName?: string;
  clientName?: string;
  lastMessageAt?: string;
  lastSender?: { name: string; role: MessageSenderRole };
  lastPreview?: string;
  unreadForClient?: number;
  unreadForFirm?: number;
  clientReadAt?: string;
  firmReadAt?: string;
  firmReadBy?: { userId: string; name: string };
  /** Every message and read adds 1. */
  version?: number;
}

/** The counter of the side a message is for: the other side's. */
const UNREAD_OF: Record<MessageSide, 'unreadForClient' | 'unreadForFirm'> = { client: 'unreadForClient', firm: 'unreadForFirm' };

export function sideOfRole(role: MessageSenderRole): MessageSide {
  return role === 'admin' ? 'firm' : 'client';
}

export function otherSide(side: MessageSide): MessageSide {
  return side === 'firm' ? 'client' : 'firm';
}

/** The start of a message as the conversations list shows it: white space as single spaces, cut with an ellipsis. */
export function previewOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length <= MESSAGE_LIMITS.preview ? text : `${chars.slice(0, MESSAGE_LIMITS.preview - 1).join('').trimEnd()}…`;
}

/**
 * Keeps a message and moves its conversation in one transaction: the last message (its sender, its
 * start, and the case and client names as they are now, for the conversations list), the receiving side's unread counter +1, the
 * version +1, and the conversation's GSI keys (by client on GSI1, by org on GSI2, by last message).
 */
export async function putMessage(record: MessageRecord, caseRecord: Pick<Case, 'caseName' | 'clientName'>): Promise<void> {
  const sortKey = indexKeys.byDate(record.sentAt, record.caseId);
  const receiving = UNREAD_OF[otherSide(sideOfRole(record.sender.role))];
  await transactWrite([
    {
      item: {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.message(record.caseId, record.sentAt, record.messageId), entity: 'Message', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConflict: COMMON.BUSY,
    },
    {
      item: {
        Update: {
          TableName: config.tableName,
          Key: keys.conversation(record.caseId),
          UpdateExpression:
            'SET entity = :entity, caseId = :caseId, orgId = :orgId, clientId = :clientId, caseName = :caseName, clientName = :clientName, ' +
            'lastMessageAt = :sentAt, lastSender = :lastSender, lastPreview = :lastPreview, GSI1PK = :byClient, GSI1SK = :sortKey, GSI2PK = :byOrg, GSI2SK = :sortKey ' +
            `ADD #receiving :one, version :one`,
          ExpressionAttributeNames: { '#receiving': receiving },
          ExpressionAttributeValues: {
            ':entity': 'Conversation',
            ':caseId': record.caseId,
            ':orgId': record.orgId,
            ':clientId': record.clientId,
            ':caseName': caseRecord.caseName,
            ':clientName': caseRecord.clientName,
            ':sentAt': record.sentAt,
            ':lastSender': { name: record.sender.name, role: record.sender.role },
            ':lastPreview': previewOf(record.body),
            ':byClient': indexKeys.clientConversations(record.clientId),
            ':byOrg': indexKeys.orgConversations(record.orgId),
            ':sortKey': sortKey,
            ':one': 1,
          },
        },
      },
    },
  ]);
}

/** One page of a case's messages, newest first (consistent: a message just sent is in it). */
export function listMessages(caseId: string, page: PageRequest): Promise<Page<MessageRecord>> {
  return queryPage<MessageRecord>(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': MESSAGE_SK_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    page,
  );
}

export async function getConversation(caseId: string): Promise<ConversationRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.conversation(caseId), ConsistentRead: true }));
  return Item ? withoutKeys<ConversationRecord>(Item) : undefined;
}

/**
 * Marks the thread read for one side at `at`: its unread counter to 0, its read time (and, for the
 * firm, who), the version +1. A thread without messages gets its conversation item (without GSI keys:
 * listed once it has a message).
 */
export async function markRead(
  conversation: Pick<ConversationRecord, 'caseId' | 'orgId' | 'clientId'>,
  side: MessageSide,
  at: string,
  by: { userId: string; name: string },
): Promise<void> {
  const sets = ['entity = :entity', 'caseId = :caseId', 'orgId = :orgId', 'clientId = :clientId', `${UNREAD_OF[side]} = :zero`];
  const values: Record<string, unknown> = {
    ':entity': 'Conversation',
    ':caseId': conversation.caseId,
    ':orgId': conversation.orgId,
    ':clientId': conversation.clientId,
    ':zero': 0,
    ':one': 1,
    ':at': at,
  };
  if (side === 'client') sets.push('clientReadAt = :at');
  else {
    sets.push('firmReadAt = :at', 'firmReadBy = :by');
    values[':by'] = by;
  }
  await documentClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.conversation(conversation.caseId),
      UpdateExpression: `SET ${sets.join(', ')} ADD version :one`,
      ExpressionAttributeValues: values,
    }),
  );
}

/** One page of conversations on an index partition (a client's on GSI1, an org's on GSI2), most recent first. */
export function listConversations(index: 'GSI1' | 'GSI2', partition: string, page: PageRequest): Promise<Page<ConversationRecord>> {
  return queryNewestFirst<ConversationRecord>(index, partition, page);
}

/**
 * Claims the notice e-mail of a new message to one side of a thread: true when none was sent in the
 * last `quietSeconds` (no claim, or an expired one DynamoDB's TTL has not deleted yet), false otherwise.
 */
export async function claimNotice(caseId: string, side: MessageSide, now: Date, quietSeconds: number): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.messageNotice(caseId, side), entity: 'MessageNotice', sentAt: now.toISOString(), [TTL_ATTRIBUTE]: nowSeconds + quietSeconds },
        ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Destroys a case's thread (the retention job): every message and the conversation item.
 * Answers how many messages it removed (a second run finds none).
 */
export async function destroyCaseMessages(caseId: string): Promise<{ messages: number; conversations: number }> {
  const messageKeys = await keysInPartition(keys.case(caseId).PK, { prefix: MESSAGE_SK_PREFIX });
  const conversation = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.conversation(caseId), ProjectionExpression: 'PK' }));
  await deleteItems([...messageKeys, ...(conversation.Item ? [keys.conversation(caseId)] : [])]);
  return { messages: messageKeys.length, conversations: conversation.Item ? 1 : 0 };
}
