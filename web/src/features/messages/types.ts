/**
 * The messages contract as the web reads it (issue 23): GET/POST /v1/cases/{caseId}/messages,
 * POST …/messages/read, GET /v1/me/conversations. Kept beside the feature until shared/messages
 * gives the same shapes (then these become re-exports).
 */
export type SenderRole = 'admin' | 'client';

export interface CaseMessage {
  messageId: string;
  caseId: string;
  body: string;
  sentAt: string;
  sender: { userId: string; name: string; role: SenderRole };
  documentIds: string[];
}

export interface ThreadReads {
  client?: { at: string };
  firm?: { at: string; by: { userId: string; name: string } };
}

/** One page of a case's messages, newest first. */
export interface MessagePage {
  messages: CaseMessage[];
  nextCursor?: string;
  read: ThreadReads;
}

export interface Conversation {
  caseId: string;
  caseName: string;
  clientId: string;
  clientName: string;
  lastMessageAt?: string;
  lastSender?: { name: string; role: SenderRole };
  unread: number;
}

export interface SendMessageBody {
  body: string;
  documentIds?: string[];
}

export const MESSAGE_BODY_MAX = 10_000;
export const MAX_ATTACHMENTS = 5;
