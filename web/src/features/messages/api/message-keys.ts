/** Query keys of messages: one factory, so reads and invalidations always agree. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The signed-in user's conversations (GET /v1/me/conversations). */
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  /** The newest page of a case's thread (GET /v1/cases/{caseId}/messages), polled. */
  thread: (caseId: string) => [...messageKeys.all, 'thread', caseId] as const,
};
