/**
 * Signatures through the local gateway with real tokens: the firm asks its client to sign a PDF of the
 * case; the client gets a one-time code by e-mail (the local inbox) and signs; the signed PDF is a
 * document of the case that both download, and Poppler's pdfsig — a reader that is not ours — finds
 * its signature valid over the whole file, with the certificate page's facts in its text, and sees a
 * change of one byte. A wrong code, a second signature, another client and another firm are refused.
 * Opening the document marks the request viewed; past its due date it has expired and is refused; the
 * daily reminders job e-mails the client, in their language, of what still waits on their signature.
 * Staff make the service agreement from the firm's template, the case's fields and the fees filled in,
 * and send it for signature.
 */
import { createHash } from 'node:crypto';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { DocumentLink, StoredItem } from '../../shared/documents/types';
import type { SignatureCodeSent, SignatureRequest, TemplateDocument } from '../../shared/signatures/types';
import { changeOneByte, pdfsig, pdfText, samplePdf } from '../unit/support/pdf-tools';
import { api } from './support/api';
import { type Firm, createFirm, saveMySettings, waitForEvent, waitForEventLike } from './support/mail';
import { type Person, createPerson, openCase } from './support/principals';
import { runReminders } from './support/reminders-job';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(120_000);

const utcDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};

let firm: Firm;
let otherFirm: Firm;
let otherClient: Person;
let original: Uint8Array;
let documentId: string;

const requestsPath = (caseId = firm.item.caseId) => `/v1/cases/${caseId}/signature-requests`;
const ask = (body: unknown, as: Person = firm.admin, caseId = firm.item.caseId) =>
  api<SignatureRequest>(`/v1/admin/cases/${caseId}/signature-requests`, { method: 'POST', token: as.tokens.accessToken, body });
const askCode = (id: string, as: Person = firm.client, caseId = firm.item.caseId) =>
  api<SignatureCodeSent>(`${requestsPath(caseId)}/${id}/code`, { method: 'POST', token: as.tokens.accessToken });
const sign = (id: string, body: unknown, as: Person = firm.client, caseId = firm.item.caseId) =>
  api<SignatureRequest>(`${requestsPath(caseId)}/${id}/sign`, { method: 'POST', token: as.tokens.accessToken, body, headers: { 'user-agent': 'SignatureTest/1.0 (phone)' } });

/** The code in the latest signing-code e-mail to `person` for this request. */
async function codeMailedTo(person: Person, signatureRequestId: string): Promise<string> {
  const mail = await waitForEventLike(person.email, `signature-code:${signatureRequestId}:`);
  const code = /(\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

async function download(as: Person, id: string): Promise<Uint8Array> {
  const link = await api<DocumentLink>(`/v1/cases/${firm.item.caseId}/documents/${id}/download`, { token: as.tokens.accessToken });
  expect(link.status).toBe(200);
  const response = await fetch(link.body.url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  useStackEnvironment();
  [firm, otherFirm] = await Promise.all([createFirm('signatures'), createFirm('signatures-other')]);
  otherClient = await createPerson(firm.orgId, 'client', 'other-client');
  await openCase(firm.admin, otherClient);
  original = await samplePdf(3, 'Service agreement (retainer)');
  const file = { fileName: 'Retainer.pdf', fileBase64: Buffer.from(original).toString('base64'), fileSize: original.length, fileType: 'application/pdf' };
  const uploaded = await api<{ data: StoredItem[] }>(`/v1/admin/cases/${firm.item.caseId}/users/${firm.client.userId}/folders/${firm.item.caseFolderId}/files/upload`, {
    method: 'POST',
    token: firm.admin.tokens.accessToken,
    body: { files: [file] },
  });
  if (uploaded.status !== 201) throw new Error(`Upload answered ${uploaded.status}: ${uploaded.text}`);
  documentId = uploaded.body.data[0]?.id ?? '';
});

describe('a client signs a PDF of their case', () => {
  let request: SignatureRequest;
  let signed: SignatureRequest;

  it('is asked by the firm: sent, with the SHA-256 of what is to be signed, and listed for the client', async () => {
    // Act
    const asked = await ask({ documentId, signers: ['client'], message: 'Please sign the retainer.', dueDate: '2031-01-15' });
    const listed = await api<{ Items: SignatureRequest[] }>(requestsPath(), { token: firm.client.tokens.accessToken });

    // Assess
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'sent', documentId, documentName: 'Retainer.pdf', documentSha256: createHash('sha256').update(original).digest('hex') });
    expect(asked.body.signatureRequestId).toEqual(expect.any(String));
    expect(listed.body.Items.map((item) => item.signatureRequestId)).toContain(asked.body.signatureRequestId);
    request = asked.body;
  });

  it('refuses a wrong code (400 signature-code-invalid) once a code was e-mailed, and the request is then viewed', async () => {
    // Prepare
    const sent = await askCode(request.signatureRequestId);
    const code = await codeMailedTo(firm.client, request.signatureRequestId);
    const wrong = code === '000000' ? '111111' : '000000';

    // Act
    const refused = await sign(request.signatureRequestId, { code: wrong, typedName: firm.client.name, consent: true });

    // Assess
    expect(sent.status).toBe(202);
    expect(sent.body.sentTo).toMatch(/\*+@/);
    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('signature-code-invalid');
    const listed = await api<{ Items: SignatureRequest[] }>(requestsPath(), { token: firm.admin.tokens.accessToken });
    expect(listed.body.Items.find((item) => item.signatureRequestId === request.signatureRequestId)?.status).toBe('viewed');
  });

  it('signs with the e-mailed code: signed, with the signed document shared with the client', async () => {
    // Prepare
    const code = await codeMailedTo(firm.client, request.signatureRequestId);

    // Act
    const answered = await sign(request.signatureRequestId, { code, typedName: 'Amélie Client', consent: true });

    // Assess
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'signed', signers: [{ role: 'client', name: 'Amélie Client' }] });
    expect(answered.body.signedDocumentId).toEqual(expect.any(String));
    expect(answered.body.signedDocumentId).not.toBe(documentId);
    signed = answered.body;
  });

  it('gives a signed PDF that pdfsig finds valid and whole, with the certificate page\'s facts, to the client and the firm alike', async () => {
    // Act
    const [asClient, asFirm] = await Promise.all([download(firm.client, signed.signedDocumentId ?? ''), download(firm.admin, signed.signedDocumentId ?? '')]);

    // Assess
    expect(Buffer.from(asClient).equals(Buffer.from(asFirm))).toBe(true);
    const report = pdfsig(asClient);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = pdfText(asClient);
    for (const fact of [createHash('sha256').update(original).digest('hex'), 'Amélie Client', firm.client.email, 'one-time code e-mailed', 'SignatureTest/1.0 (phone)', request.signatureRequestId, 'UTC']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Service agreement (retainer)');
  });

  it('keeps the original as it was', async () => {
    // Act
    const kept = await download(firm.client, documentId);

    // Assess
    expect(Buffer.from(kept).equals(Buffer.from(original))).toBe(true);
  });

  it('lets pdfsig see a change of one byte of the signed PDF', async () => {
    // Prepare
    const bytes = await download(firm.client, signed.signedDocumentId ?? '');

    // Act
    const report = pdfsig(changeOneByte(bytes));

    // Assess
    expect(report).not.toContain('Signature is Valid');
  });

  it('refuses a second signature (409)', async () => {
    // Act
    const again = await sign(request.signatureRequestId, { code: '123456', typedName: 'Amélie Client', consent: true });

    // Assess
    expect(again.status).toBe(409);
    expect(again.headers.get(REFUSAL_CODE_HEADER)).toBe('signature-already-signed');
  });
});

describe('who may reach a signature request', () => {
  let request: SignatureRequest;

  beforeAll(async () => {
    request = (await ask({ documentId, signers: ['client'] })).body;
  });

  it('answers another client of the firm 404, for the list, the code and the signature', async () => {
    // Act
    const answers = await Promise.all([
      api(requestsPath(), { token: otherClient.tokens.accessToken }),
      askCode(request.signatureRequestId, otherClient),
      sign(request.signatureRequestId, { code: '123456', typedName: 'Someone', consent: true }, otherClient),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });

  it('answers another firm 404, asking for a signature on the case included', async () => {
    // Act
    const answers = await Promise.all([
      api(requestsPath(), { token: otherFirm.admin.tokens.accessToken }),
      ask({ documentId, signers: ['client'] }, otherFirm.admin),
      askCode(request.signatureRequestId, otherFirm.client),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });

  it('refuses to sign without consent (400 signature-consent-required)', async () => {
    // Act
    const refused = await sign(request.signatureRequestId, { code: '123456', typedName: firm.client.name, consent: false });

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('signature-consent-required');
  });

  it('lets the client decline with a reason; the request is then closed', async () => {
    // Act
    const declined = await api<SignatureRequest>(`${requestsPath()}/${request.signatureRequestId}/decline`, {
      method: 'POST',
      token: firm.client.tokens.accessToken,
      body: { reason: 'The fees are not the ones we agreed.' },
    });
    const codeAfter = await askCode(request.signatureRequestId);

    // Assess
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'The fees are not the ones we agreed.' });
    expect(codeAfter.status).toBe(409);
    expect(codeAfter.headers.get(REFUSAL_CODE_HEADER)).toBe('signature-request-closed');
  });
});

describe('viewed, expired and reminded', () => {
  let dueToday: SignatureRequest;
  let overdue: SignatureRequest;

  beforeAll(async () => {
    await saveMySettings(firm.client, { language: 'fr' });
    const [today, yesterday] = await Promise.all([ask({ documentId, signers: ['client'], dueDate: utcDay(0) }), ask({ documentId, signers: ['client'], dueDate: utcDay(-1) })]);
    dueToday = today.body;
    overdue = yesterday.body;
  });

  it('marks a request viewed when its signer opens the document, keeping the first opening\'s time; staff opening it change nothing', async () => {
    // Act
    const byStaff = await api<SignatureRequest>(`${requestsPath()}/${dueToday.signatureRequestId}/view`, { method: 'POST', token: firm.admin.tokens.accessToken });
    const first = await api<SignatureRequest>(`${requestsPath()}/${dueToday.signatureRequestId}/view`, { method: 'POST', token: firm.client.tokens.accessToken });
    const again = await api<SignatureRequest>(`${requestsPath()}/${dueToday.signatureRequestId}/view`, { method: 'POST', token: firm.client.tokens.accessToken });

    // Assess
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.status).toBe('sent');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) });
    expect(again.body.viewedAt).toBe(first.body.viewedAt);
  });

  it('lists a request past its due date as expired and refuses its code and signature (409 signature-request-closed)', async () => {
    // Act
    const listed = await api<{ Items: SignatureRequest[] }>(requestsPath(), { token: firm.admin.tokens.accessToken });
    const code = await askCode(overdue.signatureRequestId);
    const signed = await sign(overdue.signatureRequestId, { code: '123456', typedName: firm.client.name, consent: true });

    // Assess
    expect(listed.body.Items.find((item) => item.signatureRequestId === overdue.signatureRequestId)?.status).toBe('expired');
    expect([code.status, signed.status]).toEqual([409, 409]);
    expect([code.headers.get(REFUSAL_CODE_HEADER), signed.headers.get(REFUSAL_CODE_HEADER)]).toEqual(['signature-request-closed', 'signature-request-closed']);
  });

  it('reminds the client once a day, in their language, of the document due today, linked to its signing screen', async () => {
    // Act
    const first = await runReminders();
    const second = await runReminders();
    const mail = await waitForEvent(firm.client.email, `signature-reminder-${firm.client.userId}-${first.day}`);

    // Assess
    expect(first.signatures.reminded).toBeGreaterThanOrEqual(1);
    expect(second.signatures.alreadyReminded).toBeGreaterThanOrEqual(1);
    expect(mail.subject).toContain('attend votre signature');
    expect(mail.text).toContain('Retainer.pdf : à signer au plus tard le');
    expect(mail.text).toContain(`/client/cases/${firm.item.caseId}?document=${documentId}`);
  });
});

describe('a document made from the firm\'s template', () => {
  const makeDocument = (body: unknown, as: Person = firm.admin, caseId = firm.item.caseId) =>
    api<TemplateDocument>(`/v1/admin/cases/${caseId}/signature-documents`, { method: 'POST', token: as.tokens.accessToken, body });

  it('is the service agreement in French with the case\'s fields and the fees filled in, a PDF of the case the client can sign', async () => {
    // Act
    const made = await makeDocument({ templateId: 'retainer', language: 'fr', fields: { fees: '2 500 $ plus taxes, en deux versements' } });
    const asked = await ask({ documentId: made.body.documentId, signers: ['client'] });

    // Assess
    expect(made.status).toBe(201);
    expect(made.body.name).toBe(`Convention de services ${firm.item.caseNumber}.pdf`);
    const text = pdfText(await download(firm.client, made.body.documentId)).replace(/\s+/g, ' ');
    for (const fact of ['Convention de services', firm.item.clientName, firm.item.caseNumber, firm.item.caseName, '2 500 $ plus taxes, en deux versements', 'honoraires professionnels']) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/le \d{1,2} \S+ \d{4}/);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'sent', documentId: made.body.documentId });
  });

  it('refuses a template that does not exist (400 signature-template-missing), and another firm\'s case (404)', async () => {
    // Act
    const unknown = await makeDocument({ templateId: 'lease', language: 'en', fields: { fees: '$100' } });
    const otherFirms = await makeDocument({ templateId: 'retainer', language: 'en', fields: { fees: '$100' } }, otherFirm.admin);

    // Assess
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get(REFUSAL_CODE_HEADER)).toBe('signature-template-missing');
    expect(otherFirms.status).toBe(404);
  });
});
