/** The DynamoDB document client, created once per runtime (lazily, so config is read when first needed). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

let client: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: config.region, endpoint: config.dynamoDbEndpoint }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

const KEY_ATTRIBUTES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'entity']);

/** Strips the table's key attributes from an item, leaving the domain object. */
export function withoutKeys<T>(tableItem: Record<string, unknown>): T {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tableItem)) {
    if (!KEY_ATTRIBUTES.has(name)) result[name] = value;
  }
  return result as T;
}

/** True when a write failed on its condition (alone or inside a transaction). */
export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionCanceledException';
}

/** For a cancelled transaction: the reason code of each item, in order. */
export function cancellationReasons(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return (reasons ?? []).map((reason) => reason.Code ?? 'None');
}
