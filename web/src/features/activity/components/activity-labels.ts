/**
 * How an activity record reads, in the reader's language: each kind's name (the kind
 * filter's options), its sentence — what the person did, their name being shown beside it
 * ("downloaded passport.pdf") — and its attempt ("tried to download passport.pdf", for a request
 * refused or failed), which kinds are reads, the portal's own actors, the client's sentences about
 * their documents ("The firm downloaded passport.pdf on …"), the roles, a verification's reasons, and
 * where a request came from (an IP and a shortened user agent). A change's and a destruction's details
 * are said by activity-details.ts, a refused route by refused-routes.ts.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityActor, ActivityKind, ActivitySource, ChainVerification, ClientActivityItem } from '@shared/activity/types';
import { listFormat } from '@/lib/format';
import type { Language } from '@/lib/i18n';

interface KindLabels {
  /** The kind as a name: the filter's option, and the generic sentence of a kind without details. */
  name: MessageDescriptor;
  /**
   * What the person did, their name left out. Placeholders: `{documents}`, `{requests}` (lists in the
   * reader's language), `{folder}`, `{what}` (the thing a refused attempt tried to reach), `{version}`.
   * case.updated, case.destroyed, email.delivered and a waiver say more (activity-sentence.tsx).
   */
  sentence: MessageDescriptor;
  /** What the person tried to do, said of a request that was refused or failed (same placeholders). */
  attempt: MessageDescriptor;
  /** A read: grouped per person, day and kind, and shown on demand ('Show reads'). */
  read?: true;
}

/** Every kind of ACTIVITY_KINDS, named and said (the Record makes a new kind fail the type check until it is). */
export const KIND_LABELS: Record<ActivityKind, KindLabels> = {
  'case.created': { name: msg`Case created`, sentence: msg`created the case`, attempt: msg`tried to create the case` },
  'case.viewed': { name: msg`Case viewed`, sentence: msg`viewed the case`, attempt: msg`tried to view the case`, read: true },
  'case.updated': { name: msg`Case changed`, sentence: msg`changed {fields}`, attempt: msg`tried to change the case` },
  'case.destroyed': { name: msg`Case destroyed`, sentence: msg`destroyed the case`, attempt: msg`tried to destroy the case` },
  'folder.viewed': { name: msg`Folder opened`, sentence: msg`opened the folder {folder}`, attempt: msg`tried to open the folder {folder}`, read: true },
  'folder.created': { name: msg`Folder created`, sentence: msg`created the folder {folder}`, attempt: msg`tried to create the folder {folder}` },
  'documents.listed': { name: msg`Documents listed`, sentence: msg`viewed the list of documents`, attempt: msg`tried to view the list of documents`, read: true },
  'document.uploaded': { name: msg`Document uploaded`, sentence: msg`uploaded {documents}`, attempt: msg`tried to upload {documents}` },
  'document.downloaded': { name: msg`Document downloaded`, sentence: msg`downloaded {documents}`, attempt: msg`tried to download {documents}` },
  'document.previewed': { name: msg`Document previewed`, sentence: msg`previewed {documents}`, attempt: msg`tried to preview {documents}` },
  'document.shared': { name: msg`Document shared`, sentence: msg`shared {documents} with the client`, attempt: msg`tried to share {documents} with the client` },
  'document.unshared': {
    name: msg`Document no longer shared`,
    sentence: msg`stopped sharing {documents} with the client`,
    attempt: msg`tried to stop sharing {documents} with the client`,
  },
  'requests.viewed': { name: msg`Requests viewed`, sentence: msg`viewed the requested documents`, attempt: msg`tried to view the requested documents`, read: true },
  'request.created': { name: msg`Documents requested`, sentence: msg`requested {requests}`, attempt: msg`tried to request {requests}` },
  'request.accepted': { name: msg`Request accepted`, sentence: msg`accepted {requests}`, attempt: msg`tried to accept {requests}` },
  'request.rejected': { name: msg`Request rejected`, sentence: msg`rejected {requests}`, attempt: msg`tried to reject {requests}` },
  'request.updated': { name: msg`Request edited`, sentence: msg`edited {requests}`, attempt: msg`tried to edit {requests}` },
  'request.deleted': { name: msg`Request deleted`, sentence: msg`deleted the request for {requests}`, attempt: msg`tried to delete the request for {requests}` },
  'request.reminded': { name: msg`Client reminded`, sentence: msg`reminded the client of {requests}`, attempt: msg`tried to remind the client of {requests}` },
  'people.viewed': { name: msg`People viewed`, sentence: msg`viewed the people on the file`, attempt: msg`tried to view the people on the file`, read: true },
  'person.added': { name: msg`Person added`, sentence: msg`added a person to the file`, attempt: msg`tried to add a person to the file` },
  'questionnaires.viewed': { name: msg`Questionnaires listed`, sentence: msg`viewed the questionnaires`, attempt: msg`tried to view the questionnaires`, read: true },
  'questionnaire.viewed': { name: msg`Questionnaire viewed`, sentence: msg`viewed a questionnaire`, attempt: msg`tried to view a questionnaire`, read: true },
  'questionnaire.created': { name: msg`Questionnaire sent`, sentence: msg`sent a questionnaire`, attempt: msg`tried to send a questionnaire` },
  'questionnaire.answered': { name: msg`Questionnaire answered`, sentence: msg`saved answers to a questionnaire`, attempt: msg`tried to save answers to a questionnaire` },
  'questionnaire.submitted': { name: msg`Questionnaire submitted`, sentence: msg`submitted a questionnaire`, attempt: msg`tried to submit a questionnaire` },
  'questionnaire.returned': { name: msg`Questionnaire returned`, sentence: msg`returned a questionnaire with comments`, attempt: msg`tried to return a questionnaire` },
  'questionnaire.accepted': { name: msg`Questionnaire accepted`, sentence: msg`accepted a questionnaire`, attempt: msg`tried to accept a questionnaire` },
  'questionnaire.reopened': { name: msg`Questionnaire reopened`, sentence: msg`reopened a questionnaire`, attempt: msg`tried to reopen a questionnaire` },
  'questionnaire.exported': { name: msg`Questionnaire exported`, sentence: msg`downloaded a questionnaire's answers`, attempt: msg`tried to download a questionnaire's answers` },
  'messages.viewed': { name: msg`Messages viewed`, sentence: msg`viewed the messages`, attempt: msg`tried to view the messages`, read: true },
  'messages.read': { name: msg`Messages marked as read`, sentence: msg`marked the messages as read`, attempt: msg`tried to mark the messages as read`, read: true },
  'message.sent': { name: msg`Message sent`, sentence: msg`sent a message`, attempt: msg`tried to send a message` },
  'emails.viewed': { name: msg`Sent emails viewed`, sentence: msg`viewed the emails sent to the client`, attempt: msg`tried to view the emails sent to the client`, read: true },
  'email.sent': { name: msg`Email sent`, sentence: msg`emailed the client`, attempt: msg`tried to email the client` },
  'email.delivered': { name: msg`Automatic email sent`, sentence: msg`sent an automatic email about the case`, attempt: msg`tried to send an automatic email about the case` },
  'access.denied': { name: msg`Access refused`, sentence: msg`was refused {what}`, attempt: msg`was refused {what}` },
  'client.exported': { name: msg`Client data exported`, sentence: msg`exported the client's data`, attempt: msg`tried to export the client's data` },
  'export.requested': { name: msg`Data export requested`, sentence: msg`asked for a copy of their data`, attempt: msg`tried to ask for a copy of their data` },
  'export.approved': {
    name: msg`Data export approved`,
    sentence: msg`approved the client's request for a copy of their data`,
    attempt: msg`tried to approve the client's request for a copy of their data`,
  },
  'privacy.accepted': { name: msg`Privacy notice accepted`, sentence: msg`accepted the privacy notice`, attempt: msg`tried to accept the privacy notice` },
  'activity.verified': { name: msg`Activity log verified`, sentence: msg`verified the activity log`, attempt: msg`tried to verify the activity log`, read: true },
  'signatures.viewed': { name: msg`Signature requests viewed`, sentence: msg`viewed the signature requests`, attempt: msg`tried to view the signature requests`, read: true },
  'signature.requested': { name: msg`Signature requested`, sentence: msg`asked for {documents} to be signed`, attempt: msg`tried to ask for {documents} to be signed` },
  'signature.viewed': { name: msg`Document to sign opened`, sentence: msg`opened {documents} to sign it`, attempt: msg`tried to open {documents} to sign it` },
  'signature.codeSent': { name: msg`Signing code sent`, sentence: msg`asked for a code to sign {documents}`, attempt: msg`tried to get a code to sign {documents}` },
  'signature.signed': { name: msg`Document signed`, sentence: msg`signed {documents}`, attempt: msg`tried to sign {documents}` },
  'signature.declined': { name: msg`Signature declined`, sentence: msg`declined to sign {documents}`, attempt: msg`tried to decline to sign {documents}` },
  'package.built': { name: msg`IRCC package built`, sentence: msg`built the IRCC package`, attempt: msg`tried to build the IRCC package` },
  'package.downloaded': { name: msg`IRCC package downloaded`, sentence: msg`downloaded the IRCC package`, attempt: msg`tried to download the IRCC package` },
  'package.deleted': { name: msg`IRCC package deleted`, sentence: msg`deleted an IRCC package`, attempt: msg`tried to delete an IRCC package` },
  'invoice.created': { name: msg`Invoice created`, sentence: msg`created invoice {invoice}`, attempt: msg`tried to create an invoice` },
  'invoice.sent': { name: msg`Invoice sent`, sentence: msg`sent invoice {invoice}`, attempt: msg`tried to send invoice {invoice}` },
  'invoice.voided': { name: msg`Invoice voided`, sentence: msg`voided invoice {invoice}`, attempt: msg`tried to void invoice {invoice}` },
  'invoices.viewed': { name: msg`Invoices viewed`, sentence: msg`viewed the invoices`, attempt: msg`tried to view the invoices`, read: true },
  'invoice.downloaded': { name: msg`Invoice downloaded`, sentence: msg`downloaded invoice {invoice}`, attempt: msg`tried to download invoice {invoice}`, read: true },
  'invoice.paid': { name: msg`Invoice paid`, sentence: msg`recorded a payment on invoice {invoice}`, attempt: msg`tried to record a payment on invoice {invoice}` },
  'payment.started': { name: msg`Card payment started`, sentence: msg`opened the card payment of invoice {invoice}`, attempt: msg`tried to pay invoice {invoice} by card` },
  'trust.received': { name: msg`Money received in trust`, sentence: msg`recorded money received in trust`, attempt: msg`tried to record money received in trust` },
  'trust.transferred': { name: msg`Paid from trust`, sentence: msg`paid invoice {invoice} from trust`, attempt: msg`tried to pay invoice {invoice} from trust` },
  'trust.refunded': { name: msg`Trust refunded`, sentence: msg`refunded money held in trust`, attempt: msg`tried to refund money held in trust` },
  'trust.reversed': { name: msg`Trust receipt reversed`, sentence: msg`reversed a trust receipt`, attempt: msg`tried to reverse a trust receipt` },
  'trust.viewed': { name: msg`Trust ledger viewed`, sentence: msg`viewed the trust ledger`, attempt: msg`tried to view the trust ledger`, read: true },
  'trust.reconciled': { name: msg`Trust reconciliation viewed`, sentence: msg`viewed the trust reconciliation`, attempt: msg`tried to view the trust reconciliation`, read: true },
};

/** True for a kind that reads (grouped, and shown on demand). */
export function isReadKind(kind: string): boolean {
  return Boolean((KIND_LABELS as Partial<Record<string, KindLabels>>)[kind]?.read);
}

/** The portal's own actors (a scheduled job, its e-mails), named in the reader's language by their id. */
const SYSTEM_ACTOR_NAMES: Record<string, MessageDescriptor> = {
  portal: msg`Portal email`,
  system: msg`Retention job`,
  stripe: msg`Card payment (Stripe)`,
};

/** Who acted, in the reader's language: a person's name as it is, the portal's own actors translated. */
export function actorName(actor: Pick<ActivityActor, 'userId' | 'name' | 'role'>, i18n: I18n): string {
  const system = actor.role === 'system' ? SYSTEM_ACTOR_NAMES[actor.userId] : undefined;
  return system ? i18n._(system) : actor.name;
}

/** The role a person acted in. */
export const ROLE_LABELS: Record<ActivityActor['role'], MessageDescriptor> = {
  admin: msg`Staff`,
  client: msg`Client`,
  system: msg`System`,
};

/** Why a record is not what was written. */
export const BROKEN_REASONS: Record<NonNullable<ChainVerification['firstBroken']>['reason'], MessageDescriptor> = {
  'hash-mismatch': msg`its content does not match its hash`,
  'link-mismatch': msg`it does not link to the record before it`,
  'sequence-gap': msg`a record before it is missing`,
};

/** "a, b and c" / "a, b et c". */
export function listOf(items: readonly string[], language: Language): string {
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** A kind's name ("Document downloaded"); a kind this build does not know (a newer API) in general words. */
export function kindName(kind: string, i18n: I18n): string {
  const labels = (KIND_LABELS as Record<string, KindLabels | undefined>)[kind];
  return i18n._(labels ? labels.name : msg`Other activity`);
}

/**
 * The client's sentences: who (the firm, or "you"), what, on which day. Placeholders: `{documents}`
 * (the names, a list in the reader's language) and `{when}` (the date and time).
 */
const CLIENT_SENTENCES: Record<ClientActivityItem['by'], Partial<Record<ActivityKind, MessageDescriptor>>> = {
  firm: {
    'document.uploaded': msg`The firm uploaded {documents} on {when}`,
    'document.downloaded': msg`The firm downloaded {documents} on {when}`,
    'document.previewed': msg`The firm previewed {documents} on {when}`,
    'document.shared': msg`The firm shared {documents} with you on {when}`,
    'document.unshared': msg`The firm stopped sharing {documents} with you on {when}`,
  },
  you: {
    'document.uploaded': msg`You uploaded {documents} on {when}`,
    'document.downloaded': msg`You downloaded {documents} on {when}`,
    'document.previewed': msg`You previewed {documents} on {when}`,
  },
};

/** A client's event of another kind: its name, by whom, when. Placeholders: `{kind}`, `{when}`. */
const CLIENT_OTHER: Record<ClientActivityItem['by'], MessageDescriptor> = {
  firm: msg`{kind} by the firm on {when}`,
  you: msg`{kind} by you on {when}`,
};

/** The descriptor and the kind's name for a client's event (the values are the caller's: they may be elements). */
export function clientSentence(item: Pick<ClientActivityItem, 'kind' | 'by'>, i18n: I18n): { descriptor: MessageDescriptor; kind: string } {
  const descriptor = CLIENT_SENTENCES[item.by][item.kind] ?? CLIENT_OTHER[item.by];
  return { descriptor, kind: kindName(item.kind, i18n) };
}

/** Browsers in the order their user agents must be tested (Edge and Opera say Chrome too; Chrome says Safari). */
/* eslint-disable lingui/no-unlocalized-strings -- product names, the same in every language */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];
/* eslint-enable lingui/no-unlocalized-strings */

/** Longest shortened agent shown when neither browser nor system is recognised. */
const AGENT_SHOWN = 40;

/**
 * A user agent in a few words: "Chrome 131, Windows", "Safari 18, iOS"; one not recognised (a script,
 * a tool) as its first characters.
 */
export function shortUserAgent(userAgent: string): string {
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const found = pattern.exec(userAgent);
    if (found) {
      browser = `${name} ${found[1] ?? ''}`.trim();
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(', ');
  return userAgent.length > AGENT_SHOWN ? `${userAgent.slice(0, AGENT_SHOWN - 1)}…` : userAgent;
}

/** Where a request came from: "203.0.113.7 · Chrome 131, Windows" (either part may be missing). */
export function sourceText(source: ActivitySource | undefined): string {
  return [source?.ip, source?.userAgent ? shortUserAgent(source.userAgent) : undefined].filter(Boolean).join(' · ');
}
