/** Limits of the firm's privacy notice (the handler and the Settings editor read them from here). */
export const PRIVACY_NOTICE_LIMITS = {
  /** Characters of each language's text. */
  text: 20_000,
  /** Characters of the link (https only). */
  url: 2048,
} as const;
