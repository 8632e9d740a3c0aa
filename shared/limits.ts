/**
 * Field limits, named once: the request schemas (shared/api-schemas.ts) and the web forms read them
 * from here, so a limit never lives in two places.
 */
export const LIMITS = {
  name: 200,
  caseName: 200,
  caseNumber: 64,
  category: 100,
  description: 5000,
  email: 254,
  phone: 32,
  id: 128,
  folderName: 200,
  /** A file name as sent; the stored name is cleaned to at most `storedFileName`. */
  fileName: 1000,
  storedFileName: 200,
  fileType: 200,
  parentFolderId: 256,
  cursor: 2048,
  title: 100,
  bio: 2000,
  address: 300,
  website: 200,
  signature: 1000,
  autoReplyMessage: 2000,
  /** An admin's 'Send Email Regarding Case' message. */
  caseMessage: 10_000,
} as const;
