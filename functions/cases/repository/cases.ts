/** Cases: one item per case, listed by org (GSI1) and by client (GSI2), newest first. */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { discreetByDefault } from '../../../shared/cases/constants';
import { CASES } from '../../../shared/cases/refusals';
import { indexKeys, keys } from '../../../shared/core/table';
import type { Case } from '../../../shared/cases/types';
import type { User } from '../../../shared/users/types';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { analyticsUpdate } from '../../analytics';
import { type OrgCounter, orgCounterUpdate } from '../../orgs';
import { clientAddedChanges, mergeChanges } from '../../../shared/analytics/counters';
import { changedCaseAnalytics, isOpenStatus, newCaseAnalytics } from './case-counters';
import { queryItems, queryPages } from '../../core/query-all';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { newUserWrites } from '../../users';


export const CASE_CHANGED = CASES.CASE_CHANGED;
export const CASE_NUMBER_TAKEN = CASES.CASE_NUMBER_TAKEN;

export { isOpenStatus };

/** A closed case's GSI3 keys (every org's closed cases by closing date: the retention job); none while open. */
export function closedCaseIndexKeys(caseRecord: Pick<Case, 'caseId' | 'status' | 'closedAt'>): { GSI3PK: string; GSI3SK: string } | undefined {
  if (caseRecord.status !== 'closed' || !caseRecord.closedAt) return undefined;
  return { GSI3PK: indexKeys.closedCases(), GSI3SK: indexKeys.byDate(caseRecord.closedAt, caseRecord.caseId) };
}

/**
 * A case as the table holds it. A case stored before cases could be discreet has no `discreet`: it
 * reads as its category's default (a refugee category's case is discreet), so no migration is needed
 * and every case answered has the field.
 */
export function caseFromItem(tableItem: Record<string, unknown>): Case {
  const stored = withoutKeys<Omit<Case, 'discreet'> & { discreet?: unknown }>(tableItem);
  return { ...stored, discreet: typeof stored.discreet === 'boolean' ? stored.discreet : discreetByDefault(stored.category) };
}

/** A page of cases as read (caseFromItem). */
function casesOfPage(page: Page<Record<string, unknown>>): Page<Case> {
  return { ...page, items: page.items.map(caseFromItem) };
}

export function toCaseItem(caseRecord: Case) {
  return {
    ...keys.case(caseRecord.caseId),
    GSI1PK: indexKeys.orgCases(caseRecord.orgId),
    GSI1SK: indexKeys.byDate(caseRecord.openDate, caseRecord.caseId),
    GSI2PK: indexKeys.clientCases(caseRecord.clientId),
    GSI2SK: indexKeys.byDate(caseRecord.openDate, caseRecord.caseId),
    ...closedCaseIndexKeys(caseRecord),
    entity: 'Case',
    ...caseRecord,
  };
}

function caseNumberGuardPut(caseRecord: Case): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: config.tableName,
        Item: { ...keys.caseNumber(caseRecord.orgId, caseRecord.caseNumber), entity: 'CaseNumberGuard', caseId: caseRecord.caseId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    onConflict: CASE_NUMBER_TAKEN,
  };
}

/**
 * The transaction items of a new case: the case, its case-number guard, the org item (its clients
 * counter, and the proof that the org exists), the analytics counters (the case's, and the new
 * client's) and — when the client is new — the client's user record, then `alongside` (the case's root
 * folder). The cases are counted on the analytics item only (`status:*`): every count of cases the
 * firm sees is read from there, so no two counts can disagree.
 */
export function newCaseWrites(caseRecord: Case, newClient?: User, alongside: readonly GuardedWrite[] = []): GuardedWrite[] {
  const counters: Partial<Record<OrgCounter, number>> = {
    clientsCount: newClient?.userType === 'client' ? 1 : 0,
  };
  const analytics = analyticsUpdate(
    caseRecord.orgId,
    mergeChanges(newCaseAnalytics(caseRecord), newClient?.userType === 'client' ? clientAddedChanges(newClient.dateCreated) : {}),
  );
  return [
    {
      item: {
        Put: { TableName: config.tableName, Item: toCaseItem(caseRecord), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      onConflict: CASES.CASE_EXISTS,
    },
    caseNumberGuardPut(caseRecord),
    ...(newClient ? newUserWrites(newClient) : []),
    orgCounterUpdate(caseRecord.orgId, counters),
    ...(analytics ? [analytics] : []),
    ...alongside,
  ];
}

/**
 * Writes a new case with its guard, counters, new client and root folder (newCaseWrites) in one
 * transaction: either everything exists afterwards or nothing does.
 */
export async function createCaseRecord(caseRecord: Case, newClient?: User, alongside: readonly GuardedWrite[] = []): Promise<void> {
  await transactWrite(newCaseWrites(caseRecord, newClient, alongside));
}

/** True when the org has a case with this number (after normalisation, see shared/cases/schemas.ts). */
export async function isCaseNumberTaken(orgId: string, caseNumber: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.caseNumber(orgId, caseNumber), ConsistentRead: true }),
  );
  return Item !== undefined;
}

export async function getCaseById(caseId: string): Promise<Case | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.case(caseId) }),
  );
  return Item ? caseFromItem(Item) : undefined;
}

export type CaseChanges = Partial<Pick<Case, 'caseName' | 'caseNumber' | 'category' | 'description' | 'status' | 'clientName' | 'legalHold' | 'discreet' | 'stage' | 'stageEnteredAt' | 'stageHistory' | 'keyDates'>>;

/**
 * What a change of status does to the closing date: closing sets `closedAt` (now) and the GSI3 keys of
 * closed cases, reopening removes them; another change leaves them as they are.
 */
function closingChanges(before: Case, changes: CaseChanges, now: string): { set: Record<string, unknown>; remove: string[] } {
  const status = changes.status ?? before.status;
  if (status === before.status) return { set: {}, remove: [] };
  if (status === 'closed') return { set: { closedAt: now, ...closedCaseIndexKeys({ caseId: before.caseId, status, closedAt: now }) }, remove: [] };
  return before.status === 'closed' || before.closedAt ? { set: {}, remove: ['closedAt', 'GSI3PK', 'GSI3SK'] } : { set: {}, remove: [] };
}

/**
 * Applies changes to a case. The write is conditional on the case being as it was read (its
 * `dateUpdated`), so the analytics counters (the cases by status among them) move exactly once per change
 * even under concurrent edits; a changed case number moves its guard in the same transaction. It
 * SETs only the changed attributes: the counters other transactions ADD to the case item (`docsNum`,
 * the document requests' counters) are never written back from an older read. Closing sets
 * `closedAt`, reopening removes it.
 */
export async function updateCaseRecord(before: Case, changes: CaseChanges, now: string): Promise<Case> {
  const closing = closingChanges(before, changes, now);
  const after: Case = { ...before, ...changes, dateUpdated: now };
  if (typeof closing.set.closedAt === 'string') after.closedAt = closing.set.closedAt;
  if (closing.remove.includes('closedAt')) delete after.closedAt;
  const assigned = Object.entries({ ...changes, ...closing.set, dateUpdated: now }).filter(([, value]) => value !== undefined);
  const removed = closing.remove.map((name, i) => [`#r${i}`, name] as const);
  const writes: GuardedWrite[] = [
    {
      item: {
        Update: {
          TableName: config.tableName,
          Key: keys.case(before.caseId),
          // A case the retention job has started destroying no longer changes (the domain refuses it: case-being-destroyed).
          ConditionExpression: 'attribute_exists(PK) AND #updated = :updated AND attribute_not_exists(destructionStartedAt)',
          UpdateExpression: `SET ${assigned.map((_, i) => `#a${i} = :a${i}`).join(', ')}${removed.length > 0 ? ` REMOVE ${removed.map(([alias]) => alias).join(', ')}` : ''}`,
          ExpressionAttributeNames: {
            '#updated': 'dateUpdated',
            ...Object.fromEntries(assigned.map(([name], i) => [`#a${i}`, name])),
            ...Object.fromEntries(removed),
          },
          ExpressionAttributeValues: { ':updated': before.dateUpdated, ...Object.fromEntries(assigned.map(([, value], i) => [`:a${i}`, value])) },
        },
      },
      onConflict: CASE_CHANGED,
    },
  ];
  const numberChanged = keys.caseNumber(after.orgId, after.caseNumber).PK !== keys.caseNumber(before.orgId, before.caseNumber).PK;
  if (numberChanged) {
    writes.push(caseNumberGuardPut(after));
    writes.push({ item: { Delete: { TableName: config.tableName, Key: keys.caseNumber(before.orgId, before.caseNumber) } } });
  }
  const analytics = analyticsUpdate(after.orgId, changedCaseAnalytics(before, after, now));
  if (analytics) writes.push(analytics);
  await transactWrite(writes);
  return after;
}

export async function listCasesOfOrg(orgId: string, page: PageRequest): Promise<Page<Case>> {
  return casesOfPage(await queryNewestFirst<Record<string, unknown>>('GSI1', indexKeys.orgCases(orgId), page));
}

export async function listCasesForClient(clientId: string, page: PageRequest): Promise<Page<Case>> {
  return casesOfPage(await queryNewestFirst<Record<string, unknown>>('GSI2', indexKeys.clientCases(clientId), page));
}

/** Whom a case waits on, and the counter that says so (docs/data-model.md, "Counters"). */
export const WAITING_COUNTER = { client: 'requestsOutstanding', firm: 'requestsAwaitingReview' } as const;
export type CasesWaitingOn = keyof typeof WAITING_COUNTER;

/** The org's cases' partition on GSI1, with the filter of those waiting on one side (none: every case). */
function orgCasesQuery(orgId: string, waiting: CasesWaitingOn | undefined) {
  return {
    IndexName: 'GSI1',
    KeyConditionExpression: '#pk = :pk',
    ...(waiting ? { FilterExpression: '#waiting > :none' } : {}),
    ExpressionAttributeNames: { '#pk': 'GSI1PK', ...(waiting ? { '#waiting': WAITING_COUNTER[waiting] } : {}) },
    ExpressionAttributeValues: { ':pk': indexKeys.orgCases(orgId), ...(waiting ? { ':none': 0 } : {}) },
    ScanIndexForward: false,
  };
}

/** Items a filtered read asks for at least: a page of 10 in an org where 1 case in 10 waits reads once. */
const FILTERED_READ = 100;
/** Reads of one filtered page at most; a page still short after them answers with a cursor to go on. */
const FILTERED_ROUNDS = 10;

/**
 * A page of the org's cases waiting on the client or on the firm, newest first: the org's cases Query
 * (GSI1) with a FilterExpression on the counter, read on until the page is full. The cursor is the
 * key of the last case answered, so a case read but not answered is read again by the next page.
 */
export async function listCasesOfOrgWaiting(orgId: string, waiting: CasesWaitingOn, page: PageRequest): Promise<Page<Case>> {
  const found: Record<string, unknown>[] = [];
  let rounds = 0;
  let startKey: Record<string, unknown> | undefined;
  const pages = queryPages({ ...orgCasesQuery(orgId, waiting), Limit: Math.max(page.limit, FILTERED_READ), ExclusiveStartKey: page.exclusiveStartKey });
  for await (const result of pages) {
    const items = result.Items ?? [];
    for (const [index, item] of items.entries()) {
      found.push(item);
      if (found.length === page.limit) {
        const readAll = index === items.length - 1 && !result.LastEvaluatedKey;
        return { items: found.map(caseFromItem), ...(readAll ? {} : { lastEvaluatedKey: orgCaseKey(item) }) };
      }
    }
    startKey = result.LastEvaluatedKey;
    rounds += 1;
    if (rounds === FILTERED_ROUNDS) break;
  }
  return { items: found.map(caseFromItem), ...(startKey ? { lastEvaluatedKey: startKey } : {}) };
}

/** A case item's key on GSI1, as DynamoDB's LastEvaluatedKey writes it. */
function orgCaseKey(tableItem: Record<string, unknown>): Record<string, unknown> {
  return { PK: tableItem.PK, SK: tableItem.SK, GSI1PK: tableItem.GSI1PK, GSI1SK: tableItem.GSI1SK };
}

/** What ordering a case by readiness needs of it. */
export interface CaseReadiness {
  caseId: string;
  /** Its GSI1 sort key (`{openDate}#{caseId}`): newer sorts after older. */
  order: string;
  accepted: number;
  total: number;
}

/**
 * The readiness of every case of the org (those waiting on one side with `waiting`), newest first:
 * the org's cases Query (GSI1), every page, projecting the counters only (docs/data-model.md says
 * what it costs at a firm's scale).
 */
export async function listReadinessOfOrgCases(orgId: string, waiting?: CasesWaitingOn): Promise<CaseReadiness[]> {
  const query = orgCasesQuery(orgId, waiting);
  const entries: CaseReadiness[] = [];
  const projected = queryItems({
    ...query,
    ProjectionExpression: 'caseId, GSI1SK, #accepted, #total',
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#accepted': 'requestsAccepted', '#total': 'requestsTotal' },
  });
  for await (const item of projected) {
    entries.push({ caseId: String(item.caseId), order: String(item.GSI1SK), accepted: Number(item.requestsAccepted ?? 0), total: Number(item.requestsTotal ?? 0) });
  }
  return entries;
}

/** Unprocessed keys are asked again this many times (a throttled table), then the read fails. */
const BATCH_GET_ROUNDS = 5;

/** Cases by id (at most 100), in the order asked; a case deleted meanwhile is left out. */
export async function getCasesByIds(caseIds: readonly string[]): Promise<Case[]> {
  const found = new Map<string, Case>();
  let pending: Record<string, unknown>[] = caseIds.map((caseId) => keys.case(caseId));
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === BATCH_GET_ROUNDS) throw new Error(`Could not read ${pending.length} cases: the table kept them unprocessed`);
    const { Responses, UnprocessedKeys } = await documentClient().send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: pending } } }));
    for (const item of Responses?.[config.tableName] ?? []) found.set(String(item.caseId), caseFromItem(item));
    pending = UnprocessedKeys?.[config.tableName]?.Keys ?? [];
  }
  return caseIds.flatMap((caseId) => found.get(caseId) ?? []);
}
