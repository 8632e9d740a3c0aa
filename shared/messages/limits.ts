/** Limits of the secure messages between a case's client and the firm. */
export const MESSAGE_LIMITS = {
  /** A message's text, in characters after trimming. */
  body: 10_000,
  /** Documents one message may link (already uploaded to the case). */
  documentsPerMessage: 5,
  /** Messages one page of a thread holds by default, and at most. */
  pageSize: 20,
  /** A thread's notice e-mail to one side is sent at most once in this many seconds. */
  noticeQuietSeconds: 15 * 60,
  /** Characters of the last message a conversation shows in the list (its preview line). */
  preview: 120,
  /** Conversations `GET /v1/me/conversations` reads at most (the most recent). */
  conversationsListed: 500,
} as const;
