/**
 * Secure messages between a case's client and the firm. Only the case's own client and the
 * staff of its firm reach a thread; anyone else is answered `Case not found`. A message is plain text
 * (line breaks kept, never HTML) with up to 5 documents of the case already uploaded; staff's
 * documents become shared with the client. The other side gets a notice e-mail without the text, at
 * most one per thread and side every 15 minutes.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import { MESSAGE_LIMITS } from '../../../shared/messages/limits';
import { MESSAGES } from '../../../shared/messages/refusals';
import type { SendMessageBody, ThreadQuery } from '../../../shared/messages/schemas';
import type { Conversation, Message, MessageSide, MessageThreadPage, ThreadReadState } from '../../../shared/messages/types';
import { indexKeys } from '../../../shared/core/table';
import { caseForCaller } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { describeError, logger } from '../../core/logger';
import { listPage } from '../../core/pagination';
import { publishMessageMail } from '../mail/events';
import { everyItem } from '../../core/query-all';
import { checkAttachments, shareDocumentsWithClient } from '../../documents';
import {
  type ConversationRecord,
  type MessageRecord,
  claimNotice,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  otherSide,
  putMessage,
  sideOfRole,
} from '../repository/messages';

export const sideOf = (caller: Pick<Caller, 'userType'>): MessageSide => sideOfRole(caller.userType === 'admin' ? 'admin' : 'client');

/** What the API shows of a stored message. */
export function toMessage(record: MessageRecord): Message {
  const { messageId, caseId, body, sentAt, sender, documentIds } = record;
  return { messageId, caseId, body, sentAt, sender: { userId: sender.userId, name: sender.name, role: sender.role }, documentIds: documentIds ?? [] };
}

export function readStateOf(conversation: ConversationRecord | undefined): ThreadReadState {
  if (!conversation) return {};
  return {
    ...(conversation.clientReadAt ? { client: { at: conversation.clientReadAt } } : {}),
    ...(conversation.firmReadAt && conversation.firmReadBy ? { firm: { at: conversation.firmReadAt, by: conversation.firmReadBy } } : {}),
  };
}

/**
 * The thread's entity tag for one page request: the conversation's version moves with every message
 * and read, so an unchanged version means an unchanged answer, and a poll that sends it back is
 * answered 304 before the messages are read.
 */
export function threadETag(caseId: string, conversation: ConversationRecord | undefined, query: ThreadQuery): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([caseId, conversation?.version ?? 0, query.limit, query.cursor ?? '']))
    .digest('base64url')
    .slice(0, 22);
  return `"${digest}"`;
}

/** Whether an If-None-Match header names this tag (a list of tags, weak ones and `*` included). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export type ThreadAnswer = { notModified: true; etag: string } | { notModified: false; etag: string; page: MessageThreadPage };

/** A page of the thread, newest first, or "not modified" when the caller already holds it (If-None-Match). */
export async function readThread(caller: Caller, caseId: string, query: ThreadQuery, ifNoneMatch: string | undefined): Promise<ThreadAnswer> {
  const [caseRecord, conversation] = await Promise.all([caseForCaller(caller, caseId), getConversation(caseId)]);
  const etag = threadETag(caseRecord.caseId, conversation, query);
  if (matchesETag(ifNoneMatch, etag)) return { notModified: true, etag };
  const page = await listPage(caller, `case-messages:${caseId}`, query, (request) => listMessages(caseId, request));
  const answer: MessageThreadPage = { messages: page.Items.map(toMessage), read: readStateOf(conversation) };
  return { notModified: false, etag, page: page.nextCursor ? { ...answer, nextCursor: page.nextCursor } : answer };
}

/** The sender's document ids, each once, each a document of the case they see and available; else 400 with the first problem. */
async function linkableDocuments(caller: Caller, caseRecord: Case, documentIds: readonly string[] | undefined): Promise<string[]> {
  const unique = [...new Set(documentIds ?? [])];
  if (unique.length === 0) return [];
  const verdicts = await checkAttachments(caller, caseRecord, unique);
  if (verdicts.some((verdict) => !verdict.linkable && verdict.reason === 'unknown')) throw refusal(MESSAGES.DOCUMENT_UNKNOWN);
  if (verdicts.some((verdict) => !verdict.linkable)) throw refusal(MESSAGES.DOCUMENT_UNAVAILABLE);
  return unique;
}

/**
 * Sends a message: its documents checked (and, sent by staff, shared with the client), then the
 * message and its conversation in one transaction, then — when that side had none in the last 15
 * minutes — a notice e-mail to the other side. A notice that cannot be claimed or queued never
 * refuses a message already kept.
 */
export async function sendMessage(caller: Caller, caseId: string, body: SendMessageBody, now = new Date()): Promise<Message> {
  const caseRecord = await caseForCaller(caller, caseId);
  const documentIds = await linkableDocuments(caller, caseRecord, body.documentIds);
  if (caller.userType === 'admin' && documentIds.length > 0) await shareDocumentsWithClient(caseRecord, documentIds);
  const role = caller.userType === 'admin' ? 'admin' : 'client';
  const record: MessageRecord = {
    messageId: randomUUID(),
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    body: body.body,
    sentAt: now.toISOString(),
    sender: { userId: caller.userId, name: caller.name, role },
    documentIds,
  };
  await putMessage(record, caseRecord);
  await noticeOtherSide(record, otherSide(sideOfRole(role)), now);
  return toMessage(record);
}

async function noticeOtherSide(record: MessageRecord, to: MessageSide, now: Date): Promise<void> {
  try {
    if (!(await claimNotice(record.caseId, to, now, MESSAGE_LIMITS.noticeQuietSeconds))) return;
  } catch (error) {
    logger.warn('Message notice not claimed: no e-mail for this message', { caseId: record.caseId, messageId: record.messageId, error: describeError(error) });
    return;
  }
  await publishMessageMail({ kind: 'messageNotice', eventId: `notice-${record.messageId}`, orgId: record.orgId, caseId: record.caseId, senderId: record.sender.userId, to });
}

/** Marks the thread read for the caller's side (staff share the firm's, recording who read it). */
export async function markThreadRead(caller: Caller, caseId: string, now = new Date()): Promise<{ readAt: string }> {
  const caseRecord = await caseForCaller(caller, caseId);
  const readAt = now.toISOString();
  await markRead(caseRecord, sideOf(caller), readAt, { userId: caller.userId, name: caller.name });
  return { readAt };
}

/** Conversations read a page (MESSAGE_LIMITS.conversationsListed at most in all). */
const CONVERSATIONS_PAGE = 100;

/**
 * The caller's conversations: a client's own cases with messages (GSI1), or their firm's (staff, GSI2),
 * read most recent first; answered unread first, then most recent.
 */
export async function listMyConversations(caller: Caller): Promise<Conversation[]> {
  const [index, partition] = caller.userType === 'admin' ? (['GSI2', indexKeys.orgConversations(caller.orgId)] as const) : (['GSI1', indexKeys.clientConversations(caller.userId)] as const);
  const records: ConversationRecord[] = [];
  for await (const record of everyItem((page) => listConversations(index, partition, page), CONVERSATIONS_PAGE)) {
    records.push(record);
    if (records.length === MESSAGE_LIMITS.conversationsListed) break;
  }
  const side = sideOf(caller);
  const conversations = records
    .filter((record) => record.orgId === caller.orgId && (side === 'firm' || record.clientId === caller.userId) && record.lastMessageAt)
    .slice(0, MESSAGE_LIMITS.conversationsListed)
    .map((record): Conversation => ({
      caseId: record.caseId,
      caseName: record.caseName ?? '',
      clientId: record.clientId,
      clientName: record.clientName ?? '',
      lastMessageAt: record.lastMessageAt as string,
      ...(record.lastSender ? { lastSender: { name: record.lastSender.name, role: record.lastSender.role } } : {}),
      ...(record.lastPreview ? { lastPreview: record.lastPreview } : {}),
      unread: (side === 'client' ? record.unreadForClient : record.unreadForFirm) ?? 0,
    }));
  return conversations.sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || b.lastMessageAt.localeCompare(a.lastMessageAt));
}
