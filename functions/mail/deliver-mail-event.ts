/**
 * Delivers one mail event as its kind composed it: sends each e-mail at most once, records the
 * outcome and, when any e-mail failed, throws so the queue delivers the event again (those already
 * sent are skipped then). Every recipient is tried, even after one failed.
 */
import { config } from '../core/config';
import { chains, recordActivity } from '../core/activity';
import { describeError, logger } from '../core/logger';
import type { MailEventEnvelope } from '../core/mail-events';
import { sendOnce } from './mail-delivery';
import type { CaseOfMail, ComposedMail, MailKind, MailPlan } from './mail-kind';
import { automaticCaseEmailId, putAutomaticCaseEmail } from './repository/case-mail-log';
import { settingsLink } from './portal-links';
import { type MailMessage, MailSenderMissingError, type MailTransport } from './mail-port';

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

function messageTo({ recipient, mail }: ComposedMail, notification: boolean): MailMessage {
  return {
    to: recipient.email,
    replyTo: recipient.replyTo,
    ...mail,
    // Lets mail clients offer their own unsubscribe button: it leads to the same settings page.
    headers: notification ? { 'List-Unsubscribe': `<${settingsLink(config.portalUrl, recipient.audience)}>` } : undefined,
  };
}

/** The portal itself, as the actor of what its e-mails did. */
const PORTAL_ACTOR = { userId: 'portal', name: 'Portal e-mail', role: 'system' } as const;

/**
 * The cases an e-mail of the event is about: those its plan names (a client's notices of a window),
 * else the event's `caseId` or `caseIds` (a reminder of several cases' documents), with its org.
 */
function casesOf(event: MailEventEnvelope, plan: MailPlan): readonly CaseOfMail[] {
  if (plan.aboutCases) return plan.aboutCases;
  const { orgId, caseId, caseIds } = event as { orgId?: unknown; caseId?: unknown; caseIds?: unknown };
  if (typeof orgId !== 'string') return [];
  const named = typeof caseId === 'string' && caseId ? [caseId] : Array.isArray(caseIds) ? caseIds.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  return [...new Set(named)].map((id) => ({ orgId, caseId: id }));
}

/**
 * An e-mail about a case went out: the case's activity log says so (which e-mail, when; never to whom
 * nor what it said). A log that cannot be written then does not un-send the e-mail: it is logged.
 */
async function recordDelivery(event: MailEventEnvelope, about: CaseOfMail): Promise<void> {
  try {
    await recordActivity({
      chain: chains.ofCase(about.caseId),
      kind: 'email.delivered',
      orgId: about.orgId,
      caseId: about.caseId,
      at: new Date().toISOString(),
      actor: PORTAL_ACTOR,
      details: { mail: event.kind },
    });
  } catch (error) {
    logger.error('The e-mail was sent but not recorded in the case activity log', { eventId: event.eventId, kind: event.kind, ...describeError(error) });
  }
}

/**
 * An e-mail about a case went out by itself: the firm's e-mail log lists it (its kind, to whom, when;
 * never what it said), on each case it is about. A log that cannot be written does not un-send it: logged.
 */
async function logAutomaticEmail(event: MailEventEnvelope, about: readonly CaseOfMail[], recipient: ComposedMail['recipient']): Promise<void> {
  if (about.length === 0) return;
  const sentAt = new Date().toISOString();
  try {
    await Promise.all(
      about.map(({ orgId, caseId }) =>
        putAutomaticCaseEmail({
          messageId: automaticCaseEmailId(event.eventId, recipient.email, caseId),
          caseId,
          orgId,
          eventId: event.eventId,
          automatic: true,
          kind: event.kind,
          recipientEmail: recipient.email,
          recipientName: recipient.name,
          createdAt: sentAt,
          delivery: 'sent',
          deliveredAt: sentAt,
        }),
      ),
    );
  } catch (error) {
    logger.error('The e-mail was sent but not listed in the firm’s e-mail log', { eventId: event.eventId, kind: event.kind, ...describeError(error) });
  }
}

export async function deliverMailEvent(event: MailEventEnvelope, plan: MailPlan, kind: Pick<MailKind, 'silencedBy'>, transport: MailTransport): Promise<void> {
  const notification = kind.silencedBy.length > 0;
  let delivered = 0;
  const failures: string[] = [];
  let retryable = false;
  for (const composed of plan.mails) {
    try {
      const result = await sendOnce(event, messageTo(composed, notification), transport);
      delivered += 1;
      if (result === 'sent') {
        const about = casesOf(event, plan);
        await Promise.all([...about.map((of) => recordDelivery(event, of)), plan.caseLog === false ? undefined : logAutomaticEmail(event, about, composed.recipient)]);
      }
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
