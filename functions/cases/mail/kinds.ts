/**
 * The cases feature's kinds of e-mail, as the mail sender sends them: each event as the queue carries
 * it, and what it e-mails, worked out from the records as they are now (the event carries ids only).
 */
import * as z from 'zod/mini';
import { isDiscreetCase } from '../../../shared/cases/discretion';
import type { Case } from '../../../shared/cases/types';
import { stageSetFor } from '../../../shared/progress/stages';
import { logger } from '../../core/logger';
import { type FirmContext, type MailPlan, NOTHING, defineMailKind, mailEach, mailEventId, singleLine } from '../../mail';
import { getFirmStageSets } from '../../progress';
import { getUserById, settingsOf } from '../../users';
import { getCaseEmail, setCaseEmailDelivery } from '../repository/case-emails';
import { composeAboutCase } from './case-of-event';
import { CASE_MAIL_SETTINGS, type CaseMailEvent } from './events';
import { caseEmailRecipients, caseNotificationRecipients } from './recipients';
import { renderCaseEmail, renderCaseOpened, renderCaseStageChanged, renderCaseStatusChanged } from './templates';

type Event<Kind extends CaseMailEvent['kind']> = Extract<CaseMailEvent, { kind: Kind }>;

const id = mailEventId();
/** A status or a stage: an id of a few words. */
const label = z.string().check(z.minLength(1), z.maxLength(64));

async function caseNotificationPlan(event: Event<'caseOpened' | 'caseStatusChanged'>, found: Case, context: FirmContext): Promise<MailPlan> {
  const recipients = caseNotificationRecipients(event.orgId, await getUserById(found.clientId));
  return {
    mails: mailEach(recipients, context, (written, recipient) => {
      const about = { recipientName: recipient.name, caseId: found.caseId, caseName: found.caseName, discreet: isDiscreetCase(found, context) };
      return event.kind === 'caseOpened' ? renderCaseOpened(written, about) : renderCaseStatusChanged(written, { ...about, status: event.status });
    }),
  };
}

/**
 * The case moved to another stage: the client is told the stage's name in their language (the firm's
 * set of the case's category, else the shipped one; an id no set names any more is sent as is). Nothing
 * when the case has moved on since (a later event tells of the later stage).
 */
async function caseStageChangedPlan(event: Event<'caseStageChanged'>, found: Case, context: FirmContext): Promise<MailPlan> {
  if (found.stage !== event.stage) return NOTHING;
  const [client, firmSets] = await Promise.all([getUserById(found.clientId), getFirmStageSets(event.orgId)]);
  const definition = stageSetFor(found.category, firmSets.sets).stages.find((candidate) => candidate.stageId === event.stage);
  const recipients = caseNotificationRecipients(event.orgId, client, CASE_MAIL_SETTINGS.caseStageChanged);
  return {
    mails: mailEach(recipients, context, (written, recipient) => {
      const stageName = definition ? definition.label[recipient.language === 'fr' ? 'fr' : 'en'] : event.stage;
      return renderCaseStageChanged(written, { recipientName: recipient.name, caseId: found.caseId, caseName: found.caseName, discreet: isDiscreetCase(found, context), stageName });
    }),
  };
}

/** An admin's message, kept on the case: to the client, signed; its delivery is recorded on the kept message. */
async function caseEmailPlan(event: Event<'caseEmail'>, found: Case, context: FirmContext): Promise<MailPlan> {
  const kept = await getCaseEmail(event.caseId, event.messageId);
  if (!kept || kept.orgId !== event.orgId) {
    logger.warn('Case message not found: nothing to send', { eventId: event.eventId, caseId: event.caseId, messageId: event.messageId });
    return NOTHING;
  }
  const [client, sender] = await Promise.all([getUserById(found.clientId), getUserById(kept.senderId)]);
  const recipients = caseEmailRecipients(event.orgId, client, kept.senderEmail);
  const signature = sender ? settingsOf(sender).email.signature : kept.senderName;
  return {
    mails: mailEach(recipients, context, (written, recipient) =>
      renderCaseEmail(written, {
        recipientName: recipient.name,
        caseId: found.caseId,
        caseName: found.caseName,
        discreet: isDiscreetCase(found, context),
        senderName: kept.senderName,
        message: kept.message,
        signature,
      }),
    ),
    recordOutcome: async ({ delivered, failures }) => {
      const now = new Date().toISOString();
      const change =
        failures.length > 0
          ? { delivery: 'failed' as const, deliveredAt: now, failure: singleLine(failures.join('; '), 500) }
          : delivered === 0
            ? { delivery: 'failed' as const, deliveredAt: now, failure: 'The client has no active account to e-mail' }
            : { delivery: 'sent' as const, deliveredAt: now };
      await setCaseEmailDelivery(event.caseId, event.messageId, change);
    },
    // The firm's e-mail log lists the message itself, with this delivery.
    caseLog: false,
  };
}

export const caseMailKinds = [
  defineMailKind<Event<'caseOpened'>>({
    kind: 'caseOpened',
    schema: z.object({ kind: z.literal('caseOpened'), eventId: id, orgId: id, caseId: id }),
    silencedBy: CASE_MAIL_SETTINGS.caseOpened,
    compose: composeAboutCase(caseNotificationPlan),
  }),
  defineMailKind<Event<'caseStatusChanged'>>({
    kind: 'caseStatusChanged',
    schema: z.object({ kind: z.literal('caseStatusChanged'), eventId: id, orgId: id, caseId: id, status: label }),
    silencedBy: CASE_MAIL_SETTINGS.caseStatusChanged,
    compose: composeAboutCase(caseNotificationPlan),
  }),
  defineMailKind<Event<'caseStageChanged'>>({
    kind: 'caseStageChanged',
    schema: z.object({ kind: z.literal('caseStageChanged'), eventId: id, orgId: id, caseId: id, stage: label }),
    silencedBy: CASE_MAIL_SETTINGS.caseStageChanged,
    compose: composeAboutCase(caseStageChangedPlan),
  }),
  defineMailKind<Event<'caseEmail'>>({
    kind: 'caseEmail',
    schema: z.object({ kind: z.literal('caseEmail'), eventId: id, orgId: id, caseId: id, messageId: id }),
    silencedBy: CASE_MAIL_SETTINGS.caseEmail,
    compose: composeAboutCase(caseEmailPlan),
  }),
];
