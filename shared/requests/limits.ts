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
  /** Entries an item's history keeps (the newest; the first, its request, always): bounds the item's size. */
  historyEntries: 100,
  /** Items one "Remind now" may name (a case holds at most itemsPerCase). */
  remindIds: 200,
  /** A firm's own templates (its versions of the shipped ones included): one Query lists them. */
  templatesPerFirm: 50,
  /** Items of one template. */
  itemsPerTemplate: 50,
  /** A template's id (a shipped id, or the UUID the web gives a new one). */
  templateIdLength: 64,
  /** A template's title. */
  templateTitle: 200,
  /** The checklist a template follows, e.g. 'IMM 5488'. */
  templateSource: 100,
  /** A template item's due date, in days after it is applied. */
  dueInDays: 365,
  /** A template as stored, in bytes (DynamoDB holds at most 400 KB an item). */
  templateBytes: 300_000,
} as const;
