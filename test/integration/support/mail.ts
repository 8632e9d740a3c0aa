/**
 * The portal's e-mail as the mail tests see it: firms to write to, the browser's upload steps, and the
 * local inbox read by recipient and mail event (`X-Portal-Event`). The inbox is shared by every test
 * of the run, so tests make their own people (unique addresses) and read only what was sent to them.
 *
 * "Nothing was sent" is never a sleep: `settleQueue` publishes one more event that IS e-mailed and
 * waits for it. The local queue hands messages to the sending function in the order they were sent,
 * one batch at a time, each record in turn, so once that e-mail is in the inbox every event published
 * before it has been dealt with (an event whose e-mail fails comes back later: tests of "nothing" do
 * not fail their e-mail). An upload is the exception: its event only joins the client's digest, whose
 * e-mail goes when the window ends (UPLOAD_DIGEST_WINDOW_SECONDS, set by global-setup.ts), so a test
 * of "nothing" after an upload first waits for an e-mail of that window to someone.
 */
import { type CaughtMail, readInbox, waitForMail } from '../../../local';
import type { Case, CaseEmail } from '../../../shared/cases/types';
import type { StoredItem, UploadBatch } from '../../../shared/documents/types';
import { api } from './api';
import { type Person, createOrg, createPerson, openCase, uniqueId } from './principals';
import { SAMPLE_PDF } from './route-samples';
import { stack } from './stack';

/** Every wait for an e-mail ends within this (they typically arrive within a second). */
export const MAIL_WAIT_MS = 20_000;
const POLL_MS = 100;

/** The header that names the mail event an e-mail was sent for. */
export const EVENT_HEADER = 'x-portal-event';

/** A firm of one admin (the attorney of the cases they open) and one client with a case. */
export interface Firm {
  orgId: string;
  admin: Person;
  client: Person;
  item: Case;
}

export async function createFirm(label: string): Promise<Firm> {
  const orgId = await createOrg(label);
  const admin = await createPerson(orgId, 'admin', 'admin');
  const client = await createPerson(orgId, 'client', 'client');
  return { orgId, admin, client, item: await openCase(admin, client) };
}

/** The mail event of an e-mail ('' when it has none). */
export const eventOf = (mail: CaughtMail): string => mail.headers[EVENT_HEADER] ?? '';

/** The e-mails to `email` (newest first), only those of mail events starting with `eventPrefix` when given. */
export async function mailsTo(email: string, eventPrefix = ''): Promise<CaughtMail[]> {
  return (await readInbox(stack(), { to: email })).filter((mail) => eventOf(mail).startsWith(eventPrefix));
}

/** The e-mail to `email` of the mail event `eventId` once it has arrived. */
export function waitForEvent(email: string, eventId: string): Promise<CaughtMail> {
  return waitForMail(stack(), { to: email, where: (mail) => eventOf(mail) === eventId, timeoutMs: MAIL_WAIT_MS });
}

/** The e-mail to `email` of the first mail event starting with `eventPrefix`, once it has arrived. */
export function waitForEventLike(email: string, eventPrefix: string): Promise<CaughtMail> {
  return waitForMail(stack(), { to: email, where: (mail) => eventOf(mail).startsWith(eventPrefix), timeoutMs: MAIL_WAIT_MS });
}

/** Reads until `done` holds (then answers the last read) or `timeoutMs` passes (then throws). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = MAIL_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms (last read: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Settings → a tab, as the signed-in person saves it (`PATCH /v1/me/settings`); throws unless 200. */
export async function saveMySettings(who: Person, body: Record<string, unknown>): Promise<void> {
  const response = await api('/v1/me/settings', { method: 'PATCH', token: who.tokens.accessToken, body });
  if (response.status !== 200) throw new Error(`Saving ${who.email}'s settings answered ${response.status}: ${response.text}`);
}

/** 'Send Email Regarding Case' as this admin: the answer as it came. */
export function sendCaseEmail(admin: Person, caseId: string, message: string) {
  return api<{ Item: CaseEmail }>(`/v1/admin/cases/${caseId}/emails`, { method: 'POST', token: admin.tokens.accessToken, body: { message } });
}

/** The kept message `messageId` of the case, as `GET /v1/admin/cases/{caseId}/emails` lists it. */
export async function keptMessage(admin: Person, caseId: string, messageId: string): Promise<CaseEmail | undefined> {
  const response = await api<{ messages: CaseEmail[] }>(`/v1/admin/cases/${caseId}/emails`, { token: admin.tokens.accessToken });
  if (response.status !== 200) throw new Error(`Listing the e-mails of case ${caseId} answered ${response.status}: ${response.text}`);
  return response.body.messages.find((message) => message.messageId === messageId);
}

/** Changes a case as its admin (`PATCH /v1/admin/orgs/{orgId}/cases/{caseId}`); throws unless 200. */
export async function updateCase(admin: Person, item: Case, changes: Record<string, unknown>): Promise<Case> {
  const response = await api<{ updatedItem: Case }>(`/v1/admin/orgs/${admin.orgId}/cases/${item.caseId}`, {
    method: 'PATCH',
    token: admin.tokens.accessToken,
    body: changes,
  });
  if (response.status !== 200) throw new Error(`Updating case ${item.caseId} answered ${response.status}: ${response.text}`);
  return response.body.updatedItem;
}

export interface LocalFile {
  fileName: string;
  bytes: Buffer;
}

/** A small real PDF whose bytes carry `marker` (in a comment): an e-mail must never show it. */
export function pdfCarrying(fileName: string, marker: string): LocalFile {
  return { fileName, bytes: Buffer.concat([SAMPLE_PDF, Buffer.from(`% ${marker}\n`, 'latin1')]) };
}

export function completeBatch(who: Person, item: Case, batchId: string) {
  return api<{ success: boolean; data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${batchId}/complete`, {
    method: 'POST',
    token: who.tokens.accessToken,
  });
}

/** The browser's first two upload steps (targets, PUT straight to storage); answers the batch id. */
export async function startBatch(who: Person, item: Case, files: readonly LocalFile[]): Promise<string> {
  const targets = await api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${item.caseFolderId}/upload-targets`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { files: files.map((file) => ({ fileName: file.fileName, fileSize: file.bytes.length, fileType: 'application/pdf' })) },
  });
  if (targets.status !== 201) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
  await Promise.all(
    targets.body.uploads.map(async (target) => {
      const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: files[target.index]?.bytes });
      if (!put.ok) throw new Error(`PUT to storage answered ${put.status}`);
    }),
  );
  return targets.body.batchId;
}

/** The browser's three upload steps: targets → PUT → complete; throws unless the completion answers 201. */
export async function uploadBatch(who: Person, item: Case, files: readonly LocalFile[]): Promise<{ batchId: string; documents: StoredItem[] }> {
  const batchId = await startBatch(who, item, files);
  const completion = await completeBatch(who, item, batchId);
  if (completion.status !== 201) throw new Error(`Completing batch ${batchId} answered ${completion.status}: ${completion.text}`);
  return { batchId, documents: completion.body.data };
}

/** The mail event of a completed direct-upload batch (functions/documents/domain/documents.ts). */
export const uploadEventOf = (batchId: string) => `documents-uploaded:${batchId}`;

/**
 * Waits until the mail queue has dealt with every event published before this call: `witness`'s
 * admin sends a case message (always e-mailed) and this waits for its e-mail.
 */
export async function settleQueue(witness: Firm): Promise<void> {
  const sent = await sendCaseEmail(witness.admin, witness.item.caseId, `Queue check ${uniqueId('settle')}`);
  if (sent.status !== 201) throw new Error(`The witness's message answered ${sent.status}: ${sent.text}`);
  await waitForEvent(witness.client.email, sent.body.Item.messageId);
}
