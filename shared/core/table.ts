/**
 * The one DynamoDB table, defined once: the CDK Data construct and the local bootstrap
 * (DynamoDB Local) both build the table from this definition.
 *
 * Key layout (see docs/data-model.md for the access patterns each key serves):
 *   ORG#{orgId}        / ORG          organisation summary and counters
 *   ORG#{orgId}        / TEMPLATE#{templateId}  a firm's document request template, listed
 *                                    by one Query with begins_with(SK, 'TEMPLATE#'); ORG#{orgId} / TEMPLATES counts them
 *   ORG#{orgId}        / ANALYTICS    the firm's analytics counters: cases by status, category and
 *                                    stage, opened and closed per month, clients per week and month, stays per stage
 *   ORG#{orgId}        / STAGES       the firm's own stage sets per case category
 *   USER#{userId}      / USER         user record (role, org and status: the source of truth)
 *   USER#{userId}      / EXPORTREQ    a client's request for a copy of their information:
 *                                    pending → approved (downloadable until availableUntil); read by key only
 *   EMAIL#{email}      / EMAIL        e-mail uniqueness guard → userId
 *   CASE#{caseId}      / CASE         case (with its document requests' counters); while closed:
 *                                    GSI3 CASES#CLOSED / {closedAt}#{caseId}, every org's closed cases by the day
 *                                    they closed (sparse: removed on reopening), read by the retention job
 *   CASE#{caseId}      / REQ#{requestId}  a document requested of the case's client; the
 *                                    case's items are read by one Query, PK = CASE#{caseId} AND
 *                                    begins_with(SK, 'REQ#'): never query CASE#{caseId} without an SK
 *                                    condition (the case item shares the partition). While waiting on
 *                                    the client with a due date: GSI1 REQDUE#{dueDate} / {orgId}#{caseId}#{requestId};
 *                                    accepted with an expiry: GSI2 ORG#{orgId}#EXPIRES / {expiresOn}#{caseId}#{requestId}
 *                                    and GSI3 EXPIRES#{expiresOn} / {orgId}#{caseId}#{requestId}
 *   CASE#{caseId}      / PERSON#{personId}  a person the case concerns (the principal applicant, spouse,
 *                                    children, parents, siblings): read by one Query, begins_with(SK, 'PERSON#')
 *   CASE#{caseId}      / QNR#{questionnaireId}  a questionnaire of the case: its template's copy, status,
 *                                    answers (each with who and when), comments; begins_with(SK, 'QNR#')
 *   ORG#{orgId}        / QTEMPLATE#{templateId}  a firm's questionnaire template, begins_with(SK, 'QTEMPLATE#')
 *   ORG#{orgId}#CASENO#{number} / CASENO  case-number uniqueness guard
 *   FOLDER#{folderId}  / FOLDER       case folder (sub-folders; a case's root folder too)
 *   DOC#{documentId}   / DOC          document record (name, size, type, who, where in the store)
 *   FOLDER#{folderId}#NAME#{name} / NAME  name guard: one item of a name per folder
 *   BATCH#{batchId}    / BATCH        an upload batch between its targets and its completion (TTL)
 *   MAIL#{eventId}     / TO#{email}   one e-mail of a mail event to one recipient: sending → sent | failed (TTL)
 *   DIGEST#CASE#{caseId}#BY#{userId} / DIGEST  a client's upload digest on a case → its current window
 *   DIGEST#{windowId}  / WINDOW       an upload digest's window: its batches' file names, open → closed (TTL)
 *   DIGEST#{eventId}   / BATCH        a batch's mail event taken into a window (TTL)
 *   NOTICES#CLIENT#{clientId} / NOTICES  a client's notice window pointer → the window their next notice joins (TTL)
 *   NOTICES#{windowId} / WINDOW       a client's notice window: what the firm asked of or gave them, open → closed (TTL)
 *   NOTICES#{eventId}  / EVENT        a notice's mail event taken into a window (TTL)
 *   CASEMAIL#{messageId} / CASEMAIL  an e-mail an admin sent to a case's client (who, when, what, delivery);
 *                                    was MSG#{messageId} / MSG before portal messages took the name (docs/deploy.md)
 *   CASE#{caseId}      / MESSAGE#{sentAt}#{messageId}  a message of the case's thread: read newest
 *                                    first by one Query, PK = CASE#{caseId} AND begins_with(SK, 'MESSAGE#')
 *   CASE#{caseId}      / CONVERSATION the case's thread: last message, per-side unread counters and read
 *                                    states; once it has a message, GSI1 CLIENT#{clientId}#CONVERSATIONS and
 *                                    GSI2 ORG#{orgId}#CONVERSATIONS / {lastMessageAt}#{caseId}
 *   NOTICE#{caseId}#{side} / NOTICE  a new-message notice e-mail went to that side of the thread (TTL: 15 minutes)
 *   REMINDER#{userId}#{day} / DOCUMENTS | SIGNATURES | EXPIRING  a reminder e-mail of that UTC day was queued for them (TTL)
 *   ACTIVITY#{chain}   / SEQ#{seq, 10 digits}  one record of an activity chain: chain CASE#{caseId},
 *                                    CLIENT#{userId} or ORG#{orgId}; put only when absent, never updated or deleted
 *                                    by the routes (IAM denies it on ACTIVITY# keys). Read oldest first to
 *                                    verify, newest first to list, the last one to append. Staff filters:
 *                                    GSI2 ACTIVITY#{chain}#ACTOR#{userId} and GSI3 ACTIVITY#{chain}#KIND#{kind};
 *                                    what the case's client sees: GSI1 ACTIVITY#{chain}#CLIENT (all by seq)
 * GSI1: lists within an org (users of a type, cases), newest first; a folder's documents and its
 *       sub-folders, newest first; a case's e-mails, newest first.
 * GSI2: lists per client (a client's cases), newest first; a case's documents in every folder, newest first.
 * GSI3: what a case's client may see of its documents (their uploads, what the firm shared), newest
 *       first: sparse, only documents the client sees carry its keys; closed cases by closing date (sparse).
 */
export const TABLE_LOGICAL_NAME = 'PortalTable';

/** Items with this attribute (epoch seconds) expire: upload batches a day after their targets. */
export const TTL_ATTRIBUTE = 'ttl';

export const tableKeys = {
  partitionKey: 'PK',
  sortKey: 'SK',
} as const;

export const globalSecondaryIndexes = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const;

export type IndexName = (typeof globalSecondaryIndexes)[number]['indexName'];

/** Every key attribute is a string. */
export const keyAttributeNames: readonly string[] = [
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** The sort-key prefix of a case's document requests (keys.documentRequest). */
export const REQUEST_SK_PREFIX = 'REQ#';
/** A case's signature requests (functions/signatures), in its partition. */
export const SIGNATURE_REQUEST_SK_PREFIX = 'SIGNREQ#';

/** The sort-key prefix of a case's messages (keys.message) in its partition. */
export const MESSAGE_SK_PREFIX = 'MESSAGE#';

/** The partition-key prefix of activity chains (keys.activity): IAM denies updates and deletes under it. */
export const ACTIVITY_PK_PREFIX = 'ACTIVITY#';

/** The sort-key prefix of an activity chain's records. */
export const ACTIVITY_SK_PREFIX = 'SEQ#';

/** A chain record's sort key: SEQ# and the sequence number on 10 digits, so the keys sort by number. */
export const activitySortKey = (seq: number) => `${ACTIVITY_SK_PREFIX}${String(seq).padStart(10, '0')}`;

/**
 * The partition-key prefix of activity records written by requests and not yet linked into their chain
 * (keys.pendingActivity): a key per record, so no two writers ever contend; the linker moves them into
 * the chain. Not under ACTIVITY#, so the archive's stream filter and the chain's reads never see them.
 */
export const PENDING_ACTIVITY_PK_PREFIX = 'PENDINGACTIVITY#';

/** The sort-key prefix of a case's IRCC package builds (keys.casePackage) in the case's partition. */
export const PACKAGE_SK_PREFIX = 'PACKAGE#';

/** The sort-key prefix of a firm's document request templates (keys.requestTemplate) in its org's partition. */
export const REQUEST_TEMPLATE_SK_PREFIX = 'TEMPLATE#';

/** The sort-key prefix of the people a case concerns (questionnaireKeys.person) in its partition. */
export const PERSON_SK_PREFIX = 'PERSON#';

/** The sort-key prefix of a case's questionnaires (questionnaireKeys.questionnaire) in its partition. */
export const QUESTIONNAIRE_SK_PREFIX = 'QNR#';

/** The sort-key prefix of a firm's questionnaire templates (questionnaireKeys.questionnaireTemplate): not under TEMPLATE#, the document request templates' prefix. */
export const QUESTIONNAIRE_TEMPLATE_SK_PREFIX = 'QTEMPLATE#';
/** The sort-key prefix of a client's trust entries (keys.trustEntry) in their ledger's partition. */
export const TRUST_ENTRY_SK_PREFIX = 'ENTRY#';

/** The sort-key prefix of a firm's monthly trust totals (keys.trustMonth) in its org's partition. */
export const TRUST_MONTH_SK_PREFIX = 'TRUSTMONTH#';

/** An invoice number on 10 digits, so the keys sort by number. */
const invoiceNumberKey = (number: number) => String(number).padStart(10, '0');

export const keys = {
  org: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'ORG' }),
  /**
   * A firm's document request template (its own, or its version of a shipped one): in the org's
   * partition, so one Query (SK begins with REQUEST_TEMPLATE_SK_PREFIX) lists them; never query
   * ORG#{orgId} without an SK condition (the org item shares the partition).
   */
  requestTemplate: (orgId: string, templateId: string) => ({ PK: `ORG#${orgId}`, SK: `${REQUEST_TEMPLATE_SK_PREFIX}${templateId}` }),
  /** How many templates a firm keeps (REQUEST_LIMITS.templatesPerFirm), changed with them. */
  requestTemplateCount: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'TEMPLATES' }),
  /** The firm's analytics counters (shared/analytics/counters.ts): moved in the transactions of the changes they count. */
  orgAnalytics: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'ANALYTICS' }),
  /** The firm's own stage sets (shared/progress): one item, replaced whole. */
  orgStageSets: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'STAGES' }),
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** A client's request for a copy of their information (functions/exports), in the user's partition. */
  exportRequest: (userId: string) => ({ PK: `USER#${userId}`, SK: 'EXPORTREQ' }),
  email: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  case: (caseId: string) => ({ PK: `CASE#${caseId}`, SK: 'CASE' }),
  /** A document requested on a case: in the case's partition, so one Query (SK begins with REQUEST_SK_PREFIX) reads them all. */
  documentRequest: (caseId: string, requestId: string) => ({ PK: `CASE#${caseId}`, SK: `${REQUEST_SK_PREFIX}${requestId}` }),
  /** A signature request on a case: in the case's partition, so one Query (SK begins with SIGNATURE_REQUEST_SK_PREFIX) reads them all. */
  signatureRequest: (caseId: string, signatureRequestId: string) => ({ PK: `CASE#${caseId}`, SK: `${SIGNATURE_REQUEST_SK_PREFIX}${signatureRequestId}` }),
  /** An IRCC package build of a case: in the case's partition, so one Query (SK begins with PACKAGE_SK_PREFIX) lists them and the case's destruction takes them. */
  casePackage: (caseId: string, packageId: string) => ({ PK: `CASE#${caseId}`, SK: `${PACKAGE_SK_PREFIX}${packageId}` }),
  /** Guards the uniqueness of a case number within an org. */
  caseNumber: (orgId: string, caseNumber: string) => ({
    PK: `ORG#${orgId}#CASENO#${caseNumber.trim().toLowerCase()}`,
    SK: 'CASENO',
  }),
  folder: (folderId: string) => ({ PK: `FOLDER#${folderId}`, SK: 'FOLDER' }),
  document: (documentId: string) => ({ PK: `DOC#${documentId}`, SK: 'DOC' }),
  /** Guards the uniqueness of an item name within a folder (case-insensitive). */
  itemName: (folderId: string, name: string) => ({ PK: `FOLDER#${folderId}#NAME#${name.toLowerCase()}`, SK: 'NAME' }),
  /** How many times a name was found taken in a folder (case-insensitive): the number its next copy gets. */
  nameCounter: (folderId: string, name: string) => ({ PK: `FOLDER#${folderId}#NAMECOUNT#${name.toLowerCase()}`, SK: 'NAMECOUNT' }),
  uploadBatch: (batchId: string) => ({ PK: `BATCH#${batchId}`, SK: 'BATCH' }),
  /** One e-mail of a mail event to one recipient: makes sending idempotent and records failures. */
  mailDelivery: (eventId: string, email: string) => ({ PK: `MAIL#${eventId}`, SK: `TO#${email.trim().toLowerCase()}` }),
  /** A client's upload digest on a case: which window (below) their next batch joins. */
  uploadDigest: (caseId: string, uploadedById: string) => ({ PK: `DIGEST#CASE#${caseId}#BY#${uploadedById}`, SK: 'DIGEST' }),
  /** One window of an upload digest (its id: its first batch's mail event id): the files of its batches, open → closed. */
  uploadDigestWindow: (windowId: string) => ({ PK: `DIGEST#${windowId}`, SK: 'WINDOW' }),
  /** A batch's mail event taken into a window: each batch joins one window once, however often the queue delivers it. */
  uploadDigestBatch: (eventId: string) => ({ PK: `DIGEST#${eventId}`, SK: 'BATCH' }),
  /** A client's notices: which window (below) the next thing the firm asks of or gives them joins. */
  clientNotices: (clientId: string) => ({ PK: `NOTICES#CLIENT#${clientId}`, SK: 'NOTICES' }),
  /** One window of a client's notices (its id: its first notice's mail event id): what they are told, open → closed. */
  clientNoticeWindow: (windowId: string) => ({ PK: `NOTICES#${windowId}`, SK: 'WINDOW' }),
  /** A notice's mail event taken into a window: each joins one window once, however often the queue delivers it. */
  clientNoticeEvent: (eventId: string) => ({ PK: `NOTICES#${eventId}`, SK: 'EVENT' }),
  /**
   * The reminders job queued this person's reminder of the day (YYYY-MM-DD, UTC): a client's of the
   * documents asked of them (DOCUMENTS), a staff member's of expiring documents (EXPIRING). At most one a day.
   */
  reminderSent: (userId: string, day: string, kind: 'DOCUMENTS' | 'SIGNATURES' | 'EXPIRING') => ({ PK: `REMINDER#${userId}#${day}`, SK: kind }),
  /** An e-mail sent to a case's client ('Send Email Regarding Case'): not a portal message (functions/messages). */
  caseEmail: (messageId: string) => ({ PK: `CASEMAIL#${messageId}`, SK: 'CASEMAIL' }),
  /** A message of a case's thread, in the case's partition, sorted by when it was sent. */
  message: (caseId: string, sentAt: string, messageId: string) => ({ PK: `CASE#${caseId}`, SK: `${MESSAGE_SK_PREFIX}${sentAt}#${messageId}` }),
  /** One record of an activity chain (functions/core/activity): the chain's seq-th. */
  activity: (chain: string, seq: number) => ({ PK: `${ACTIVITY_PK_PREFIX}${chain}`, SK: activitySortKey(seq) }),
  /** A record waiting to be linked into its chain: by when it was written, then an id unique to it. */
  pendingActivity: (chain: string, at: string, recordId: string) => ({ PK: `${PENDING_ACTIVITY_PK_PREFIX}${chain}`, SK: `${at}#${recordId}` }),
  /** A case's thread: last message, unread counters, read states (one item per case). */
  conversation: (caseId: string) => ({ PK: `CASE#${caseId}`, SK: 'CONVERSATION' }),
  /** A notice e-mail of a new message went to this side of the case's thread lately (expires: MESSAGE_LIMITS.noticeQuietSeconds). */
  messageNotice: (caseId: string, side: 'client' | 'firm') => ({ PK: `NOTICE#${caseId}#${side}`, SK: 'NOTICE' }),
} as const;

/**
 * The keys of the people on a case and of questionnaires: apart from `keys` (an object is bundled
 * whole), so the functions that never touch them — documents, requests… — do not carry them.
 */
export const questionnaireKeys = {
  /** A person the case concerns, in its partition: one Query (SK begins with PERSON_SK_PREFIX) reads them all. */
  person: (caseId: string, personId: string) => ({ PK: `CASE#${caseId}`, SK: `${PERSON_SK_PREFIX}${personId}` }),
  /** A questionnaire of the case, in its partition: one Query (SK begins with QUESTIONNAIRE_SK_PREFIX) lists them. */
  questionnaire: (caseId: string, questionnaireId: string) => ({ PK: `CASE#${caseId}`, SK: `${QUESTIONNAIRE_SK_PREFIX}${questionnaireId}` }),
  /** A firm's questionnaire template (its own, or its version of a shipped one), in the org's partition. */
  questionnaireTemplate: (orgId: string, templateId: string) => ({ PK: `ORG#${orgId}`, SK: `${QUESTIONNAIRE_TEMPLATE_SK_PREFIX}${templateId}` }),
} as const;

/** GSI keys: users of a type in an org, cases of an org, cases of a client; newest first by date. */
export const indexKeys = {
  orgUsers: (orgId: string, userType: string) => `ORG#${orgId}#USERS#${userType}`,
  orgCases: (orgId: string) => `ORG#${orgId}#CASES`,
  clientCases: (clientId: string) => `CLIENT#${clientId}#CASES`,
  folderDocuments: (folderId: string) => `FOLDER#${folderId}#DOCS`,
  folderFolders: (folderId: string) => `FOLDER#${folderId}#FOLDERS`,
  caseEmails: (caseId: string) => `CASE#${caseId}#CASEMAILS`,
  /** GSI2: every e-mail sent about the org's cases (its staff's and the portal's automatic ones), newest first (the firm's e-mail log, /admin/email). */
  orgCaseEmails: (orgId: string) => `ORG#${orgId}#CASEMAILS`,
  /** GSI2: every document of a case (staff's documents list). */
  caseDocuments: (caseId: string) => `CASE#${caseId}#DOCS`,
  /** GSI3 (sparse): the documents of a case its client sees. */
  clientDocuments: (caseId: string) => `CASE#${caseId}#CLIENTDOCS`,
  /** GSI1: document requests waiting on the client (requested, rejected) due that day (YYYY-MM-DD), every org's: the reminders job. */
  requestsDue: (dueDate: string) => `REQDUE#${dueDate}`,
  /** GSI1: signature requests waiting on the client with that due day (YYYY-MM-DD), every org's: the reminders job. */
  signaturesDue: (dueDate: string) => `SIGNDUE#${dueDate}`,
  /** GSI2: an org's accepted document requests with an expiry date, by that date: the expiring documents list. */
  orgExpiringRequests: (orgId: string) => `ORG#${orgId}#EXPIRES`,
  /** GSI3: accepted document requests that expire that day (YYYY-MM-DD), every org's: the staff's expiry reminders. */
  requestsExpiring: (expiresOn: string) => `EXPIRES#${expiresOn}`,
  /** GSI1: a client's conversations (cases with messages), by their last message. */
  clientConversations: (clientId: string) => `CLIENT#${clientId}#CONVERSATIONS`,
  /** GSI2: an org's conversations, by their last message. */
  orgConversations: (orgId: string) => `ORG#${orgId}#CONVERSATIONS`,
  /** GSI1: the records of a case's chain its client sees (events about their documents), by seq. */
  activityForClient: (chain: string) => `${ACTIVITY_PK_PREFIX}${chain}#CLIENT`,
  /** GSI2: the records of a chain by one person, by seq. */
  activityByActor: (chain: string, userId: string) => `${ACTIVITY_PK_PREFIX}${chain}#ACTOR#${userId}`,
  /** GSI3: the records of a chain of one kind, by seq. */
  activityByKind: (chain: string, kind: string) => `${ACTIVITY_PK_PREFIX}${chain}#KIND#${kind}`,
  /** GSI3 (sparse): every org's closed cases, by `closedAt` (sort key byDate(closedAt, caseId)): the retention job. */
  closedCases: () => 'CASES#CLOSED',
  /** Sort key: ISO date then id, so equal timestamps still sort and stay unique. */
  byDate: (isoDate: string, id: string) => `${isoDate}#${id}`,
} as const;

/**
 * Billing's keys (invoices, payments, the invoice counter and number guards, trust ledgers and the
 * firm's monthly totals): in this file with every other prefix, as objects of their own so that
 * esbuild leaves them out of the bundles of routes that do not bill (the 100 KB rule).
 */
export const billingKeys = {
  /** An invoice under its own key (its case, firm and client lists are GSI1–3, billingIndexKeys). */
  invoice: (invoiceId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: 'INVOICE' }),
  /** A payment applied to an invoice, in the invoice's partition (its id is its source's: recorded once). */
  invoicePayment: (invoiceId: string, paymentId: string) => ({ PK: `INVOICE#${invoiceId}`, SK: `PAYMENT#${paymentId}` }),
  /** The firm's last invoice number (`lastNumber`). */
  invoiceCounter: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'INVOICES' }),
  /** One item per invoice number given: a second invoice can never take it. */
  invoiceNumber: (orgId: string, number: number) => ({ PK: `ORG#${orgId}#INVOICENO#${invoiceNumberKey(number)}`, SK: 'INVOICENO' }),
  /** A client's trust balance (and `version`: the entries that moved it). */
  trustBalance: (clientId: string) => ({ PK: `TRUST#${clientId}`, SK: 'BALANCE' }),
  /** A client's trust entry (never updated or deleted), by date: `{date}#{createdAt}#{entryId}`. */
  trustEntry: (clientId: string, sortKey: string) => ({ PK: `TRUST#${clientId}`, SK: `${TRUST_ENTRY_SK_PREFIX}${sortKey}` }),
  /** A receipt's reversal guard: one reversal per receipt. */
  trustReversal: (clientId: string, entryId: string) => ({ PK: `TRUST#${clientId}`, SK: `REVERSED#${entryId}` }),
  /** The firm's trust totals of a month: receiptsCents, disbursementsCents, entriesCount. */
  trustMonth: (orgId: string, month: string) => ({ PK: `ORG#${orgId}`, SK: `${TRUST_MONTH_SK_PREFIX}${month}` }),
  /** What the firm was paid on invoices in a month (trust transfers and cards): paymentsCents. */
  paymentsMonth: (orgId: string, month: string) => ({ PK: `ORG#${orgId}`, SK: `PAYMENTSMONTH#${month}` }),
} as const;

/** Billing's GSI keys: invoices by case, firm and client (by number); trust clients; the trust journal by month. */
export const billingIndexKeys = {
  /** GSI1: a case's invoices by number. */
  caseInvoices: (caseId: string) => `CASE#${caseId}#INVOICES`,
  /** GSI2: a firm's invoices by number. */
  orgInvoices: (orgId: string) => `ORG#${orgId}#INVOICES`,
  /** GSI3: a client's invoices by number. */
  clientInvoices: (clientId: string) => `CLIENT#${clientId}#INVOICES`,
  /** Sort key of the invoice lists: the number on 10 digits. */
  invoiceSort: invoiceNumberKey,
  /** GSI1: the firm's clients with a trust ledger. */
  orgTrustClients: (orgId: string) => `ORG#${orgId}#TRUSTCLIENTS`,
  /** GSI2: the firm's trust journal of a month (YYYY-MM), by date. */
  orgTrustJournal: (orgId: string, month: string) => `ORG#${orgId}#TRUSTJOURNAL#${month}`,
} as const;
