/** The secure messages between a case's client and the firm, as the API answers them. */

/** Which side of a case's thread: its client, or the firm's staff (who share one read state). */
export type MessageSide = 'client' | 'firm';

export type MessageSenderRole = 'admin' | 'client';

/** One message of a case's thread. Its body is plain text (line breaks kept), never HTML. */
export interface Message {
  messageId: string;
  caseId: string;
  body: string;
  sentAt: string;
  sender: { userId: string; name: string; role: MessageSenderRole };
  /** Documents of the case linked to the message (those a staff member links are shared with the client). */
  documentIds: string[];
}

/** Where each side has read the thread to: the client's, and the firm's (with who read it last). */
export interface ThreadReadState {
  client?: { at: string };
  firm?: { at: string; by: { userId: string; name: string } };
}

/** A page of a case's thread, newest first. */
export interface MessageThreadPage {
  messages: Message[];
  nextCursor?: string;
  read: ThreadReadState;
}

/** One case's thread as the caller's list of conversations shows it. */
export interface Conversation {
  caseId: string;
  caseName: string;
  clientId: string;
  clientName: string;
  lastMessageAt: string;
  lastSender?: { name: string; role: MessageSenderRole };
  /** The start of the last message (MESSAGE_LIMITS.preview characters, white space as single spaces), for the list's preview line. */
  lastPreview?: string;
  /** Messages from the other side since the caller's side last read the thread. */
  unread: number;
}
