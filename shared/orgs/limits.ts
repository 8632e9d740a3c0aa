/** Limits of a firm's details (the request schemas and the web forms read them from here). */
export const ORG_LIMITS = {
  address: 300,
  website: 200,
} as const;
