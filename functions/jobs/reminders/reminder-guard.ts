/**
 * At most one reminder e-mail a day per person: before queuing one, the job puts
 * `REMINDER#{userId}#{day}` / DOCUMENTS, SIGNATURES or EXPIRING, conditional on its absence (expires after
 * GUARD_DAYS). A second run of the same day finds it and queues nothing; when the queue refuses the
 * event, the guard is taken back so a later run of the day may try again.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, isConditionFailure } from '../../core/dynamodb';

/** Long enough to outlive the day in every time zone; DynamoDB removes it afterwards. */
const GUARD_DAYS = 3;

export type ReminderKind = 'DOCUMENTS' | 'SIGNATURES' | 'EXPIRING';

/** True when this is the person's first reminder of this kind on `day`: it is now taken. */
export async function claimReminderDay(userId: string, day: string, kind: ReminderKind, now = new Date()): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.reminderSent(userId, day, kind),
          entity: 'ReminderSent',
          userId,
          day,
          createdAt: now.toISOString(),
          [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + GUARD_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes back a claim whose event could not be queued. */
export async function releaseReminderDay(userId: string, day: string, kind: ReminderKind): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: config.tableName, Key: keys.reminderSent(userId, day, kind) }));
}
