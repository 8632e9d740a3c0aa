/**
 * The activity log: every read and change of a case's data, recorded append-only in a hash
 * chain per subject (a case, a client, a firm). What the API answers of it, for staff and for a case's
 * client; the chain's mechanics live in functions/core/activity.
 */

/** What happened: `<subject>.<verb>`. The web names each in both languages (web/src/features/activity). */
export const ACTIVITY_KINDS = [
  'case.created',
  'case.viewed',
  'case.updated',
  'case.destroyed',
  'folder.viewed',
  'folder.created',
  'documents.listed',
  'document.uploaded',
  'document.downloaded',
  'document.previewed',
  'document.shared',
  'document.unshared',
  'requests.viewed',
  'request.created',
  'request.accepted',
  'request.rejected',
  'request.updated',
  'request.deleted',
  'request.reminded',
  'people.viewed',
  'person.added',
  'questionnaires.viewed',
  'questionnaire.viewed',
  'questionnaire.created',
  'questionnaire.answered',
  'questionnaire.submitted',
  'questionnaire.returned',
  'questionnaire.accepted',
  'questionnaire.reopened',
  'questionnaire.exported',
  'messages.viewed',
  'messages.read',
  'message.sent',
  'emails.viewed',
  'email.sent',
  'email.delivered',
  'access.denied',
  'client.exported',
  'export.requested',
  'export.approved',
  'privacy.accepted',
  'activity.verified',
  'signatures.viewed',
  'signature.requested',
  'signature.viewed',
  'signature.codeSent',
  'signature.signed',
  'signature.declined',
  'package.built',
  'package.downloaded',
  'package.deleted',
  'invoice.created',
  'invoice.sent',
  'invoice.voided',
  'invoices.viewed',
  'invoice.downloaded',
  'invoice.paid',
  'payment.started',
  'trust.received',
  'trust.transferred',
  'trust.refunded',
  'trust.reversed',
  'trust.viewed',
  'trust.reconciled',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The document events a case's client sees in their part of the log (about documents they see). */
export const CLIENT_DOCUMENT_KINDS: readonly ActivityKind[] = [
  'document.uploaded',
  'document.downloaded',
  'document.previewed',
  'document.shared',
  'document.unshared',
];

/** Who acted: a signed-in person (their role when they acted), or the portal itself (a scheduled job, its e-mail). */
export interface ActivityActor {
  userId: string;
  name: string;
  role: 'admin' | 'client' | 'system';
}

/** Where the request came from, as the gateway saw it. */
export interface ActivitySource {
  ip?: string;
  userAgent?: string;
}

/** A document an event is about, and whether the case's client sees it (their upload, or shared with them). */
export interface ActivityDocument {
  documentId: string;
  name: string;
  visibleToClient: boolean;
}

/** case.updated: the stage a change moved the case to (or noted on), with its names when it was made (a firm may rename or drop it later). */
export interface ActivityStage {
  stageId: string;
  label?: { en: string; fr: string };
  /** True when the case entered this stage; false for a note or an expected date on the stage it was in. */
  moved: boolean;
}

/** What an event says beyond its kind; no content of documents or messages, only names and ids. */
export interface ActivityDetails {
  /** case.updated: the fields changed (names only). */
  fields?: string[];
  /** case.updated: the stage set or noted, the expected date given with it, the key dates set or cleared (their names). */
  stage?: ActivityStage;
  expectedDate?: string;
  keyDates?: string[];
  /** case.updated: the case's category, legal hold and discreet e-mails after the change (when it changed them). */
  category?: string;
  legalHold?: boolean;
  discreet?: boolean;
  documents?: ActivityDocument[];
  folderId?: string;
  folderName?: string;
  /**
   * request.*: the items (their ids, their title as first written and, when they have them, their
   * titles per language), and a decision's status; case.updated: the case's new status.
   * request.updated: what was edited (`fields`: titles, instructions, dueDate).
   */
  requests?: Array<{ requestId: string; title: string; titles?: { en?: string; fr?: string } }>;
  status?: string;
  messageId?: string;
  /** person.added: who was added to the file. */
  person?: { personId: string; name: string; relationship: string };
  /** questionnaire.*: which questionnaire (its titles when it was made), and the questions answered or commented on. */
  questionnaire?: { questionnaireId: string; titles: { en: string; fr: string }; personName?: string };
  questions?: string[];
  /** questionnaire.exported: json or pdf. */
  format?: string;
  /** access.denied: the route that was refused. */
  route?: string;
  /** case.destroyed: the rule that destroyed it, and when the case was closed. */
  rule?: string;
  closedAt?: string;
  caseNumber?: string;
  /** What was removed, counted (never the content). */
  removed?: Record<string, number>;
  version?: string;
  /** email.delivered: which e-mail of the portal's (its mail event kind). */
  mail?: string;
  clientId?: string;
  caseId?: string;
  /** signature.*: the signature request (its document is in `documents`); signature.signed: the signed document is `documents[1]`. */
  signatureRequestId?: string;
  /** package.*: the IRCC package build. */
  packageId?: string;
  /** invoice.* and trust.transferred: the invoice, by id and number; invoice.paid: how (trust, card). */
  invoiceId?: string;
  invoiceNumber?: number;
  source?: string;
  /** invoice.* and trust.*: the amount, in cents (a trust entry's signed: into trust +, out −). */
  amountCents?: number;
  /** trust.*: the entry; trust.reversed: the receipt it reverses; trust.reconciled: the month. */
  entryId?: string;
  reverses?: string;
  month?: string;
}

/**
 * How the request a record is about ended: answered (2xx/3xx), refused (4xx: someone else's case, a
 * rule), or failed (5xx). Records written before outcomes existed have none: they were answered.
 */
export type ActivityOutcome = 'answered' | 'refused' | 'failed';

/** One record of a chain, as stored and as staff read it. */
export interface ActivityRecord {
  /** The chain: `CASE#{caseId}`, `CLIENT#{userId}` or `ORG#{orgId}`. */
  chain: string;
  /** 1, 2, 3, … within the chain, without gaps. */
  seq: number;
  at: string;
  kind: ActivityKind;
  actor: ActivityActor;
  orgId: string;
  caseId?: string;
  details?: ActivityDetails;
  source?: ActivitySource;
  requestId?: string;
  /** Seen by the case's client in their part of the log. */
  visibleToClient?: boolean;
  /** How its request was answered; absent: answered. */
  outcome?: ActivityOutcome;
  /** SHA-256 (hex) of the chain's previous record (64 zeros for the first). */
  prevHash: string;
  /** SHA-256 (hex) of this record's canonical JSON, `hash` left out. */
  hash: string;
}

/**
 * A record as the log lists it: linked into its chain (with seq, prevHash and hash), or written by its
 * request and still waiting to be linked, seconds at most (`pending`, none of the three yet).
 */
export interface ActivityEntry extends Omit<ActivityRecord, 'seq' | 'prevHash' | 'hash'> {
  /** Its place in the chain, once linked. */
  seq?: number;
  prevHash?: string;
  hash?: string;
  /** Written, not yet linked into the chain (seconds at most). */
  pending?: true;
}

/** A page of a case's log, newest first: on the first page, records waiting to be linked come before the linked ones. */
export interface ActivityPage {
  Items: ActivityEntry[];
  nextCursor?: string;
}

/** What the client sees of an event about their documents: who (the firm, or themselves), what, when. */
export interface ClientActivityItem {
  /** Its place in the chain; absent while the record waits to be linked. */
  seq?: number;
  at: string;
  kind: ActivityKind;
  /** `firm` for any staff member (the client does not see staff names' roles inside the firm), `you` for themselves. */
  by: 'firm' | 'you';
  actorName: string;
  documents: Array<Pick<ActivityDocument, 'documentId' | 'name'>>;
}

export interface ClientActivityPage {
  Items: ClientActivityItem[];
  nextCursor?: string;
}

/** The chain checked from its first record: intact, or the first record whose hash or link is wrong. */
export interface ChainVerification {
  intact: boolean;
  /** How many records were checked. */
  checked: number;
  firstBroken?: { seq: number; reason: 'hash-mismatch' | 'link-mismatch' | 'sequence-gap'; at?: string };
  /** Records written and not yet linked into the chain (linked within seconds; checked once linked). */
  pending: number;
}
