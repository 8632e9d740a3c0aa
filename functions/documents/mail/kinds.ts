/**
 * The documents feature's e-mail as the mail sender sends it: a client's upload, told to the firm. A
 * client's batches on a case within a few minutes are gathered into one e-mail first (upload-digests.ts):
 * the upload's event joins the open window, and the window's reminder (`uploadDigestDue`), coming back
 * from the queue at its end, e-mails the window. Without a window (0) or a queue to hold a reminder, an
 * upload is e-mailed at once.
 */
import * as z from 'zod/mini';
import type { Case } from '../../../shared/cases/types';
import { DOCUMENT_LIMITS } from '../../../shared/documents/limits';
import { config } from '../../core/config';
import { composeAboutCase } from '../../cases';
import { type FirmContext, type MailDesk, type MailPlan, NOTHING, defineMailKind, defineMailSignal, gatherIntoWindow, mailEach, mailEventId } from '../../mail';
import { getUserById, listAdminsOfOrg } from '../../users';
import { DOCUMENT_MAIL_SETTINGS, type DocumentMailEvent } from './events';
import { documentsUploadedRecipients } from './recipients';
import { renderDocumentsUploaded } from './templates';
import { type DocumentsUploaded, UPLOAD_DIGEST, closeUploadDigest, uploadWindowEvent } from './upload-digests';

const id = mailEventId();
/** Far more than any upload batch: the e-mail lists the first ones by name. */
const MAX_FILE_NAMES = 1000;

async function documentsUploadedPlan(event: DocumentsUploaded, found: Case, context: FirmContext): Promise<MailPlan> {
  if (event.fileNames.length === 0) return NOTHING;
  const admins = await listAdminsOfOrg(event.orgId);
  const attorney = admins.find((admin) => admin.userId === found.attorneyId) ?? (await getUserById(found.attorneyId));
  const recipients = documentsUploadedRecipients({ orgId: event.orgId, uploadedById: event.uploadedById, attorney, admins });
  return {
    mails: mailEach(recipients, context, (written, recipient) =>
      renderDocumentsUploaded(written, {
        recipientName: recipient.name,
        caseId: found.caseId,
        caseName: found.caseName,
        // Only the case's client uploads as a client (the only uploads e-mailed about).
        uploaderName: found.clientName,
        fileNames: event.fileNames,
      }),
    ),
  };
}

/** An upload joins its client's digest on the case; the batch that opens a window queues the window's reminder. */
function collectIntoDigest(event: DocumentsUploaded, desk: MailDesk): Promise<void> {
  return gatherIntoWindow(UPLOAD_DIGEST, uploadWindowEvent(event), config.uploadDigestWindowSeconds, () => desk.deliver(event));
}

export const documentMailKinds = [
  defineMailKind<DocumentsUploaded>({
    kind: 'documentsUploaded',
    schema: z.object({
      kind: z.literal('documentsUploaded'),
      eventId: id,
      orgId: id,
      caseId: id,
      uploadedById: id,
      fileNames: z.array(z.string().check(z.maxLength(DOCUMENT_LIMITS.fileName))).check(z.maxLength(MAX_FILE_NAMES)),
    }),
    silencedBy: DOCUMENT_MAIL_SETTINGS.documentsUploaded,
    compose: composeAboutCase(documentsUploadedPlan),
    receive: collectIntoDigest,
  }),
  /** The end of a digest's window: closes it and e-mails it, every file of its batches, as the first batch's event. */
  defineMailSignal<Extract<DocumentMailEvent, { kind: 'uploadDigestDue' }>>({
    kind: 'uploadDigestDue',
    schema: z.object({ kind: z.literal('uploadDigestDue'), eventId: id }),
    async receive(event, desk) {
      const digest = await closeUploadDigest(event.eventId);
      if (digest) await desk.deliver(digest);
    },
  }),
];
