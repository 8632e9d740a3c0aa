/**
 * The exports feature's kinds of e-mail as the mail sender sends them: a client's request for a copy
 * of their information, to the firm's admins, naming the client; its approval, to the client, with the
 * day until which they may download it. Nothing when the client is gone or another org's.
 */
import * as z from 'zod/mini';
import { type FirmContext, type MailPlan, NOTHING, defineMailKind, mailEach, mailEventId } from '../../mail';
import { composeForFirm } from '../../orgs';
import { getUserById, listAdminsOfOrg } from '../../users';
import { getExportRequest } from '../repository/export-requests';
import { EXPORT_MAIL_SETTINGS, type ExportMailEvent } from './events';
import { exportApprovedRecipients, exportRequestedRecipients } from './recipients';
import { renderExportApproved, renderExportRequested } from './templates';

type Event<Kind extends ExportMailEvent['kind']> = Extract<ExportMailEvent, { kind: Kind }>;

const id = mailEventId();

async function exportPlan(event: ExportMailEvent, context: FirmContext): Promise<MailPlan> {
  const client = await getUserById(event.clientId);
  if (!client || client.orgId !== event.orgId || client.userType !== 'client') return NOTHING;
  if (event.kind === 'exportRequested') {
    const recipients = exportRequestedRecipients(event.orgId, await listAdminsOfOrg(event.orgId));
    return {
      mails: mailEach(recipients, context, (written, recipient) =>
        renderExportRequested(written, { recipientName: recipient.name, clientId: client.userId, clientName: client.name }),
      ),
    };
  }
  const request = await getExportRequest(event.clientId);
  if (request?.status !== 'approved' || !request.availableUntil) return NOTHING;
  const availableUntil = request.availableUntil.slice(0, 10);
  return {
    mails: mailEach(exportApprovedRecipients(event.orgId, client), context, (written, recipient) =>
      renderExportApproved(written, { recipientName: recipient.name, availableUntil }),
    ),
  };
}

export const exportMailKinds = [
  defineMailKind<Event<'exportRequested'>>({
    kind: 'exportRequested',
    schema: z.object({ kind: z.literal('exportRequested'), eventId: id, orgId: id, clientId: id }),
    silencedBy: EXPORT_MAIL_SETTINGS.exportRequested,
    compose: composeForFirm(exportPlan),
  }),
  defineMailKind<Event<'exportApproved'>>({
    kind: 'exportApproved',
    schema: z.object({ kind: z.literal('exportApproved'), eventId: id, orgId: id, clientId: id }),
    silencedBy: EXPORT_MAIL_SETTINGS.exportApproved,
    compose: composeForFirm(exportPlan),
  }),
];
