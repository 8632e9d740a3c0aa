/**
 * Mail deliveries: one item per e-mail of a mail event to one recipient (`MAIL#{eventId}` /
 * `TO#{email}`). It makes sending idempotent (an e-mail recorded `sent` is never sent again, however
 * often the queue delivers the event) and keeps the record of failures: `sending` → `sent` | `failed`,
 * with the number of attempts and the last error. Items expire after 90 days.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';

export type MailDeliveryStatus = 'sending' | 'sent' | 'failed';

export interface MailDeliveryRecord {
  eventId: string;
  email: string;
  /** The event's kind, for whoever reads the record. */
  kind: string;
  status: MailDeliveryStatus;
  attempts: number;
  /** The last failure's message, bounded. */
  lastError?: string;
  createdAt: string;
  updatedAt: string;
  sentAt?: string;
}

/** How long a delivery record is kept (the event's redeliveries and a look afterwards fit well within). */
export const MAIL_DELIVERY_KEEP_DAYS = 90;
/** A recorded error is cut to this many characters. */
export const MAX_RECORDED_ERROR = 500;

function toItem(record: MailDeliveryRecord) {
  return {
    ...keys.mailDelivery(record.eventId, record.email),
    entity: 'MailDelivery',
    ...record,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(record.createdAt) / 1000) + MAIL_DELIVERY_KEEP_DAYS * 24 * 60 * 60,
  };
}

function fromItem(tableItem: Record<string, unknown>): MailDeliveryRecord {
  const { [TTL_ATTRIBUTE]: _ttl, ...record } = withoutKeys<Record<string, unknown>>(tableItem);
  return record as unknown as MailDeliveryRecord;
}

export async function getMailDelivery(eventId: string, email: string): Promise<MailDeliveryRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.mailDelivery(eventId, email), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/**
 * Records a new attempt (`sending`) over the record read, `previous`: written only if nobody else
 * wrote one since (same attempt count), so of two deliveries racing for one e-mail only one sends.
 * Undefined when another delivery claimed it first.
 */
export async function claimMailDelivery(
  previous: MailDeliveryRecord | undefined,
  claim: { eventId: string; email: string; kind: string },
  now: string,
): Promise<MailDeliveryRecord | undefined> {
  const record: MailDeliveryRecord = {
    ...previous,
    eventId: claim.eventId,
    email: claim.email.trim().toLowerCase(),
    kind: claim.kind,
    status: 'sending',
    attempts: (previous?.attempts ?? 0) + 1,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: toItem(record),
        ...(previous
          ? { ConditionExpression: '#attempts = :attempts', ExpressionAttributeNames: { '#attempts': 'attempts' }, ExpressionAttributeValues: { ':attempts': previous.attempts } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      }),
    );
    return record;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Records how the claimed attempt ended: `sent`, or `failed` with its error (bounded). */
export async function recordMailDeliveryOutcome(
  claimed: MailDeliveryRecord,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
  now: string,
): Promise<MailDeliveryRecord> {
  const record: MailDeliveryRecord =
    outcome.status === 'sent'
      ? { ...claimed, status: 'sent', updatedAt: now, sentAt: now }
      : { ...claimed, status: 'failed', updatedAt: now, lastError: outcome.error.slice(0, MAX_RECORDED_ERROR) };
  await documentClient().send(new PutCommand({ TableName: config.tableName, Item: toItem(record) }));
  return record;
}
