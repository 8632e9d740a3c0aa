/**
 * Field limits every feature's fields share, named once: the request schemas and the web forms read
 * them from here, so a limit never lives in two places. A feature's own fields have their limits in
 * `shared/<feature>/limits.ts`.
 */
export const LIMITS = {
  name: 200,
  email: 254,
  phone: 32,
  id: 128,
  cursor: 2048,
} as const;
