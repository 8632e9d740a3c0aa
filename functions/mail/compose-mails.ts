/**
 * What one mail event e-mails, worked out from the records as they are now: the case, the firm, the
 * people and their preferences are read (the event carries ids only), the recipients chosen
 * (recipients.ts) and each e-mail rendered (templates.ts). A caseEmail plan also says how to record
 * the outcome on the kept message.
 */
import type { Case } from '../../shared/cases/types';
import { config } from '../core/config';
import { settingsOf } from '../users';
import { logger } from '../core/logger';
import { getCaseById } from '../cases';
import { getCaseEmail, setCaseEmailDelivery } from '../cases';
import { getOrg } from '../orgs';
import { getFirmStageSets } from '../progress';
import { stageSetFor } from '../../shared/progress/stages';
import { getRequest, listRequestsOfCase, type RequestRecord } from '../requests';
import { getUserById, listAdminsOfOrg } from '../users';
import { getExportRequest } from '../exports';
import type { MailEvent } from '../core/mail-events';
import { singleLine } from './mail-text';
import { settingsLink } from './portal-links';
import {
  type MailRecipient,
  caseEmailRecipients,
  caseNotificationRecipients,
  documentReminderRecipients,
  documentsExpiringRecipients,
  documentsUploadedRecipients,
  exportApprovedRecipients,
  exportRequestedRecipients,
  messageNoticeRecipients,
} from './recipients';
import {
  type ExpiringItem,
  type MailContext,
  type ReminderCase,
  type RenderedMail,
  renderCaseEmail,
  renderCaseOpened,
  renderCaseStageChanged,
  renderCaseStatusChanged,
  renderDocumentReminder,
  renderDocumentsExpiring,
  renderDocumentsUploaded,
  renderExportApproved,
  renderExportRequested,
  renderMessageNotice,
} from './templates';
import type { MailMessage } from './mail-port';

/** How the e-mails of an event went: how many were sent (or had been), and why the others failed. */
export interface MailOutcome {
  delivered: number;
  failures: string[];
}

export interface MailPlan {
  messages: MailMessage[];
  /** Called once every e-mail was tried (caseEmail: the message's delivery, kept on the case). */
  recordOutcome?: (outcome: MailOutcome) => Promise<void>;
}

const NOTHING: MailPlan = { messages: [] };

function messageTo(recipient: MailRecipient, mail: RenderedMail, notification: boolean): MailMessage {
  return {
    to: recipient.email,
    replyTo: recipient.replyTo,
    ...mail,
    // Lets mail clients offer their own unsubscribe button: it leads to the same settings page.
    headers: notification ? { 'List-Unsubscribe': `<${settingsLink(config.portalUrl, recipient.audience)}>` } : undefined,
  };
}

/** The event's context, written in the recipient's language. */
function inLanguageOf(context: EventContext, recipient: MailRecipient): MailContext {
  return { ...context, language: recipient.language };
}

/** What every e-mail of an event shares (each recipient's language is added per e-mail). */
type EventContext = Omit<MailContext, 'language'>;

async function documentsUploadedPlan(event: Extract<MailEvent, { kind: 'documentsUploaded' }>, found: Case, context: EventContext): Promise<MailPlan> {
  if (event.fileNames.length === 0) return NOTHING;
  const admins = await listAdminsOfOrg(event.orgId);
  const attorney = admins.find((admin) => admin.userId === found.attorneyId) ?? (await getUserById(found.attorneyId));
  const recipients = documentsUploadedRecipients({ orgId: event.orgId, uploadedById: event.uploadedById, attorney, admins });
  return {
    messages: recipients.map((recipient) =>
      messageTo(
        recipient,
        renderDocumentsUploaded(inLanguageOf(context, recipient), {
          recipientName: recipient.name,
          caseId: found.caseId,
          caseName: found.caseName,
          // Only the case's client uploads as a client (the only uploads e-mailed about).
          uploaderName: found.clientName,
          fileNames: event.fileNames,
        }),
        true,
      ),
    ),
  };
}

/** A new message on the case's thread: a notice (no text) to the other side, in each recipient's language. */
async function messageNoticePlan(event: Extract<MailEvent, { kind: 'messageNotice' }>, found: Case, context: EventContext): Promise<MailPlan> {
  const [client, admins] = await Promise.all([
    event.to === 'client' ? getUserById(found.clientId) : Promise.resolve(undefined),
    event.to === 'firm' ? listAdminsOfOrg(event.orgId) : Promise.resolve([]),
  ]);
  const attorney = event.to === 'firm' ? (admins.find((admin) => admin.userId === found.attorneyId) ?? (await getUserById(found.attorneyId))) : undefined;
  const recipients = messageNoticeRecipients({ orgId: event.orgId, to: event.to, senderId: event.senderId, client, attorney, admins });
  return {
    messages: recipients.map((recipient) =>
      messageTo(
        recipient,
        renderMessageNotice(inLanguageOf(context, recipient), { recipientName: recipient.name, caseId: found.caseId, caseName: found.caseName, audience: recipient.audience }),
        true,
      ),
    ),
  };
}

async function caseNotificationPlan(event: Extract<MailEvent, { kind: 'caseOpened' | 'caseStatusChanged' }>, found: Case, context: EventContext): Promise<MailPlan> {
  const recipients = caseNotificationRecipients(event.orgId, await getUserById(found.clientId));
  return {
    messages: recipients.map((recipient) => {
      const about = { recipientName: recipient.name, caseId: found.caseId, caseName: found.caseName };
      const written = inLanguageOf(context, recipient);
      const mail = event.kind === 'caseOpened' ? renderCaseOpened(written, about) : renderCaseStatusChanged(written, { ...about, status: event.status });
      return messageTo(recipient, mail, true);
    }),
  };
}

/**
 * The case moved to another stage: the client is told the stage's name in their language (the firm's
 * set of the case's category, else the shipped one; an id no set names any more is sent as is). Nothing
 * when the case has moved on since (a later event tells of the later stage).
 */
async function caseStageChangedPlan(event: Extract<MailEvent, { kind: 'caseStageChanged' }>, found: Case, context: EventContext): Promise<MailPlan> {
  if (found.stage !== event.stage) return NOTHING;
  const [client, firmSets] = await Promise.all([getUserById(found.clientId), getFirmStageSets(event.orgId)]);
  const definition = stageSetFor(found.category, firmSets.sets).stages.find((candidate) => candidate.stageId === event.stage);
  const recipients = caseNotificationRecipients(event.orgId, client);
  return {
    messages: recipients.map((recipient) => {
      const stageName = definition ? definition.label[recipient.language === 'fr' ? 'fr' : 'en'] : event.stage;
      const about = { recipientName: recipient.name, caseId: found.caseId, caseName: found.caseName, stageName };
      return messageTo(recipient, renderCaseStageChanged(inLanguageOf(context, recipient), about), true);
    }),
  };
}

async function caseEmailPlan(event: Extract<MailEvent, { kind: 'caseEmail' }>, found: Case, context: EventContext): Promise<MailPlan> {
  const kept = await getCaseEmail(event.caseId, event.messageId);
  if (!kept || kept.orgId !== event.orgId) {
    logger.warn('Case message not found: nothing to send', { eventId: event.eventId, caseId: event.caseId, messageId: event.messageId });
    return NOTHING;
  }
  const [client, sender] = await Promise.all([getUserById(found.clientId), getUserById(kept.senderId)]);
  const recipients = caseEmailRecipients(event.orgId, client, kept.senderEmail);
  const signature = sender ? settingsOf(sender).email.signature : kept.senderName;
  return {
    messages: recipients.map((recipient) =>
      messageTo(
        recipient,
        renderCaseEmail(inLanguageOf(context, recipient), {
          recipientName: recipient.name,
          caseId: found.caseId,
          caseName: found.caseName,
          senderName: kept.senderName,
          message: kept.message,
          signature,
        }),
        false,
      ),
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
  };
}

const waitsOnClient = (record: RequestRecord) => record.status === 'requested' || record.status === 'rejected';

/** Due dates first, soonest first; undated items last, in the order they were added. */
const byDueDate = (a: RequestRecord, b: RequestRecord) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** A case of the event's org and client, or nothing (gone, moved, another org's). */
async function caseOf(caseId: string, orgId: string): Promise<Case | undefined> {
  const found = await getCaseById(caseId);
  return found && found.orgId === orgId ? found : undefined;
}

/** The reminder as the records are now: the items of its cases still waiting on the client; nothing when none is. */
async function documentReminderPlan(event: Extract<MailEvent, { kind: 'documentReminder' }>, context: EventContext): Promise<MailPlan> {
  const recipients = documentReminderRecipients(event.orgId, await getUserById(event.clientId));
  if (recipients.length === 0) return NOTHING;
  const cases = await Promise.all(
    event.caseIds.map(async (caseId): Promise<ReminderCase | undefined> => {
      const [found, records] = await Promise.all([caseOf(caseId, event.orgId), listRequestsOfCase(caseId)]);
      if (!found || found.clientId !== event.clientId) return undefined;
      const items = records.filter(waitsOnClient).sort(byDueDate).map((record) => ({ title: record.title, dueDate: record.dueDate }));
      return items.length > 0 ? { caseId, caseName: found.caseName, items } : undefined;
    }),
  );
  const reminded = cases.filter((reminderCase): reminderCase is ReminderCase => reminderCase !== undefined);
  if (reminded.length === 0) return NOTHING;
  const today = new Date().toISOString().slice(0, 10);
  return {
    messages: recipients.map((recipient) =>
      messageTo(recipient, renderDocumentReminder(inLanguageOf(context, recipient), { recipientName: recipient.name, today, cases: reminded }), true),
    ),
  };
}

/** The staff notice as the records are now: the items still accepted with an expiry date; nothing when none is. */
async function documentsExpiringPlan(event: Extract<MailEvent, { kind: 'documentsExpiring' }>, context: EventContext): Promise<MailPlan> {
  const recipients = documentsExpiringRecipients(event.orgId, await getUserById(event.userId));
  if (recipients.length === 0) return NOTHING;
  const cases = new Map<string, Promise<Case | undefined>>();
  const items = await Promise.all(
    event.requests.map(async ({ caseId, requestId }): Promise<ExpiringItem | undefined> => {
      if (!cases.has(caseId)) cases.set(caseId, caseOf(caseId, event.orgId));
      const [found, record] = await Promise.all([cases.get(caseId), getRequest(caseId, requestId)]);
      if (!found || !record || record.status !== 'accepted' || !record.expiresOn) return undefined;
      return { caseId, caseName: found.caseName, clientName: found.clientName, title: record.title, expiresOn: record.expiresOn };
    }),
  );
  const expiring = items.filter((item): item is ExpiringItem => item !== undefined).sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  if (expiring.length === 0) return NOTHING;
  return {
    messages: recipients.map((recipient) =>
      messageTo(recipient, renderDocumentsExpiring(inLanguageOf(context, recipient), { recipientName: recipient.name, items: expiring }), true),
    ),
  };
}

/**
 * A client's request for a copy of their information (issue 24): to the firm's admins, naming the
 * client; or its approval, to the client, with the day until which they may download it. Nothing
 * when the client is gone or another org's.
 */
async function exportPlan(event: Extract<MailEvent, { kind: 'exportRequested' | 'exportApproved' }>, context: EventContext): Promise<MailPlan> {
  const client = await getUserById(event.clientId);
  if (!client || client.orgId !== event.orgId || client.userType !== 'client') return NOTHING;
  if (event.kind === 'exportRequested') {
    const recipients = exportRequestedRecipients(event.orgId, await listAdminsOfOrg(event.orgId));
    return {
      messages: recipients.map((recipient) =>
        messageTo(
          recipient,
          renderExportRequested(inLanguageOf(context, recipient), { recipientName: recipient.name, clientId: client.userId, clientName: client.name }),
          false,
        ),
      ),
    };
  }
  const request = await getExportRequest(event.clientId);
  if (request?.status !== 'approved' || !request.availableUntil) return NOTHING;
  const availableUntil = request.availableUntil.slice(0, 10);
  return {
    messages: exportApprovedRecipients(event.orgId, client).map((recipient) =>
      messageTo(recipient, renderExportApproved(inLanguageOf(context, recipient), { recipientName: recipient.name, availableUntil }), false),
    ),
  };
}

/** The e-mails of an event; none when its case is gone or belongs to another org than the event says. */
export async function composeMails(event: MailEvent): Promise<MailPlan> {
  if (event.kind === 'exportRequested' || event.kind === 'exportApproved') {
    const org = await getOrg(event.orgId);
    return exportPlan(event, { firmName: org?.name || config.firmName, portalUrl: config.portalUrl });
  }
  if (event.kind === 'documentReminder' || event.kind === 'documentsExpiring') {
    const org = await getOrg(event.orgId);
    const context: EventContext = { firmName: org?.name || config.firmName, portalUrl: config.portalUrl };
    return event.kind === 'documentReminder' ? documentReminderPlan(event, context) : documentsExpiringPlan(event, context);
  }
  const [found, org] = await Promise.all([getCaseById(event.caseId), getOrg(event.orgId)]);
  if (!found || found.orgId !== event.orgId) {
    logger.warn('Case of a mail event not found: nothing to send', { eventId: event.eventId, kind: event.kind, caseId: event.caseId });
    return NOTHING;
  }
  const context: EventContext = { firmName: org?.name || config.firmName, portalUrl: config.portalUrl };
  switch (event.kind) {
    case 'documentsUploaded':
      return documentsUploadedPlan(event, found, context);
    case 'caseOpened':
    case 'caseStatusChanged':
      return caseNotificationPlan(event, found, context);
    case 'caseStageChanged':
      return caseStageChangedPlan(event, found, context);
    case 'caseEmail':
      return caseEmailPlan(event, found, context);
    case 'messageNotice':
      return messageNoticePlan(event, found, context);
  }
}
