/**
 * A stand-in for the DynamoDB table behind the mocked document client: `GetItem` reads from it and
 * transactions apply their puts and deletes to it (conditions are not evaluated — a test that needs
 * a condition to fail makes the mock reject). Plus helpers to read back what a handler wrote.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClientResolvedConfig,
  GetCommand,
  QueryCommand,
  type ServiceInputTypes,
  type ServiceOutputTypes,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';
import { toCaseItem } from '../../../functions/cases/repository/cases';
import type { TransactItem } from '../../../functions/core/transact';
import { toUserItem } from '../../../functions/users/repository/users';
import { ACTIVITY_PK_PREFIX, keys } from '../../../shared/core/table';
import type { Case } from '../../../shared/cases/types';
import type { OrgSummary } from '../../../shared/orgs/types';
import type { User } from '../../../shared/users/types';

export type TableItem = Record<string, unknown> & { PK: string; SK: string };
type TableKey = { PK: string; SK: string };

export type DynamoMock = AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>;

export const userItem = (user: User): TableItem => toUserItem(user);
export const caseItem = (item: Case): TableItem => toCaseItem(item);
export const orgItem = (org: OrgSummary): TableItem => ({ ...keys.org(org.orgId), entity: 'Org', ...org });
export const emailGuardItem = (email: string, userId: string): TableItem => ({ ...keys.email(email), entity: 'EmailGuard', userId });
/** A user record together with the guard that makes its e-mail findable. */
export const registeredUser = (user: User): TableItem[] => [userItem(user), emailGuardItem(user.email, user.userId)];

export class FakeTable {
  private readonly items = new Map<string, TableItem>();

  private static id(key: TableKey): string {
    return `${key.PK}\u0000${key.SK}`;
  }

  put(...items: TableItem[]): void {
    for (const item of items) this.items.set(FakeTable.id(item), item);
  }

  get(key: TableKey): TableItem | undefined {
    return this.items.get(FakeTable.id(key));
  }

  delete(key: TableKey): void {
    this.items.delete(FakeTable.id(key));
  }

  clear(): void {
    this.items.clear();
  }

  /** The items of a partition whose sort key starts with `skPrefix`, in sort-key order (a Query's answer). */
  query(pk: string, skPrefix = ''): TableItem[] {
    return [...this.items.values()].filter((item) => item.PK === pk && item.SK.startsWith(skPrefix)).sort((a, b) => a.SK.localeCompare(b.SK));
  }

  /**
   * Applies a transaction's puts and deletes, and the `SET #a = :a` / `REMOVE #a` parts of its updates
   * of existing items (counter `ADD`s are left out: no test reads them back).
   */
  apply(items: readonly TransactItem[]): void {
    for (const item of items) {
      if (item.Put) this.put(item.Put.Item as TableItem);
      if (item.Delete) this.delete(item.Delete.Key as TableKey);
      if (item.Update) this.update(item.Update);
    }
  }

  private update(update: NonNullable<TransactItem['Update']>): void {
    const current = this.get(update.Key as TableKey);
    if (!current) return;
    const names = update.ExpressionAttributeNames ?? {};
    const values = (update.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
    const next: TableItem = { ...current };
    const expression = update.UpdateExpression ?? '';
    const setPart = /SET (.*?)(?: REMOVE |$)/.exec(expression)?.[1] ?? '';
    for (const assignment of setPart.split(',').map((part) => part.trim()).filter(Boolean)) {
      const match = /^(#?\w+) = (:\w+)$/.exec(assignment);
      const name = match?.[1]?.startsWith('#') ? names[match[1]] : match?.[1];
      if (name && match?.[2]) next[name] = values[match[2]];
    }
    const removePart = /REMOVE (.*)$/.exec(expression)?.[1] ?? '';
    for (const name of removePart.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (names[name]) delete next[names[name] as string];
    }
    this.put(next);
  }
}

/** The TransactItems of the n-th TransactWriteItems call (the first by default). */
export function transactItems(dynamo: DynamoMock, call = 0): TransactItem[] {
  const calls = dynamo.commandCalls(TransactWriteCommand);
  const found = calls[call];
  if (!found) throw new Error(`Expected at least ${call + 1} TransactWriteItems call(s), got ${calls.length}`);
  return found.args[0].input.TransactItems ?? [];
}

/**
 * One line per write, e.g. `Put CASE#c1`, `Update ORG#org-1`, `Delete EMAIL#old@x.test`; the org's
 * analytics item, which shares the org's partition, is `Update ORG#org-1 ANALYTICS`.
 */
export function describeWrites(items: readonly TransactItem[]): string[] {
  return items.map((item) => {
    if (item.Put) return `Put ${String(item.Put.Item?.PK)}`;
    if (item.Update) return `Update ${String(item.Update.Key?.PK)}${item.Update.Key?.SK === 'ANALYTICS' ? ' ANALYTICS' : ''}`;
    if (item.Delete) return `Delete ${String(item.Delete.Key?.PK)}`;
    return `ConditionCheck ${String(item.ConditionCheck?.Key?.PK)}`;
  });
}

/** The item a transaction puts under this partition key. */
export function putItem(items: readonly TransactItem[], pk: string): NonNullable<TransactItem['Put']> {
  const put = items.find((item) => item.Put?.Item?.PK === pk)?.Put;
  if (!put) throw new Error(`No Put of ${pk} in ${describeWrites(items).join(', ')}`);
  return put;
}

/** The update a transaction makes of the item under this partition key. */
export function updateOf(items: readonly TransactItem[], pk: string): NonNullable<TransactItem['Update']> {
  const update = items.find((item) => item.Update?.Key?.PK === pk)?.Update;
  if (!update) throw new Error(`No Update of ${pk} in ${describeWrites(items).join(', ')}`);
  return update;
}

/** How a transaction moves the org's counters, e.g. `{ casesCount: 1, openCasesCount: 1 }`. */
export function counterChanges(items: readonly TransactItem[], orgId: string): Record<string, number> {
  return addedCounters(items.find((item) => item.Update?.Key?.PK === keys.org(orgId).PK && item.Update.Key.SK === keys.org(orgId).SK)?.Update);
}

/** What an update ADDs to counters (`#cN` names `:dN`), e.g. `{ casesCount: 1 }`; none: `{}`. */
export function addedCounters(update: TransactItem['Update'] | undefined): Record<string, number> {
  if (!update) return {};
  const names = update.ExpressionAttributeNames ?? {};
  const values = (update.ExpressionAttributeValues ?? {}) as Record<string, number>;
  const changes: Record<string, number> = {};
  for (const [placeholder, counter] of Object.entries(names)) {
    const delta = values[placeholder.replace('#c', ':d')];
    if (placeholder.startsWith('#c') && delta !== undefined) changes[counter] = delta;
  }
  return changes;
}

/** How a transaction moves the org's analytics counters (`ORG#{orgId}` / `ANALYTICS`), e.g. `{ 'status:open': -1, 'status:closed': 1 }`; none: `{}`. */
export function analyticsChanges(items: readonly TransactItem[], orgId: string): Record<string, number> {
  const key = keys.orgAnalytics(orgId);
  const update = items.find((item) => item.Update?.Key?.PK === key.PK && item.Update.Key.SK === key.SK)?.Update;
  if (!update) return {};
  const names = update.ExpressionAttributeNames ?? {};
  const values = (update.ExpressionAttributeValues ?? {}) as Record<string, number>;
  return Object.fromEntries(
    Object.entries(names)
      .filter(([placeholder]) => placeholder.startsWith('#n'))
      .map(([placeholder, counter]) => [counter, values[placeholder.replace('#n', ':n')] as number]),
  );
}

/** What DynamoDB throws when items of a transaction fail: one reason code per item, in order. */
export function transactionCancelled(...codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** The input of every Query the handler sent, in order, but the activity log's (its chain's head: functions/core/activity has its own tests). */
export function queries(dynamo: DynamoMock) {
  return dynamo
    .commandCalls(QueryCommand)
    .map((query) => query.args[0].input)
    .filter((input) => !String(input.ExpressionAttributeValues?.[':pk'] ?? '').startsWith(ACTIVITY_PK_PREFIX));
}

/**
 * Records each GetItem's key when it is sent and when it is answered (one turn of the event loop
 * later), so a test can tell reads made one after the other from reads made at once.
 */
export function traceRecordReads(aws: { dynamo: DynamoMock; table: FakeTable }): string[] {
  const steps: string[] = [];
  aws.dynamo.on(GetCommand).callsFake(async (input: { Key: { PK: string; SK: string } }) => {
    const entity = input.Key.PK.split('#')[0];
    steps.push(`sent ${entity}`);
    await new Promise((resolve) => setImmediate(resolve));
    steps.push(`answered ${entity}`);
    return { Item: aws.table.get(input.Key) };
  });
  return steps;
}

/** The entities (CASE, USER, …) whose reads were sent before the first read was answered. */
export const readAtOnce = (steps: readonly string[]) => steps.slice(0, steps.findIndex((step) => step.startsWith('answered'))).map((step) => step.slice('sent '.length));

/** A page of query results as DynamoDB returns it: full items, and a continuation key unless it is the last page. */
export function givenQueryPage(dynamo: DynamoMock, items: TableItem[], lastEvaluatedKey?: Record<string, unknown>): void {
  dynamo.on(QueryCommand).resolves({ Items: items, LastEvaluatedKey: lastEvaluatedKey });
}
