/**
 * Delivers one mail event: composes its e-mails, sends each at most once, records the outcome and,
 * when any e-mail failed, throws so the queue delivers the event again (those already sent are
 * skipped then). Every recipient is tried, even after one failed.
 */
import { describeError, logger } from '../logger';
import { composeMails } from './compose-mails';
import { sendOnce } from './mail-delivery';
import type { MailEvent } from './mail-events';
import { MailSenderMissingError, type MailTransport } from './transport';

export class MailEventNotDelivered extends Error {
  constructor(
    readonly eventId: string,
    readonly failures: string[],
    /** False when every failure is one a retry cannot mend (no sender configured). */
    readonly retryable = true,
  ) {
    super(`${failures.length} e-mail(s) of mail event ${eventId} not sent: ${failures.join('; ')}`);
    this.name = 'MailEventNotDelivered';
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export async function deliverMailEvent(event: MailEvent, transport: MailTransport): Promise<void> {
  const plan = await composeMails(event);
  let delivered = 0;
  const failures: string[] = [];
  let retryable = false;
  for (const message of plan.messages) {
    try {
      const result = await sendOnce(event, message, transport);
      delivered += 1;
      logger.info(result === 'sent' ? 'E-mail sent' : 'E-mail sent before: skipped', { eventId: event.eventId, kind: event.kind });
    } catch (error) {
      failures.push(reasonOf(error));
      retryable ||= !(error instanceof MailSenderMissingError);
      logger.error('E-mail not sent', { eventId: event.eventId, kind: event.kind, ...describeError(error) });
    }
  }
  await plan.recordOutcome?.({ delivered, failures });
  if (failures.length > 0) throw new MailEventNotDelivered(event.eventId, failures, retryable);
}
