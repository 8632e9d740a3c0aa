/**
 * Messages an admin e-mailed to a case's client ('Send Email Regarding Case'): one item per message,
 * listed per case on GSI1 and per org on GSI2 (the firm's e-mail log), newest first. The route keeps a message `queued`; the mail sending
 * function records whether it was sent or failed. The same lists hold the e-mails the portal sent by
 * itself about the case (written by the mail sender, functions/mail/repository/case-mail-log.ts).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/core/table';
import type { AutomaticCaseEmail, CaseEmail, CaseEmailDelivery } from '../../../shared/cases/types';
import { config } from '../../core/config';
import { documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';

/** The kept message: what the API answers, plus who sent it and why sending was given up (never answered). */
export interface CaseEmailRecord extends CaseEmail {
  orgId: string;
  senderId: string;
  senderEmail: string;
  /** Why sending was given up (never shown to callers of the API). */
  failure?: string;
}

/** A line of a case's e-mails as kept: a staff message, or an automatic e-mail (its org, and the mail event it came of). */
export type CaseEmailLogRecord = CaseEmailRecord | (AutomaticCaseEmail & { orgId: string; eventId?: string });

export interface CaseEmailDeliveryChange {
  delivery: Exclude<CaseEmailDelivery, 'queued'>;
  deliveredAt?: string;
  failure?: string;
}

/** The GSI2 keys of a kept message: the org's e-mail log (also written by migrations/case-email-log-backfill.ts). */
export function caseEmailOrgKeys(record: Pick<CaseEmailRecord, 'orgId' | 'createdAt' | 'messageId'>) {
  return { GSI2PK: indexKeys.orgCaseEmails(record.orgId), GSI2SK: indexKeys.byDate(record.createdAt, record.messageId) };
}

function toCaseEmailItem(record: CaseEmailRecord) {
  return {
    ...keys.caseEmail(record.messageId),
    GSI1PK: indexKeys.caseEmails(record.caseId),
    GSI1SK: indexKeys.byDate(record.createdAt, record.messageId),
    ...caseEmailOrgKeys(record),
    entity: 'CaseEmail',
    ...record,
  };
}

/** Keeps a new message; a message id is never written twice. */
export async function putCaseEmail(record: CaseEmailRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: config.tableName, Item: toCaseEmailItem(record), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/** A case's e-mails, newest first. */
export function listCaseEmailRecords(caseId: string, request: PageRequest): Promise<Page<CaseEmailLogRecord>> {
  return queryNewestFirst<CaseEmailLogRecord>('GSI1', indexKeys.caseEmails(caseId), request);
}

/** The org's e-mails about every case, newest first. */
export function listOrgCaseEmailRecords(orgId: string, request: PageRequest): Promise<Page<CaseEmailLogRecord>> {
  return queryNewestFirst<CaseEmailLogRecord>('GSI2', indexKeys.orgCaseEmails(orgId), request);
}

/** A message of this case (consistent read); undefined when there is none, or it is another case's. */
export async function getCaseEmail(caseId: string, messageId: string): Promise<CaseEmailRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.caseEmail(messageId), ConsistentRead: true }),
  );
  const record = Item ? withoutKeys<CaseEmailLogRecord>(Item) : undefined;
  return record?.caseId === caseId && !('automatic' in record) ? record : undefined;
}

/**
 * Records how a message's e-mail went. A message once sent stays sent: a late or repeated failure
 * never overwrites it, and a success clears an earlier failure's reason. False when there is no such
 * message of this case, or it was sent already.
 */
export async function setCaseEmailDelivery(caseId: string, messageId: string, change: CaseEmailDeliveryChange): Promise<boolean> {
  const names: Record<string, string> = { '#delivery': 'delivery', '#caseId': 'caseId' };
  const values: Record<string, unknown> = { ':delivery': change.delivery, ':caseId': caseId, ':sent': 'sent' };
  const set = ['#delivery = :delivery'];
  const remove: string[] = [];
  if (change.deliveredAt !== undefined) {
    set.push('#deliveredAt = :deliveredAt');
    names['#deliveredAt'] = 'deliveredAt';
    values[':deliveredAt'] = change.deliveredAt;
  }
  if (change.failure !== undefined) {
    set.push('#failure = :failure');
    names['#failure'] = 'failure';
    values[':failure'] = change.failure;
  } else if (change.delivery === 'sent') {
    remove.push('#failure');
    names['#failure'] = 'failure';
  }
  const update = `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.caseEmail(messageId),
        ConditionExpression: 'attribute_exists(PK) AND #caseId = :caseId AND #delivery <> :sent',
        UpdateExpression: update,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
