/**
 * Delivers one mail event: composes its e-mails, sends each at most once, records the outcome and,
 * when any e-mail failed, throws so the queue delivers the event again (those already sent are
 * skipped then). Every recipient is tried, even after one failed.
 */
import { config } from '../core/config';
import { appendToChain, chains } from '../core/activity';
import { describeError, logger } from '../core/logger';
import { composeMails } from './compose-mails';
import { sendOnce } from './mail-delivery';
import type { MailEvent, MailQueueMessage } from '../core/mail-events';
import { publishMailEvent } from '../core/publish-mail';
import { MailSenderMissingError, type MailTransport } from './mail-port';
import { closeUploadDigest, collectUpload, digestEvent } from './upload-digests';

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

/** The portal itself, as the actor of what its e-mails did. */
const PORTAL_ACTOR = { userId: 'portal', name: 'Portal e-mail', role: 'system' } as const;

/**
 * An e-mail about a case went out: the case's activity log says so (which e-mail, when; never to whom
 * nor what it said). A log that cannot be written then does not un-send the e-mail: it is logged.
 */
async function recordDelivery(event: MailEvent): Promise<void> {
  if (!('caseId' in event) || !event.caseId) return;
  try {
    await appendToChain({
      chain: chains.ofCase(event.caseId),
      kind: 'email.delivered',
      orgId: event.orgId,
      caseId: event.caseId,
      at: new Date().toISOString(),
      actor: PORTAL_ACTOR,
      details: { mail: event.kind },
    });
  } catch (error) {
    logger.error('The e-mail was sent but not recorded in the case activity log', { eventId: event.eventId, kind: event.kind, ...describeError(error) });
  }
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
      if (result === 'sent') await recordDelivery(event);
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

/**
 * One message of the mail queue: an upload joins its client's digest on the case (upload-digests.ts),
 * whose first batch queues the window's reminder; a reminder closes its window and e-mails it; any
 * other event is e-mailed at once. Without a window (0) or a queue to hold a reminder, an upload is
 * e-mailed at once too. Throws for the queue to deliver the message again.
 */
export async function deliverMailQueueMessage(message: MailQueueMessage, transport: () => Promise<MailTransport>): Promise<void> {
  if (message.kind === 'uploadDigestDue') {
    const window = await closeUploadDigest(message.eventId);
    if (window) await deliverMailEvent(digestEvent(window), await transport());
    return;
  }
  const windowSeconds = config.uploadDigestWindowSeconds;
  if (message.kind === 'documentsUploaded' && message.fileNames.length > 0 && windowSeconds > 0 && config.mailQueueUrl) {
    const collected = await collectUpload(message, windowSeconds);
    logger.info(`Upload ${collected.outcome === 'opened' ? 'opened' : collected.outcome === 'joined' ? 'joined' : 'had joined'} a digest`, {
      eventId: message.eventId,
      windowId: collected.windowId,
    });
    if (collected.outcome !== 'opened') return;
    const queued = await publishMailEvent({ kind: 'uploadDigestDue', eventId: collected.windowId }, { delaySeconds: windowSeconds });
    if (!queued) throw new Error(`The reminder of upload digest ${collected.windowId} was not queued`);
    return;
  }
  await deliverMailEvent(message, await transport());
}
