/** A signature request's status as read now (its own module: the mail sender reads it without the routes' domain). */
import type { SignatureStatus } from '../../../shared/signatures/types';
import type { SignatureRequestRecord } from '../repository/signature-requests';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** One still waiting past its due date has expired. */
export function statusOf(record: Pick<SignatureRequestRecord, 'status' | 'dueDate'>, now = new Date()): SignatureStatus {
  if ((record.status === 'sent' || record.status === 'viewed') && record.dueDate && record.dueDate < today(now)) return 'expired';
  return record.status;
}
