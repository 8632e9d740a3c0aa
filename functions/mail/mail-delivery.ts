/**
 * Sends one e-mail of a mail event at most once (idempotent on the event id per recipient), with the
 * delivery record (repositories/mail-deliveries.ts) as the memory: `sent` → skipped; another delivery
 * sending it right now → retried later; else claimed, sent, and recorded `sent` or `failed` (then the
 * error is rethrown, so the queue delivers the event again).
 */
import { METRICS } from '../../shared/core/observability';
import { describeError, logger } from '../core/logger';
import { countMetric } from '../core/metrics';
import { claimMailDelivery, getMailDelivery, recordMailDeliveryOutcome } from './repository/mail-deliveries';
import type { MailEventEnvelope } from '../core/mail-events';
import type { MailMessage, MailTransport } from './mail-port';

/**
 * A `sending` record younger than this is another delivery at work; an older one is an attempt that
 * died (its Lambda timed out) and is taken over. Longer than a send can take (the transports time out
 * well within it), shorter than the queue's visibility timeout should be.
 */
export const SENDING_LEASE_MS = 60_000;

/** The header that ties an e-mail to its mail event. */
export const EVENT_HEADER = 'X-Portal-Event';

export type DeliveryResult = 'sent' | 'already-sent';

export class MailInFlightError extends Error {
  constructor() {
    super('Another delivery of this event is sending this e-mail');
    this.name = 'MailInFlightError';
  }
}

export async function sendOnce(event: MailEventEnvelope, message: MailMessage, transport: MailTransport, now: () => Date = () => new Date()): Promise<DeliveryResult> {
  const { eventId, kind } = event;
  const previous = await getMailDelivery(eventId, message.to);
  if (previous?.status === 'sent') return 'already-sent';
  if (previous?.status === 'sending' && now().getTime() - Date.parse(previous.updatedAt) < SENDING_LEASE_MS) throw new MailInFlightError();
  const claimed = await claimMailDelivery(previous, { eventId, email: message.to, kind }, now().toISOString());
  if (!claimed) throw new MailInFlightError();
  try {
    await transport.send({ ...message, headers: { ...message.headers, [EVENT_HEADER]: eventId } });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await recordMailDeliveryOutcome(claimed, { status: 'failed', error: reason }, now().toISOString()).catch((recordError: unknown) =>
      logger.error('Mail delivery failure not recorded', { eventId, kind, ...describeError(recordError) }),
    );
    countMetric(METRICS.mailsFailed, 1, { Kind: kind });
    throw error;
  }
  countMetric(METRICS.mailsSent, 1, { Kind: kind });
  await recordMailDeliveryOutcome(claimed, { status: 'sent' }, now().toISOString());
  return 'sent';
}
