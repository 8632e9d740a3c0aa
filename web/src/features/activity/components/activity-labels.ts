/**
 * How an activity record reads (issue 24), in the reader's language: each kind's name (the kind
 * filter's options) and its sentence — what the person did, their name being shown beside it
 * ("downloaded passport.pdf") —, the client's sentences about their documents ("The firm downloaded
 * passport.pdf on …"), the roles, the fields of a case a change names, a verification's reasons, and
 * where a request came from (an IP and a shortened user agent).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityActor, ActivityKind, ActivitySource, ChainVerification, ClientActivityItem } from '@shared/activity/types';
import { localeTag } from '@/lib/format';
import type { Language } from '@/lib/i18n';

interface KindLabels {
  /** The kind as a name: the filter's option, and the generic sentence of a kind without details. */
  name: MessageDescriptor;
  /**
   * What the person did, their name left out. Placeholders: `{documents}`, `{requests}`, `{fields}`
   * (lists in the reader's language), `{folder}`, `{route}`, `{rule}`.
   */
  sentence: MessageDescriptor;
}

/** Every kind of ACTIVITY_KINDS, named and said (the Record makes a new kind fail the type check until it is). */
export const KIND_LABELS: Record<ActivityKind, KindLabels> = {
  'case.created': { name: msg`Case created`, sentence: msg`created the case` },
  'case.viewed': { name: msg`Case viewed`, sentence: msg`viewed the case` },
  'case.updated': { name: msg`Case changed`, sentence: msg`changed {fields}` },
  'case.destroyed': { name: msg`Case destroyed`, sentence: msg`destroyed the case ({rule})` },
  'folder.viewed': { name: msg`Folder opened`, sentence: msg`opened the folder {folder}` },
  'folder.created': { name: msg`Folder created`, sentence: msg`created the folder {folder}` },
  'documents.listed': { name: msg`Documents listed`, sentence: msg`viewed the list of documents` },
  'document.uploaded': { name: msg`Document uploaded`, sentence: msg`uploaded {documents}` },
  'document.downloaded': { name: msg`Document downloaded`, sentence: msg`downloaded {documents}` },
  'document.previewed': { name: msg`Document previewed`, sentence: msg`previewed {documents}` },
  'document.shared': { name: msg`Document shared`, sentence: msg`shared {documents} with the client` },
  'document.unshared': { name: msg`Document no longer shared`, sentence: msg`stopped sharing {documents} with the client` },
  'requests.viewed': { name: msg`Requests viewed`, sentence: msg`viewed the requested documents` },
  'request.created': { name: msg`Documents requested`, sentence: msg`requested {requests}` },
  'request.accepted': { name: msg`Request accepted`, sentence: msg`accepted {requests}` },
  'request.rejected': { name: msg`Request rejected`, sentence: msg`rejected {requests}` },
  'messages.viewed': { name: msg`Messages viewed`, sentence: msg`viewed the messages` },
  'messages.read': { name: msg`Messages marked as read`, sentence: msg`marked the messages as read` },
  'message.sent': { name: msg`Message sent`, sentence: msg`sent a message` },
  'emails.viewed': { name: msg`Sent emails viewed`, sentence: msg`viewed the emails sent to the client` },
  'email.sent': { name: msg`Email sent`, sentence: msg`emailed the client` },
  'email.delivered': { name: msg`Automatic email sent`, sentence: msg`sent an automatic email about the case` },
  'access.denied': { name: msg`Access refused`, sentence: msg`was refused access ({route})` },
  'client.exported': { name: msg`Client data exported`, sentence: msg`exported the client's data` },
  'export.requested': { name: msg`Data export requested`, sentence: msg`requested an export of the data` },
  'export.approved': { name: msg`Data export approved`, sentence: msg`approved the export of the data` },
  'privacy.accepted': { name: msg`Privacy policy accepted`, sentence: msg`accepted the privacy policy` },
  'activity.verified': { name: msg`Activity log verified`, sentence: msg`verified the activity log` },
};

/** The role a person acted in. */
export const ROLE_LABELS: Record<ActivityActor['role'], MessageDescriptor> = {
  admin: msg`Staff`,
  client: msg`Client`,
  system: msg`System`,
};

/** The fields of a case a change may name (updateCaseBody's), as the case form calls them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  caseName: msg`the case name`,
  caseNumber: msg`the case number`,
  category: msg`the category`,
  description: msg`the description`,
  status: msg`the status`,
  clientName: msg`the client's name`,
  attorneyId: msg`the attorney`,
  attorneyName: msg`the attorney`,
  clientId: msg`the client`,
};

/** Why a record is not what was written. */
export const BROKEN_REASONS: Record<NonNullable<ChainVerification['firstBroken']>['reason'], MessageDescriptor> = {
  'hash-mismatch': msg`its content does not match its hash`,
  'link-mismatch': msg`it does not link to the record before it`,
  'sequence-gap': msg`a record before it is missing`,
};

/** "a, b and c" / "a, b et c". */
export function listOf(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(localeTag(language), { style: 'long', type: 'conjunction' }).format(items);
}

/** The fields a change names, in the reader's words ("the status and the description"); none: "the case". */
export function fieldsText(fields: readonly string[], i18n: I18n, language: Language): string {
  const named = [...new Set(fields.map((field) => (FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]) : field)))];
  return named.length > 0 ? listOf(named, language) : i18n._(msg`the case`);
}

/** A kind's name ("Document downloaded"); an unknown kind's code. */
export function kindName(kind: string, i18n: I18n): string {
  const labels = (KIND_LABELS as Record<string, KindLabels | undefined>)[kind];
  return labels ? i18n._(labels.name) : kind;
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
