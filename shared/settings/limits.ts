/** Limits and choices of a user's settings (the request schemas and the web forms read them from here). */
export const SETTINGS_LIMITS = {
  title: 100,
  bio: 2000,
  signature: 1000,
  autoReplyMessage: 2000,
} as const;

export const SESSION_TIMEOUT_MINUTES = [15, 30, 60, 120] as const;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
