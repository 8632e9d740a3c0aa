/**
 * What the cases feature does of the retention job's destruction of a case: finds every
 * org's closed cases by closing date (GSI3 CASES#CLOSED, sparse), claims a case for destruction (from
 * then on it no longer changes: a legal hold set later cannot race the job), removes the e-mails sent
 * about it and, last, the case item with its case-number guard and the counters that counted it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Case } from '../../../shared/cases/types';
import { indexKeys, keys } from '../../../shared/core/table';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { type Page, type PageRequest, queryPage } from '../../core/query-page';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { analyticsUpdate } from '../../analytics';
import { orgCounterUpdate } from '../../orgs';
import { caseContribution } from './case-counters';

/** A case being destroyed: the client documents it counted, noted when it was claimed. */
export type ClaimedCase = Case & { destructionStartedAt: string; destructionClientDocuments: number };

/**
 * Closed cases (every org's) closed before `before` (ISO), oldest first: one page of GSI3
 * CASES#CLOSED, from `exclusiveStartKey`.
 */
export function listClosedCasesBefore(before: string, page: PageRequest): Promise<Page<Case>> {
  return queryPage<Case>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :before',
      ExpressionAttributeValues: { ':pk': indexKeys.closedCases(), ':before': before },
      ScanIndexForward: true,
    },
    page,
  );
}

/**
 * Claims a case for destruction: only while it is still closed since `closedAt` and not under legal
 * hold (a claim made already stands: a run cut short goes on). Notes when, and how many of its
 * documents its client sees (their `documentsCount` loses them when the case goes). Undefined when
 * the case changed meanwhile (reopened, held, gone).
 */
export async function claimCaseForDestruction(caseRecord: Case, now: string, clientDocuments: number): Promise<ClaimedCase | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.case(caseRecord.caseId),
        ConditionExpression: 'attribute_exists(PK) AND #status = :closed AND closedAt = :closedAt AND (attribute_not_exists(legalHold) OR legalHold = :false)',
        UpdateExpression: 'SET destructionStartedAt = if_not_exists(destructionStartedAt, :now), destructionClientDocuments = if_not_exists(destructionClientDocuments, :seen)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':closed': 'closed', ':closedAt': caseRecord.closedAt, ':false': false, ':now': now, ':seen': clientDocuments },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<ClaimedCase>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes the e-mails sent to the case's client about it (GSI1 CASE#{caseId}#CASEMAILS); answers how many. */
export async function destroyCaseEmails(caseId: string): Promise<number> {
  return deleteItems(await keysInPartition(indexKeys.caseEmails(caseId), { index: 'GSI1' }));
}

/**
 * Last of a destruction: the case item and its case-number guard go, with the counters that counted
 * it, in one transaction: the firm's cases by status (the analytics item, where every count of cases
 * is read), the org's documents, the client's documents (what the claim noted, when the client's
 * record is still there). The months it was opened and closed in stay counted: they happened.
 */
export async function deleteDestroyedCase(claimed: ClaimedCase, alongside: readonly GuardedWrite[] = []): Promise<void> {
  const uncounted = analyticsUpdate(claimed.orgId, caseContribution(claimed, -1));
  const writes: GuardedWrite[] = [
    {
      item: {
        Delete: { TableName: config.tableName, Key: keys.case(claimed.caseId), ConditionExpression: 'attribute_exists(destructionStartedAt)' },
      },
    },
    {
      item: {
        Delete: {
          TableName: config.tableName,
          Key: keys.caseNumber(claimed.orgId, claimed.caseNumber),
          // Never another case's guard.
          ConditionExpression: 'attribute_not_exists(PK) OR caseId = :caseId',
          ExpressionAttributeValues: { ':caseId': claimed.caseId },
        },
      },
    },
    orgCounterUpdate(claimed.orgId, { documentsUploadedCount: -(claimed.docsNum ?? 0) }),
    ...(uncounted ? [uncounted] : []),
    // The other features' counters (the client's documents: the job's, from the documents feature).
    ...alongside,
  ];
  await transactWrite(writes);
}
