/**
 * The secure messages routes: a case's thread between its client and the firm's staff, read
 * by polling (a cursor for older pages, `If-None-Match` for nothing new), marked read per side, and the
 * caller's conversations. Each entry is one route of the table (shared/routes.ts gathers them).
 */
import { COMMON, NOT_FOUND } from '../core/refusals';
import { PAGINATION } from '../core/pagination';
import { answer, type RouteDefinition } from '../core/route-definition';
import { MESSAGES } from './refusals';
import { sendMessageBody, threadQuery } from './schemas';
import type { Conversation, Message, MessageThreadPage } from './types';

export const messageRoutes = {
  listCaseMessages: {
    id: 'listCaseMessages',
    method: 'GET',
    path: '/v1/cases/{caseId}/messages',
    handler: 'functions/messages/list-case-messages.ts',
    access: 'signedIn',
    query: threadQuery,
    summary:
      "A case's messages, newest first, and where each side has read to; for the case's client and the firm's staff. Answers an ETag; a request whose If-None-Match is the current one answers 304 with no body",
    answer: answer<MessageThreadPage>(200),
    errors: [NOT_FOUND.CASE, PAGINATION.INVALID_CURSOR],
    uses: ['cursors', 'activity'],
  },
  sendCaseMessage: {
    id: 'sendCaseMessage',
    method: 'POST',
    path: '/v1/cases/{caseId}/messages',
    handler: 'functions/messages/send-case-message.ts',
    access: 'signedIn',
    body: sendMessageBody,
    summary:
      "Sends a message on a case's thread (text, and up to 5 available documents of the case the sender sees; a staff member's are shared with the client); the other side gets a notice e-mail without the text, at most one per 15 minutes",
    answer: answer<Message>(201),
    errors: [
      NOT_FOUND.CASE,
      MESSAGES.BODY_REQUIRED,
      MESSAGES.BODY_TOO_LONG,
      MESSAGES.TOO_MANY_DOCUMENTS,
      MESSAGES.DOCUMENT_UNKNOWN,
      MESSAGES.DOCUMENT_UNAVAILABLE,
      COMMON.BUSY,
    ],
    uses: ['mail', 'activity'],
  },
  markCaseMessagesRead: {
    id: 'markCaseMessagesRead',
    method: 'POST',
    path: '/v1/cases/{caseId}/messages/read',
    handler: 'functions/messages/mark-case-messages-read.ts',
    access: 'signedIn',
    summary: "Marks a case's thread read for the caller's side (the firm's staff share one read state, which records who read it)",
    answer: answer<{ readAt: string }>(200),
    errors: [NOT_FOUND.CASE],
    uses: ['activity'],
  },
  listMyConversations: {
    id: 'listMyConversations',
    method: 'GET',
    path: '/v1/me/conversations',
    handler: 'functions/messages/list-my-conversations.ts',
    access: 'signedIn',
    summary:
      "The caller's conversations: a client's cases that have messages, or the firm's (staff); unread first, then the most recent; unread counts the other side's messages since the caller's side read",
    answer: answer<{ conversations: Conversation[] }>(200),
    errors: [],
  },
} as const satisfies Record<string, RouteDefinition>;
