/**
 * 'Send Email Regarding Case': an admin's message to the client of a case of their org is kept on the
 * case (who, when, what) and then put on the mail queue; the sending function e-mails it and records
 * whether it went. Listing shows what the firm sent about the case, newest first.
 */
import { randomUUID } from 'node:crypto';
import type { PaginationQuery } from '../../../shared/core/pagination';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { type CaseEmail, type CaseEmailEntry, type OrgCaseEmail, isAutomaticCaseEmail } from '../../../shared/cases/types';
import { requireOwnOrg } from '../../core/ownership';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { publishCaseMail } from '../mail/events';
import { type ListAnswer, listPage } from '../../core/pagination';
import { type CaseEmailLogRecord, type CaseEmailRecord, listCaseEmailRecords, listOrgCaseEmailRecords, putCaseEmail, setCaseEmailDelivery } from '../repository/case-emails';
import { getCasesByIds } from '../repository/cases';
import { getUserById } from '../../users';
import { getCaseOfOrg } from './case-access';

/** What the API shows of a kept message: not the sender's id and address, nor why sending failed. */
export function toCaseEmail(record: CaseEmailRecord): CaseEmail {
  const { messageId, caseId, senderName, recipientEmail, recipientName, message, createdAt, delivery, deliveredAt } = record;
  return { messageId, caseId, senderName, recipientEmail, recipientName, message, createdAt, delivery, ...(deliveredAt ? { deliveredAt } : {}) };
}

/** What the API shows of a line of a case's e-mails: an automatic one's kind, recipient and time, never more. */
export function toCaseEmailEntry(record: CaseEmailLogRecord): CaseEmailEntry {
  if (!isAutomaticCaseEmail(record)) return toCaseEmail(record);
  const { messageId, caseId, kind, recipientEmail, recipientName, createdAt, deliveredAt } = record;
  return { messageId, caseId, automatic: true, kind, recipientEmail, recipientName, createdAt, delivery: 'sent', deliveredAt };
}

/**
 * Keeps the message (delivery `queued`) addressed to the case's client as their record is now, then
 * publishes the `caseEmail` event. A queue that cannot be reached never refuses a message that is
 * already kept: the message is answered and listed as not delivered, so the admin knows to resend it.
 */
export async function sendCaseEmail(caller: Caller, caseId: string, message: string, now = new Date().toISOString()): Promise<CaseEmail> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  const client = await getUserById(caseRecord.clientId);
  if (!client || client.orgId !== caller.orgId) throw refusal(NOT_FOUND.CLIENT);
  const record: CaseEmailRecord = {
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
  await putCaseEmail(record);
  const queued = await publishCaseMail({ kind: 'caseEmail', eventId: record.messageId, orgId: record.orgId, caseId, messageId: record.messageId });
  if (queued) return toCaseEmail(record);
  const notQueued = { delivery: 'failed' as const, deliveredAt: new Date().toISOString(), failure: 'The mail queue could not be reached' };
  await setCaseEmailDelivery(caseId, record.messageId, notQueued);
  return toCaseEmail({ ...record, ...notQueued });
}

/** The e-mails about a case of the caller's org (its staff's messages and the automatic ones), newest first, one page at a time. */
export async function listEmailsOfCase(caller: Caller, caseId: string, query: PaginationQuery): Promise<ListAnswer<CaseEmailEntry>> {
  await getCaseOfOrg(caller, caseId);
  return listPage(caller, `case-emails:${caseId}`, query, async (page) => {
    const found = await listCaseEmailRecords(caseId, page);
    return { ...found, items: found.items.map(toCaseEmailEntry) };
  });
}

/**
 * The firm's e-mail log (/admin/email): every e-mail sent about any of its cases (its staff's messages
 * and the portal's automatic e-mails), newest first, one page at a time, each with its case's name and number as they are now (one BatchGetItem
 * of the page's cases; a case deleted since shows without them).
 */
export async function listEmailsOfOrg(caller: Caller, orgId: string, query: PaginationQuery): Promise<ListAnswer<OrgCaseEmail>> {
  requireOwnOrg(caller, orgId, NOT_FOUND.ORG);
  return listPage(caller, `org-case-emails:${orgId}`, query, async (page) => {
    const found = await listOrgCaseEmailRecords(orgId, page);
    const cases = new Map((await getCasesByIds([...new Set(found.items.map((record) => record.caseId))])).map((item) => [item.caseId, item]));
    return {
      ...found,
      items: found.items.map((record) => {
        const item = cases.get(record.caseId);
        return { ...toCaseEmailEntry(record), ...(item && item.orgId === orgId ? { caseName: item.caseName, caseNumber: item.caseNumber } : {}) };
      }),
    };
  });
}
