/**
 * What the portal e-mailed by itself about a case, for the firm's e-mail log: one item per e-mail to
 * one recipient about one case (`CASEMAIL#auto-…`), under the same index keys as the staff's messages
 * (functions/cases/repository/case-emails.ts), so that a case's e-mails (GSI1) and the firm's log
 * (GSI2) list both in one query, newest first. Which kind, to whom and when: never what it said.
 */
import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AutomaticCaseEmail } from '../../../shared/cases/types';
import { indexKeys, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient } from '../../core/dynamodb';

/** The kept line: what the API answers, plus its org (for the firm's log) and the mail event it came of. */
export interface AutomaticCaseEmailRecord extends AutomaticCaseEmail {
  orgId: string;
  eventId: string;
}

/** One id per e-mail of an event to one address about one case: a redelivered event writes the same line again. */
export function automaticCaseEmailId(eventId: string, email: string, caseId: string): string {
  return `auto-${createHash('sha256').update(`${eventId}\n${email.trim().toLowerCase()}\n${caseId}`).digest('hex').slice(0, 32)}`;
}

export async function putAutomaticCaseEmail(record: AutomaticCaseEmailRecord): Promise<void> {
  const sortKey = indexKeys.byDate(record.createdAt, record.messageId);
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.caseEmail(record.messageId),
        GSI1PK: indexKeys.caseEmails(record.caseId),
        GSI1SK: sortKey,
        GSI2PK: indexKeys.orgCaseEmails(record.orgId),
        GSI2SK: sortKey,
        entity: 'AutomaticCaseEmail',
        ...record,
      },
    }),
  );
}
