/** Cases: one item per case, listed by org (GSI1) and by client (GSI2), newest first. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CaseStatus } from '../../../shared/cases/constants';
import { CASES } from '../../../shared/cases/refusals';
import { indexKeys, keys } from '../../../shared/core/table';
import type { Case } from '../../../shared/cases/types';
import type { User } from '../../../shared/users/types';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { type OrgCounter, orgCounterUpdate } from '../../orgs';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { newUserWrites } from '../../users';


export const CASE_CHANGED = CASES.CASE_CHANGED;
export const CASE_NUMBER_TAKEN = CASES.CASE_NUMBER_TAKEN;

/** A case counts as open on the dashboard until it is closed. */
export function isOpenStatus(status: CaseStatus): boolean {
  return status !== 'closed';
}

export function toCaseItem(caseRecord: Case) {
  return {
    ...keys.case(caseRecord.caseId),
    GSI1PK: indexKeys.orgCases(caseRecord.orgId),
    GSI1SK: indexKeys.byDate(caseRecord.openDate, caseRecord.caseId),
    GSI2PK: indexKeys.clientCases(caseRecord.clientId),
    GSI2SK: indexKeys.byDate(caseRecord.openDate, caseRecord.caseId),
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
 * The transaction items of a new case: the case, its case-number guard, the org counters and — when
 * the client is new — the client's user record, then `alongside` (the case's root folder).
 */
export function newCaseWrites(caseRecord: Case, newClient?: User, alongside: readonly GuardedWrite[] = []): GuardedWrite[] {
  const counters: Partial<Record<OrgCounter, number>> = {
    casesCount: 1,
    openCasesCount: isOpenStatus(caseRecord.status) ? 1 : 0,
    clientsCount: newClient?.userType === 'client' ? 1 : 0,
  };
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
  return Item ? withoutKeys<Case>(Item) : undefined;
}

export type CaseChanges = Partial<Pick<Case, 'caseName' | 'caseNumber' | 'category' | 'description' | 'status' | 'clientName'>>;

/**
 * Applies changes to a case. The write is conditional on the case being as it was read (its
 * `dateUpdated`), so the open-cases counter moves exactly once per status change even under
 * concurrent edits; a changed case number moves its guard in the same transaction. It SETs only the
 * changed attributes: the counters other transactions ADD to the case item (`docsNum`, the document
 * requests' counters) are never written back from an older read.
 */
export async function updateCaseRecord(before: Case, changes: CaseChanges, now: string): Promise<Case> {
  const after: Case = { ...before, ...changes, dateUpdated: now };
  const openDelta = Number(isOpenStatus(after.status)) - Number(isOpenStatus(before.status));
  const assigned = Object.entries({ ...changes, dateUpdated: now }).filter(([, value]) => value !== undefined);
  const writes: GuardedWrite[] = [
    {
      item: {
        Update: {
          TableName: config.tableName,
          Key: keys.case(before.caseId),
          ConditionExpression: 'attribute_exists(PK) AND #updated = :updated',
          UpdateExpression: `SET ${assigned.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
          ExpressionAttributeNames: { '#updated': 'dateUpdated', ...Object.fromEntries(assigned.map(([name], i) => [`#a${i}`, name])) },
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
  if (openDelta !== 0) writes.push(orgCounterUpdate(after.orgId, { openCasesCount: openDelta }));
  await transactWrite(writes);
  return after;
}

export function listCasesOfOrg(orgId: string, page: PageRequest): Promise<Page<Case>> {
  return queryNewestFirst<Case>('GSI1', indexKeys.orgCases(orgId), page);
}

export function listCasesForClient(clientId: string, page: PageRequest): Promise<Page<Case>> {
  return queryNewestFirst<Case>('GSI2', indexKeys.clientCases(clientId), page);
}
