/**
 * Reading the whole of a Query, every page, through lib-dynamodb's paginator: the one way the
 * functions read a result whole. Listing page by page for a caller (a cursor per page) is
 * query-page.ts with pagination.ts.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { documentClient, withoutKeys } from './dynamodb';
import type { Page, PageRequest } from './query-page';

/** A Query on the table (or one of its indexes); where to start, when not at the beginning, is `ExclusiveStartKey`. */
export type TableQuery = Omit<QueryCommandInput, 'TableName'>;

/** Every page of the Query, first to last; leaving the loop early reads no further page. */
export function queryPages(query: TableQuery): AsyncIterable<QueryCommandOutput> {
  return paginateQuery({ client: documentClient(), withCommand: pageOfItsOwn }, { TableName: config.tableName, ...query });
}

/**
 * The paginator moves one input object on from page to page and fills in the page size it was not
 * given (`Limit: undefined`): each page is sent with an input of its own holding what was asked, so
 * a page's request stays as it was sent (recorded calls, logged commands).
 */
function pageOfItsOwn(command: { input: object }): QueryCommand {
  return new QueryCommand(Object.fromEntries(Object.entries(command.input).filter(([, value]) => value !== undefined)) as QueryCommandInput);
}

/** Every item the Query finds, as the table holds it (keys and all), in the Query's order. */
export async function* queryItems(query: TableQuery): AsyncGenerator<Record<string, unknown>> {
  for await (const page of queryPages(query)) yield* page.Items ?? [];
}

/** Every record the Query finds, without the table's keys, in the Query's order. */
export async function queryAll<T>(query: TableQuery): Promise<T[]> {
  const records: T[] = [];
  for await (const item of queryItems(query)) records.push(withoutKeys<T>(item));
  return records;
}

/** How many items the Query finds (Select COUNT, every page). */
export async function countAll(query: TableQuery): Promise<number> {
  let count = 0;
  for await (const page of queryPages({ ...query, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

/**
 * Every item of a read made page by page (a repository's `(page) => Page<T>`), first page to last,
 * `pageSize` at a time; leaving the loop early reads no further page.
 */
export async function* everyItem<T>(read: (page: PageRequest) => Promise<Page<T>>, pageSize: number): AsyncGenerator<T> {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await read({ limit: pageSize, exclusiveStartKey });
    yield* page.items;
    exclusiveStartKey = page.lastEvaluatedKey;
  } while (exclusiveStartKey);
}

/** Every item of a read made page by page, as one list (see everyItem). */
export async function allItems<T>(read: (page: PageRequest) => Promise<Page<T>>, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  for await (const item of everyItem(read, pageSize)) items.push(item);
  return items;
}
