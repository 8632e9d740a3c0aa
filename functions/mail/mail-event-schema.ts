/**
 * Reads a mail event (or an upload digest's reminder) off the queue (zod/mini): a body that is not
 * JSON or not one of them is undefined, for the sending function to log and drop (retrying it could
 * never succeed).
 */
import * as z from 'zod/mini';
import { DOCUMENT_LIMITS } from '../../shared/documents/limits';
import type { MailQueueMessage } from '../core/mail-events';

/** Ids travel into a header (`X-Portal-Event`) and into keys: visible ASCII only, no spaces. */
const id = z.string().check(z.regex(/^[!-~]{1,256}$/));
/** Far more than any upload batch: the e-mail lists the first ones by name. */
const MAX_FILE_NAMES = 1000;
/** What the reminders job puts in one event at most (MAX_REMINDER_CASES, MAX_EXPIRING_REQUESTS of functions/jobs). */
export const MAX_EVENT_REFERENCES = 200;

const mailEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('documentsUploaded'),
    eventId: id,
    orgId: id,
    caseId: id,
    uploadedById: id,
    fileNames: z.array(z.string().check(z.maxLength(DOCUMENT_LIMITS.fileName))).check(z.maxLength(MAX_FILE_NAMES)),
  }),
  z.object({ kind: z.literal('caseOpened'), eventId: id, orgId: id, caseId: id }),
  z.object({ kind: z.literal('caseStatusChanged'), eventId: id, orgId: id, caseId: id, status: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ kind: z.literal('caseStageChanged'), eventId: id, orgId: id, caseId: id, stage: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ kind: z.literal('caseEmail'), eventId: id, orgId: id, caseId: id, messageId: id }),
  z.object({ kind: z.literal('messageNotice'), eventId: id, orgId: id, caseId: id, senderId: id, to: z.enum(['client', 'firm']) }),
  z.object({ kind: z.literal('uploadDigestDue'), eventId: id }),
  z.object({ kind: z.literal('documentReminder'), eventId: id, orgId: id, clientId: id, caseIds: z.array(id).check(z.minLength(1), z.maxLength(MAX_EVENT_REFERENCES)) }),
  z.object({
    kind: z.literal('documentsExpiring'),
    eventId: id,
    orgId: id,
    userId: id,
    requests: z.array(z.object({ caseId: id, requestId: id })).check(z.minLength(1), z.maxLength(MAX_EVENT_REFERENCES)),
  }),
  z.object({ kind: z.literal('exportRequested'), eventId: id, orgId: id, clientId: id }),
  z.object({ kind: z.literal('exportApproved'), eventId: id, orgId: id, clientId: id }),
]);

export function parseMailEvent(body: string): MailQueueMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(mailEventSchema, json);
  return parsed.success ? parsed.data : undefined;
}
