/** Document requests as the table holds them, and the Query the feature reads them with, answered from the fake table. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type RequestRecord, toRequestItem } from '../../../functions/requests/repository/requests';
import type { TransactItem } from '../../../functions/core/transact';
import { keys } from '../../../shared/core/table';
import type { Harness } from './harness';
import { type TableItem, addedCounters } from './table';
import { ORG_ID, adminOfOrg, clientOfOrg } from './users';

export function requestFixture(overrides: Partial<RequestRecord> = {}): RequestRecord {
  return {
    requestId: 'req-1',
    caseId: 'case-1',
    orgId: ORG_ID,
    clientId: clientOfOrg.userId,
    title: 'Passport',
    instructions: 'Every page with a stamp',
    concerns: { kind: 'client' },
    translationRequired: false,
    status: 'requested',
    reason: '',
    documentIds: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    updatedBy: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' },
    position: 0,
    version: 1,
    ...overrides,
  };
}

export const requestItem = (record: RequestRecord): TableItem => toRequestItem(record);

/** Answers the feature's Query (PK = :pk AND begins_with(SK, :prefix)) from the fake table. */
export function answerQueriesFromTable(aws: Harness): void {
  aws.dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
    Items: aws.table.query(input.ExpressionAttributeValues[':pk'] ?? '', input.ExpressionAttributeValues[':prefix']),
  }));
}

/** How a transaction ADDs to the case's counters, e.g. `{ requestsTotal: 2, requestsOutstanding: 2, requestsCount: 2 }`. */
export function caseCounterChanges(items: readonly TransactItem[], caseId: string): Record<string, number> {
  return addedCounters(items.find((item) => item.Update?.Key?.PK === keys.case(caseId).PK && item.Update?.Key?.SK === 'CASE')?.Update);
}

/** A firm's template as stored. */
export const firmTemplateItem = (orgId: string, templateId: string, title: string, createdAt = '2026-04-01T00:00:00.000Z'): TableItem => ({
  ...keys.requestTemplate(orgId, templateId),
  entity: 'RequestTemplate',
  templateId,
  orgId,
  category: 'Permis de travail',
  title: { en: title, fr: `${title} (fr)` },
  source: '',
  items: [{ templateItemId: `${templateId}-1`, title: { en: 'Payslips', fr: 'Bulletins de paie' }, instructions: { en: '', fr: '' }, concerns: { kind: 'client' }, translationRequired: false }],
  createdAt,
  updatedAt: createdAt,
  updatedBy: { userId: 'admin-1', name: 'Admin' },
});
