/** Limits of document requests (the request schemas and the web forms read them from here). */
export const REQUEST_LIMITS = {
  title: 200,
  instructions: 2000,
  reason: 1000,
  concernName: 100,
  /** Items one POST may add (its `items`; a template adds its own on top). */
  itemsPerCall: 50,
  /** Items a case may hold over its life (waived ones included): one Query reads them all. */
  itemsPerCase: 200,
  /** Documents one item may collect over re-uploads. */
  documentsPerItem: 50,
} as const;
