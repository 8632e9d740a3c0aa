/**
 * 'Send Email Regarding Case': an admin's message to the client of a case of their org is kept on the
 * case (who, when, what) and then put on the mail queue; the sending function e-mails it and records
 * whether it went. Listing shows what the firm sent about the case, newest first.
 */
import { randomUUID } from 'node:crypto';
import type { PaginationQuery } from '../../../shared/core/pagination';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { CaseMessage } from '../../../shared/cases/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { publishMailEvent } from '../../core/publish-mail';
import { type ListAnswer, listPage } from '../../core/pagination';
import { type CaseMessageRecord, listCaseMessages, putCaseMessage, setCaseMessageDelivery } from '../repository/case-messages';
import { getUserById } from '../../users';
import { getCaseOfOrg } from './cases';

/** What the API shows of a kept message: not the sender's id and address, nor why sending failed. */
export function toCaseMessage(record: CaseMessageRecord): CaseMessage {
  const { messageId, caseId, senderName, recipientEmail, recipientName, message, createdAt, delivery, deliveredAt } = record;
  return { messageId, caseId, senderName, recipientEmail, recipientName, message, createdAt, delivery, ...(deliveredAt ? { deliveredAt } : {}) };
}

/**
 * Keeps the message (delivery `queued`) addressed to the case's client as their record is now, then
 * publishes the `caseMessage` event. A queue that cannot be reached never refuses a message that is
 * already kept: the message is answered and listed as not delivered, so the admin knows to resend it.
 */
export async function sendCaseMessage(caller: Caller, caseId: string, message: string, now = new Date().toISOString()): Promise<CaseMessage> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  const client = await getUserById(caseRecord.clientId);
  if (!client || client.orgId !== caller.orgId) throw refusal(NOT_FOUND.CLIENT);
  const record: CaseMessageRecord = {
    caseId,
    messageId: randomUUID(),
    orgId: caller.orgId,
    senderId: caller.userId,
    senderName: caller.name,
    senderEmail: caller.email,
    recipientEmail: client.email,
    recipientName: client.name,
    message,
    createdAt: now,
    delivery: 'queued',
  };
  await putCaseMessage(record);
  const queued = await publishMailEvent({ kind: 'caseMessage', eventId: record.messageId, orgId: record.orgId, caseId, messageId: record.messageId });
  if (queued) return toCaseMessage(record);
  const notQueued = { delivery: 'failed' as const, deliveredAt: new Date().toISOString(), failure: 'The mail queue could not be reached' };
  await setCaseMessageDelivery(caseId, record.messageId, notQueued);
  return toCaseMessage({ ...record, ...notQueued });
}

/** The messages of a case of the caller's org, newest first, one page at a time. */
export async function listMessagesOfCase(caller: Caller, caseId: string, query: PaginationQuery): Promise<ListAnswer<CaseMessage>> {
  await getCaseOfOrg(caller, caseId);
  return listPage(caller, `case-messages:${caseId}`, query, async (page) => {
    const found = await listCaseMessages(caseId, page);
    return { ...found, items: found.items.map(toCaseMessage) };
  });
}
