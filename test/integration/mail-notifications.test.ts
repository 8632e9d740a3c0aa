/**
 * The portal's e-mail through the local stack, end to end: a request commits its change and puts a
 * mail event on the local queue, the queue runs the sending function, and the mail catcher's inbox
 * shows what went to whom — uploads to the attorney (a client's batches within the digest window in
 * one e-mail, sent when the window ends: 4 s in these tests), status changes to the client, an
 * admin's message with their signature, and nothing for those whose preferences say no. Failures, header
 * injection and idempotency: mail-delivery.test.ts.
 */
import { LOCAL_MAIL_FROM } from '../../local';
import { api } from './support/api';
import { windowOfBatch } from '../../functions/documents/mail/upload-digests';
import {
  type Firm,
  EVENT_HEADER,
  completeBatch,
  createFirm,
  eventOf,
  eventually,
  keptMessage,
  mailsTo,
  pdfCarrying,
  saveMySettings,
  sendCaseEmail,
  settleQueue,
  startBatch,
  updateCase,
  uploadBatch,
  uploadEventOf,
  waitForEvent,
  waitForEventLike,
} from './support/mail';
import { createPerson, openCase, uniqueId } from './support/principals';
import { SAMPLE_PDF } from './support/route-samples';

jest.setTimeout(60_000);

/** A firm of its own whose queue-check messages prove the queue has caught up (see settleQueue). */
let witness: Firm;

beforeAll(async () => {
  witness = await createFirm('mail-witness');
});

describe('a client uploads documents', () => {
  let f: Firm;

  beforeAll(async () => {
    f = await createFirm('mail-upload');
  });

  it('e-mails the case’s attorney once, naming every file and the case, with a link to the case and no document content', async () => {
    const secret = uniqueId('content');
    const files = [pdfCarrying(`passport ${uniqueId('p')}.pdf`, secret), pdfCarrying(`bank statement ${uniqueId('b')}.pdf`, secret)];

    const started = Date.now();
    const { batchId } = await uploadBatch(f.client, f.item, files);
    const mail = await waitForEvent(f.admin.email, uploadEventOf(batchId));
    const tookMs = Date.now() - started;
    await settleQueue(witness);

    expect(tookMs).toBeLessThan(10_000);
    expect(mail.to).toEqual([{ name: '', address: f.admin.email }]);
    expect(mail.envelope.to).toEqual([f.admin.email]);
    expect(mail.from).toEqual([{ name: '', address: LOCAL_MAIL_FROM }]);
    expect(mail.subject).toContain(f.item.caseName);
    for (const file of files) {
      expect(mail.text).toContain(file.fileName);
      expect(mail.html).toContain(file.fileName);
    }
    expect(mail.text).toContain(`/admin/cases/${f.item.caseId}`);
    expect(mail.html).toContain(`/admin/cases/${f.item.caseId}"`);
    expect(`${mail.text}${mail.html}`).not.toContain(secret);
    expect(`${mail.text}${mail.html}`).not.toContain('%PDF');
    expect(mail.attachments).toEqual([]);
    expect(await mailsTo(f.admin.email, uploadEventOf(batchId))).toHaveLength(1);
  });

  it('does not e-mail the client who uploaded', async () => {
    const { batchId } = await uploadBatch(f.client, f.item, [pdfCarrying(`visa ${uniqueId('v')}.pdf`, 'x')]);
    await waitForEvent(f.admin.email, uploadEventOf(batchId));
    await settleQueue(witness);

    expect(await mailsTo(f.client.email, 'documents-uploaded:')).toEqual([]);
  });

  it('e-mails the attorney of a small batch sent inline (base64) too', async () => {
    const fileName = `inline ${uniqueId('i')}.pdf`;

    const response = await api(`/v1/clients/${f.client.userId}/cases/${f.item.caseId}/uploads`, {
      method: 'POST',
      token: f.client.tokens.accessToken,
      body: { files: [{ fileName, fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' }] },
    });
    const mail = await waitForUploadNaming(f.admin.email, fileName);

    expect(response.status).toBe(201);
    expect(mail.headers[EVENT_HEADER]).toMatch(/^documents-uploaded:/);
    expect(mail.subject).toContain(f.item.caseName);
  });

  it('sends nothing when an admin uploads, even to a case whose attorney is another admin', async () => {
    const colleague = await createPerson(f.orgId, 'admin', 'colleague');
    const { batchId } = await uploadBatch(colleague, f.item, [pdfCarrying(`letter ${uniqueId('l')}.pdf`, 'x')]);

    await settleQueue(witness);

    for (const who of [f.admin, colleague, f.client]) expect(await mailsTo(who.email, uploadEventOf(batchId))).toEqual([]);
  });
});

describe('a client uploads many batches in a few minutes', () => {
  it('gets the attorney one e-mail naming every file of the batches within the window', async () => {
    const f = await createFirm('mail-digest');
    const files = ['passport', 'bank statement', 'offer letter', 'photo'].map((name) => pdfCarrying(`${name} ${uniqueId('d')}.pdf`, 'x'));
    // Uploaded first, completed together: the batches' events reach the sending function within one window.
    const batchIds = await Promise.all(files.map((file) => startBatch(f.client, f.item, [file])));

    const completions = await Promise.all(batchIds.map((batchId) => completeBatch(f.client, f.item, batchId)));
    const mail = await waitForEventLike(f.admin.email, 'documents-uploaded:');
    const windows = await Promise.all(batchIds.map((batchId) => windowOfBatch(uploadEventOf(batchId))));

    expect(completions.map((completion) => completion.status)).toEqual(batchIds.map(() => 201));
    for (const file of files) expect(mail.text).toContain(file.fileName);
    expect(mail.text).toContain(`uploaded ${files.length} documents`);
    // Every batch joined the window this e-mail was sent for, and it was sent once.
    expect(windows).toEqual(batchIds.map(() => eventOf(mail)));
    expect(await mailsTo(f.admin.email, 'documents-uploaded:')).toHaveLength(1);
  });

  it('sends a new e-mail for a batch after the window closed, naming only its own files', async () => {
    const f = await createFirm('mail-digest-later');
    const firstFile = pdfCarrying(`first ${uniqueId('a')}.pdf`, 'x');
    const first = await uploadBatch(f.client, f.item, [firstFile]);
    const firstMail = await waitForEvent(f.admin.email, uploadEventOf(first.batchId));

    const laterFile = pdfCarrying(`later ${uniqueId('b')}.pdf`, 'x');
    const later = await uploadBatch(f.client, f.item, [laterFile]);
    const laterMail = await waitForEvent(f.admin.email, uploadEventOf(later.batchId));

    expect(laterMail.text).toContain(laterFile.fileName);
    expect(laterMail.text).not.toContain(firstFile.fileName);
    expect(firstMail.text).not.toContain(laterFile.fileName);
    expect((await mailsTo(f.admin.email, 'documents-uploaded:')).map(eventOf).sort()).toEqual([uploadEventOf(first.batchId), uploadEventOf(later.batchId)].sort());
  });

  it('still sends every other event its own e-mail, however close together', async () => {
    const f = await createFirm('mail-digest-others');

    const inProgress = await updateCase(f.admin, f.item, { status: 'in-progress' });
    const onHold = await updateCase(f.admin, inProgress, { status: 'on-hold' });
    const mails = await Promise.all(
      [inProgress, onHold].map((updated) => waitForEvent(f.client.email, `case-status:${f.item.caseId}:${updated.dateUpdated}`)),
    );

    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('is now In Progress'), expect.stringContaining('is now On Hold')]);
  });
});

/** The first e-mail to `email` whose text names `fileName`. */
function waitForUploadNaming(email: string, fileName: string) {
  return eventually(
    async () => (await mailsTo(email, 'documents-uploaded:')).find((mail) => mail.text.includes(fileName)),
    (mail) => mail !== undefined,
    `An e-mail to ${email} naming ${fileName}`,
  ).then((mail) => mail as NonNullable<typeof mail>);
}

describe('an admin changes a case', () => {
  it('e-mails the client the new status', async () => {
    const f = await createFirm('mail-status');

    const updated = await updateCase(f.admin, f.item, { status: 'on-hold' });
    const mail = await waitForEvent(f.client.email, `case-status:${f.item.caseId}:${updated.dateUpdated}`);

    expect(mail.to).toEqual([{ name: '', address: f.client.email }]);
    expect(mail.subject).toContain(`${f.item.caseName} is now On Hold`);
    expect(mail.text).toContain('is now: On Hold.');
    expect(mail.text).toContain(`/client/cases/${f.item.caseId}`);
  });

  it('sends nothing when an update leaves the status as it was', async () => {
    const f = await createFirm('mail-same-status');
    await waitForEventLike(f.client.email, 'case-opened:');

    await updateCase(f.admin, f.item, { description: 'The employer sent the LMIA.' });
    await updateCase(f.admin, f.item, { status: f.item.status, caseName: `${f.item.caseName} (renamed)` });
    await settleQueue(witness);

    expect(await mailsTo(f.client.email, 'case-status:')).toEqual([]);
  });
});

describe('Send Email', () => {
  it('e-mails the client the admin’s message with their signature, replies going to the admin, and records it sent', async () => {
    const f = await createFirm('mail-message');
    const signature = `Kind regards,\nAlex Attorney ${uniqueId('sig')}\nSenior Counsel`;
    await saveMySettings(f.admin, { email: { signature, autoReply: false, autoReplyMessage: 'Back on Monday.' } });
    const message = `Your documents are due on Friday.\nPlease upload them to the case folder. ${uniqueId('m')}`;

    const response = await sendCaseEmail(f.admin, f.item.caseId, message);
    const mail = await waitForEvent(f.client.email, response.body.Item.messageId);
    const kept = await eventually(
      () => keptMessage(f.admin, f.item.caseId, response.body.Item.messageId),
      (found) => found?.delivery !== 'queued',
      'Recording the delivery',
    );

    expect(response.status).toBe(201);
    expect(mail.to).toEqual([{ name: '', address: f.client.email }]);
    expect(mail.envelope.to).toEqual([f.client.email]);
    expect(mail.replyTo).toEqual([{ name: '', address: f.admin.email }]);
    expect(mail.subject).toContain(f.item.caseName);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(signature);
    expect(mail.text.indexOf(signature)).toBeGreaterThan(mail.text.indexOf(message));
    expect(mail.html).toContain('Alex Attorney');
    expect(kept).toMatchObject({ delivery: 'sent', deliveredAt: expect.any(String) });
  });
});

describe('a client who reads the portal in French', () => {
  it('gets the status change and the admin’s message in French, the admin’s own words as written', async () => {
    const f = await createFirm('mail-french');
    const firmName = 'mail-french Immigration Law'; // createOrg's name of the firm
    await saveMySettings(f.client, { language: 'fr' });

    const updated = await updateCase(f.admin, f.item, { status: 'in-progress' });
    const statusMail = await waitForEvent(f.client.email, `case-status:${f.item.caseId}:${updated.dateUpdated}`);
    const message = `Vos documents sont attendus vendredi. ${uniqueId('m')}`;
    const sent = await sendCaseEmail(f.admin, f.item.caseId, message);
    const messageMail = await waitForEvent(f.client.email, sent.body.Item.messageId);

    expect(statusMail.subject).toBe(`${firmName} : votre dossier ${f.item.caseName} est maintenant « En cours »`);
    expect(statusMail.text).toContain(`Bonjour ${f.client.name},`);
    expect(statusMail.text).toContain(`Le statut de votre dossier ${f.item.caseName} est maintenant : En cours.`);
    expect(statusMail.text).toContain(`Voir votre dossier : `);
    expect(statusMail.text).toContain('Pour vous désabonner, désactivez-les');
    expect(statusMail.html).toContain('<html lang="fr">');
    expect(messageMail.subject).toBe(`${firmName} : un message concernant votre dossier ${f.item.caseName}`);
    expect(messageMail.text).toContain(`${f.admin.name} (${firmName}) vous a envoyé un message concernant votre dossier ${f.item.caseName} :`);
    expect(messageMail.text).toContain(message);
    expect(messageMail.text).toContain('Vous pouvez répondre à ce courriel.');
    for (const mail of [statusMail, messageMail]) expect(mail.text).not.toMatch(/Hello|View your case|your case/);
  });
});

describe('preferences', () => {
  it('sends a client whose e-mail notifications are off no case-opened or status e-mail (a message from the firm still goes)', async () => {
    const f = await createFirm('mail-quiet-client');
    const quiet = await createPerson(f.orgId, 'client', 'quiet');
    await saveMySettings(quiet, { notifications: { emailNotifications: false } });

    const item = await openCase(f.admin, quiet);
    await updateCase(f.admin, item, { status: 'in-progress' });
    // Through the same queue, after both events: a direct message is sent whatever the preferences.
    const sent = await sendCaseEmail(f.admin, item.caseId, `Please call the office. ${uniqueId('m')}`);
    await waitForEvent(quiet.email, sent.body.Item.messageId);

    expect((await mailsTo(quiet.email)).map((mail) => mail.headers[EVENT_HEADER])).toEqual([sent.body.Item.messageId]);
  });

  it('sends an attorney whose document updates are off no upload e-mail, while staff who asked for them get it', async () => {
    const f = await createFirm('mail-quiet-attorney');
    const colleague = await createPerson(f.orgId, 'admin', 'colleague');
    await saveMySettings(f.admin, { notifications: { emailNotifications: true, documentUpdates: false } });
    await saveMySettings(colleague, { notifications: { emailNotifications: true, documentUpdates: true } });

    const { batchId } = await uploadBatch(f.client, f.item, [pdfCarrying(`permit ${uniqueId('p')}.pdf`, 'x')]);
    // The attorney comes first among an event's recipients: the colleague's e-mail is sent after theirs would be.
    await waitForEvent(colleague.email, uploadEventOf(batchId));
    await settleQueue(witness);

    expect(await mailsTo(f.admin.email, 'documents-uploaded:')).toEqual([]);
  });
});
