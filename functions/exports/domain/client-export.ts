/**
 * A copy of everything the portal holds of one client, read by key through the features'
 * public entries, never by Scan: their record; their cases (GSI2, the client's cases) and, per case,
 * its document requests, messages, e-mails, documents, people, questionnaires and activity chain; and
 * the client's own chain.
 *
 * Two readers, one builder. Staff get everything of the client's cases. The client gets what they see
 * in the portal: the documents they see (their uploads, what the firm shared) and, of the activity,
 * what they did and what was done with the documents they see — without the staff's network sources.
 * Both hold nothing of another client: every record is read from this client's cases and chain, and
 * each is checked to be of them.
 */
import type { ActivityEntry } from '../../../shared/activity/types';
import type { Case } from '../../../shared/cases/types';
import { EXPORT_LINK_SECONDS } from '../../../shared/exports/limits';
import { type ClientExport, EXPORT_FORMAT, type ExportedClient } from '../../../shared/exports/types';
import type { DocumentRequest } from '../../../shared/requests/types';
import type { User } from '../../../shared/users/types';
import { chains, readWholeLog } from '../../core/activity';
import { listAllCaseEmails, listAllCasesOfClient } from '../../cases';
import { exportCaseDocuments } from '../../documents';
import { listAllMessagesOfCase } from '../../messages';
import { listPeopleOfCase, toPerson } from '../../people';
import { questionnairesOfClientCase } from '../../questionnaires';
import { listRequestsOfCase, requestAsRead } from '../../requests';

/** Who the export is for: the firm's staff (everything), or the client themself (what they see). */
export type ExportAudience = 'staff' | 'client';

/** The user record without its internal keys. */
export function exportedClientOf(user: User): ExportedClient {
  const { version: _version, dateCreated, language, ...rest } = user;
  return { ...rest, createdAt: dateCreated, language: language ?? 'en' };
}


/**
 * What the client has of an activity record: all of what they did themself; of what others did, the
 * events about documents they see (only those documents), without where the request came from.
 * Undefined for the others (staff reading the case, staff-only documents).
 */
export function activityForClient(record: ActivityEntry, clientId: string, ownChain: boolean): ActivityEntry | undefined {
  const byThem = record.actor.userId === clientId;
  if (byThem) return record;
  if (!ownChain && !record.visibleToClient) return undefined;
  const { source: _source, ...withoutSource } = record;
  const documents = record.details?.documents;
  if (!documents) return withoutSource;
  return { ...withoutSource, details: { ...record.details, documents: documents.filter((document) => document.visibleToClient) } };
}

/** Who stands for a person the export must not name (another client, another firm's staff). */
const SOMEONE_ELSE: ActivityEntry['actor'] = { userId: '', name: 'someone else', role: 'client' };

/**
 * A record as any reader of this client's export may have it: someone who is neither the client nor
 * their firm's staff (another client or firm refused on the client's case: `access.denied`) is not
 * named, nor where they came from. The event itself stays: the case was tried.
 */
export function withoutOtherPeople(record: ActivityEntry, clientId: string): ActivityEntry {
  const { actor } = record;
  const other = actor.userId !== clientId && (actor.role === 'client' || record.kind === 'access.denied');
  if (!other) return record;
  const { source: _source, ...rest } = record;
  return { ...rest, actor: SOMEONE_ELSE };
}

async function wholeChain(chain: string): Promise<ActivityEntry[]> {
  const records: ActivityEntry[] = [];
  for await (const record of readWholeLog(chain)) records.push(record);
  return records;
}

interface CaseParts {
  requests: DocumentRequest[];
  messages: ClientExport['messages'];
  caseEmails: ClientExport['caseEmails'];
  documents: ClientExport['documents'];
  documentLinks: ClientExport['documentLinks'];
  people: ClientExport['people'];
  questionnaires: ClientExport['questionnaires'];
  activity: ActivityEntry[];
}

async function exportCase(caseRecord: Case, client: User, audience: ExportAudience): Promise<CaseParts> {
  const { caseId } = caseRecord;
  const [requests, messages, caseEmails, documents, people, questionnaires, chain] = await Promise.all([
    listRequestsOfCase(caseId),
    listAllMessagesOfCase(caseId),
    listAllCaseEmails(caseId),
    exportCaseDocuments(caseRecord, audience, EXPORT_LINK_SECONDS),
    listPeopleOfCase(caseId),
    questionnairesOfClientCase(caseId, client.userId),
    wholeChain(chains.ofCase(caseId)),
  ]);
  const activity = chain.map((record) => withoutOtherPeople(record, client.userId));
  return {
    // As the API answers them, in the client's language; the client's copy holds their part of each history.
    requests: requests
      .filter((record) => record.caseId === caseId && record.clientId === client.userId)
      .map((record): DocumentRequest => requestAsRead(record, { language: client.language ?? 'en', client: audience === 'client' })),
    messages: messages.filter((message) => message.caseId === caseId),
    caseEmails: caseEmails.filter((email) => email.caseId === caseId),
    documents: documents.documents,
    documentLinks: documents.links,
    people: people
      .filter((person) => person.caseId === caseId && person.clientId === client.userId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.personId.localeCompare(b.personId))
      .map(toPerson),
    questionnaires,
    activity:
      audience === 'staff'
        ? activity
        : activity.flatMap((record) => activityForClient(record, client.userId, false) ?? []),
  };
}

/** Everything of `client` (a client user record), as `audience` may have it. */
export async function buildClientExport(client: User, audience: ExportAudience, now = new Date()): Promise<ClientExport> {
  const [cases, ownChain] = await Promise.all([listAllCasesOfClient(client), wholeChain(chains.ofClient(client.userId))]);
  const parts = await Promise.all(cases.map((caseRecord) => exportCase(caseRecord, client, audience)));
  const ownActivity = audience === 'staff' ? ownChain : ownChain.flatMap((record) => activityForClient(record, client.userId, true) ?? []);
  const activity = [...parts.flatMap((part) => part.activity), ...ownActivity];
  const exportedClient = exportedClientOf(client);
  return {
    exportedAt: now.toISOString(),
    format: EXPORT_FORMAT,
    // The firm's internal id is staff's only.
    client: audience === 'staff' ? exportedClient : withoutFirmId(exportedClient),
    cases: audience === 'staff' ? cases : cases.map(withoutFirmId),
    requests: parts.flatMap((part) => part.requests),
    messages: parts.flatMap((part) => part.messages),
    caseEmails: parts.flatMap((part) => part.caseEmails),
    documents: parts.flatMap((part) => part.documents),
    people: parts.flatMap((part) => part.people),
    questionnaires: parts.flatMap((part) => part.questionnaires),
    activity: audience === 'staff' ? activity : activity.map(withoutFirmId),
    documentLinks: parts.flatMap((part) => part.documentLinks),
  };
}

function withoutFirmId<T extends { orgId?: string }>(record: T): Omit<T, 'orgId'> {
  const { orgId: _orgId, ...rest } = record;
  return rest;
}
