/**
 * Retention of closed cases through the local stack: a firm's two cases get documents,
 * messages, a document request, a signature request and an e-mail through the gateway, are closed, one is put under legal
 * hold, and both are made 8 years closed directly in the table; the daily job (destroyExpiredCases,
 * run here by `npx tsx scripts/invoke.ts destroyExpiredCases`) destroys the other one from every store
 * and leaves one `case.destroyed` record, without content, in the firm's chain. The firm's
 * retentionYears is refused outside 6–10.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ActivityRecord } from '../../shared/activity/types';
import type { Case } from '../../shared/cases/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { ACTIVITY_PK_PREFIX, PENDING_ACTIVITY_PK_PREFIX, indexKeys, keys } from '../../shared/core/table';
import type { StoredItem } from '../../shared/documents/types';
import type { OrgSummary } from '../../shared/orgs/types';
import { documentClient } from '../../functions/core/dynamodb';
import type { ExpiredCasesResult } from '../../functions/jobs/destroy-expired-cases';
import { api } from './support/api';
import { objectsOfCase, readFolder } from './support/documents';
import { type Firm, createFirm, pdfCarrying, sendCaseEmail, updateCase, uploadBatch } from './support/mail';
import { openCase, orgSummary, uniqueId } from './support/principals';
import { stack, useStackEnvironment } from './support/stack';

jest.setTimeout(180_000);

/** What the job answers (and invoke prints). */
type JobResult = ExpiredCasesResult;

/** `npx tsx scripts/invoke.ts destroyExpiredCases` against the test stack: its result is on stdout. */
async function runJob(): Promise<JobResult> {
  const { stdout } = await promisify(execFile)(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/invoke.ts', 'destroyExpiredCases'], {
    encoding: 'utf8',
    env: { ...process.env, LOCAL_DATA_DIR: stack().dataDir },
  });
  // The handler's own log lines (JSON, one a line) may come first; the result is printed last, indented.
  const start = stdout.startsWith('{\n') ? 0 : stdout.lastIndexOf('\n{\n') + 1;
  return JSON.parse(stdout.slice(start)) as JobResult;
}

const table = () => process.env.TABLE_NAME;
const getItem = async (key: { PK: string; SK: string }) => (await documentClient().send(new GetCommand({ TableName: table(), Key: key }))).Item;
async function partition(pk: string, index?: 'GSI1' | 'GSI2' | 'GSI3'): Promise<Record<string, unknown>[]> {
  const attribute = index ? `${index}PK` : 'PK';
  const result = await documentClient().send(
    new QueryCommand({ TableName: table(), IndexName: index, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': attribute }, ExpressionAttributeValues: { ':pk': pk } }),
  );
  return result.Items ?? [];
}

/** The firm's chain once every record written to it is linked (the linker runs off the request path, within seconds). */
async function linkedFirmChain(orgId: string): Promise<ActivityRecord[]> {
  for (let attempt = 0; attempt < 300 && (await partition(`${PENDING_ACTIVITY_PK_PREFIX}ORG#${orgId}`)).length > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await partition(`${ACTIVITY_PK_PREFIX}ORG#${orgId}`)) as unknown as ActivityRecord[];
}

/** Moves a closed case's closing date back (its GSI3 sort key with it), as if it had closed then. */
async function closedYearsAgo(item: Case, years: number): Promise<string> {
  const closedAt = new Date(Date.now() - years * 365.25 * 24 * 3600 * 1000).toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.case(item.caseId),
      UpdateExpression: 'SET closedAt = :closedAt, GSI3SK = :sk',
      ConditionExpression: 'GSI3PK = :closed',
      ExpressionAttributeValues: { ':closedAt': closedAt, ':sk': indexKeys.byDate(closedAt, item.caseId), ':closed': indexKeys.closedCases() },
    }),
  );
  return closedAt;
}

interface Filled {
  item: Case;
  documents: StoredItem[];
  marker: string;
  messageText: string;
}

/** Gives a case a document, a message from each side, a document request, a signature request and a case e-mail. */
async function fill(firm: Firm, item: Case, label: string): Promise<Filled> {
  const marker = uniqueId(`${label}-secret`);
  const { documents } = await uploadBatch(firm.client, item, [pdfCarrying(`${label}-passport.pdf`, marker)]);
  const messageText = `Here is my passport ${uniqueId(label)}`;
  for (const [who, body] of [
    [firm.client, messageText],
    [firm.admin, `Thank you ${label}`],
  ] as const) {
    const sent = await api(`/v1/cases/${item.caseId}/messages`, { method: 'POST', token: who.tokens.accessToken, body: { body } });
    expect(sent.status).toBe(201);
  }
  const requested = await api(`/v1/admin/cases/${item.caseId}/requests`, { method: 'POST', token: firm.admin.tokens.accessToken, body: { items: [{ title: `Birth certificate ${label}` }] } });
  expect(requested.status).toBe(201);
  const [pdf] = documents;
  const signature = await api(`/v1/admin/cases/${item.caseId}/signature-requests`, { method: 'POST', token: firm.admin.tokens.accessToken, body: { documentId: pdf?.id, signers: ['client'] } });
  expect(signature.status).toBe(201);
  expect((await sendCaseEmail(firm.admin, item.caseId, `About your file ${label}`)).status).toBe(201);
  return { item, documents, marker, messageText };
}

/** The notices' windows in these tests (global-setup.ts: UPLOAD_DIGEST_ and CLIENT_NOTICE_WINDOW_SECONDS, 4 s), with a margin. */
const QUIET_MS = 6000;

/**
 * The automatic e-mails about these cases (the upload digest, the client's notices, the message and
 * status notices) are logged as the mail queue sends them: some at once, some when their window
 * closes, all after the request that caused them. Waits until each case has one and none more came for
 * longer than a window, so that the job meets every e-mail its cases will get (60 s at most).
 */
async function untilCaseEmailsSettle(caseIds: readonly string[]): Promise<void> {
  const counts = async () => Promise.all(caseIds.map(async (caseId) => (await partition(indexKeys.caseEmails(caseId), 'GSI1')).filter((email) => email.automatic === true).length));
  let last = await counts();
  let quietSince = Date.now();
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await counts();
    if (now.some((count, index) => count !== last[index])) {
      last = now;
      quietSince = Date.now();
    } else if (last.every((count) => count > 0) && Date.now() - quietSince >= QUIET_MS) return;
  }
  throw new Error(`The cases' automatic e-mails did not settle within 60 s (logged: ${last.join(', ')})`);
}

let firm: Firm;
let destroyed: Filled;
let held: Filled;
let before: OrgSummary;
let firstRun: JobResult;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('retention');
  destroyed = await fill(firm, firm.item, 'gone');
  held = await fill(firm, await openCase(firm.admin, firm.client), 'held');

  const closing = await updateCase(firm.admin, destroyed.item, { status: 'closed' });
  expect(closing.closedAt).toEqual(expect.any(String));
  await updateCase(firm.admin, held.item, { status: 'closed' });
  const holding = await updateCase(firm.admin, held.item, { legalHold: true });
  expect(holding).toMatchObject({ status: 'closed', legalHold: true, closedAt: expect.any(String) });

  await closedYearsAgo(destroyed.item, 8);
  await closedYearsAgo(held.item, 8);
  before = await orgSummary(firm.admin);
  expect(await objectsOfCase(destroyed.item.caseId)).toHaveLength(1);
  await untilCaseEmailsSettle([destroyed.item.caseId, held.item.caseId]);
  firstRun = await runJob();
});

describe('the destruction job', () => {
  it('destroys the case past its date and keeps the one under legal hold', () => {
    expect(firstRun.destroyed).toContain(destroyed.item.caseId);
    expect(firstRun.destroyed).not.toContain(held.item.caseId);
    expect(firstRun.held).toBeGreaterThanOrEqual(1);
    expect(firstRun.failed).toEqual([]);
  });

  it('leaves nothing of the destroyed case in the table', async () => {
    const { caseId, caseFolderId, caseNumber } = destroyed.item;
    expect(await getItem(keys.case(caseId))).toBeUndefined();
    // Its document and signature requests, messages and conversation shared its partition.
    expect(await partition(keys.case(caseId).PK)).toEqual([]);
    expect(await getItem(keys.caseNumber(firm.orgId, caseNumber))).toBeUndefined();
    expect(await getItem(keys.folder(caseFolderId))).toBeUndefined();
    for (const document of destroyed.documents) {
      expect(await getItem(keys.document(document.id))).toBeUndefined();
      expect(await getItem(keys.itemName(caseFolderId, document.name))).toBeUndefined();
    }
    expect(await partition(indexKeys.caseDocuments(caseId), 'GSI2')).toEqual([]);
    expect(await partition(indexKeys.folderDocuments(caseFolderId), 'GSI1')).toEqual([]);
    expect(await partition(indexKeys.caseEmails(caseId), 'GSI1')).toEqual([]);
    expect(await partition(`${ACTIVITY_PK_PREFIX}CASE#${caseId}`)).toEqual([]);
    const closed = await partition(indexKeys.closedCases(), 'GSI3');
    expect(closed.map((item) => item.caseId)).not.toContain(caseId);
  });

  it('leaves nothing of its documents in the store', async () => {
    expect(await objectsOfCase(destroyed.item.caseId)).toEqual([]);
    expect(await readFolder(destroyed.item.caseFolderId)).toBeUndefined();
  });

  it('keeps the case under legal hold whole', async () => {
    const { caseId, caseFolderId } = held.item;
    expect(await getItem(keys.case(caseId))).toMatchObject({ legalHold: true, status: 'closed' });
    expect(await getItem(keys.folder(caseFolderId))).toBeDefined();
    expect(await objectsOfCase(caseId)).toHaveLength(1);
    const items = await partition(keys.case(caseId).PK);
    expect(items.filter((item) => String(item.SK).startsWith('MESSAGE#'))).toHaveLength(2);
    expect(items.filter((item) => String(item.SK).startsWith('REQ#'))).toHaveLength(1);
    // The staff's message, and the automatic e-mails about the case the firm's e-mail log lists beside it.
    const caseEmails = await partition(indexKeys.caseEmails(caseId), 'GSI1');
    expect(caseEmails.filter((email) => email.automatic !== true)).toHaveLength(1);
    expect(caseEmails.filter((email) => email.automatic === true).length).toBeGreaterThan(0);
    expect((await partition(`${ACTIVITY_PK_PREFIX}CASE#${caseId}`)).length).toBeGreaterThan(0);
    const page = await api<{ Item: Case }>(`/v1/admin/cases/${caseId}`, { token: firm.admin.tokens.accessToken });
    expect(page.status).toBe(200);
  });

  it('leaves one destruction record in the firm’s chain: the rule, when, by whom, what was removed counted, no content', async () => {
    const records = await linkedFirmChain(firm.orgId);
    const destructions = records.filter((record) => record.kind === 'case.destroyed');
    expect(destructions).toHaveLength(1);
    const [record] = destructions;
    expect(record).toMatchObject({
      caseId: destroyed.item.caseId,
      orgId: firm.orgId,
      actor: { userId: 'system', name: 'Retention job', role: 'system' },
      at: expect.any(String),
      details: {
        rule: 'retention: 7 years after closing',
        closedAt: expect.any(String),
        caseNumber: destroyed.item.caseNumber,
        removed: expect.objectContaining({ documents: 1, messages: 2, conversations: 1, requests: 1, signatureRequests: 1, storedObjects: 1 }),
      },
    });
    // The staff's message and the automatic e-mails logged by then (each sent as the mail queue gets to it).
    expect((record?.details as { removed: { caseEmails: number } }).removed.caseEmails).toBeGreaterThanOrEqual(2);
    const written = JSON.stringify(record);
    for (const content of [destroyed.marker, destroyed.messageText, 'gone-passport', 'About your file', 'Birth certificate', destroyed.item.caseName]) {
      expect(written).not.toContain(content);
    }
  });

  it('takes the case off the firm’s counters', async () => {
    const after = await orgSummary(firm.admin);
    expect(after.casesCount).toBe(before.casesCount - 1);
    expect(after.openCasesCount).toBe(before.openCasesCount);
    expect(after.documentsUploadedCount).toBe(before.documentsUploadedCount - 1);
    const client = await getItem(keys.user(firm.client.userId));
    expect(client?.documentsCount).toBe(1);
  });

  it('does nothing more when it runs again', async () => {
    const again = await runJob();
    expect(again.destroyed).not.toContain(destroyed.item.caseId);
    const records = await linkedFirmChain(firm.orgId);
    expect(records.filter((record) => record.kind === 'case.destroyed')).toHaveLength(1);
    expect(await getItem(keys.case(held.item.caseId))).toBeDefined();
  });

  it('destroys the held case once the hold is lifted', async () => {
    const lifted = await updateCase(firm.admin, held.item, { legalHold: false });
    expect(lifted.legalHold).toBe(false);
    const run = await runJob();
    expect(run.destroyed).toContain(held.item.caseId);
    expect(await getItem(keys.case(held.item.caseId))).toBeUndefined();
    expect(await objectsOfCase(held.item.caseId)).toEqual([]);
  });
});

describe('a case’s closing date', () => {
  it('is set when the case is closed and removed when it is reopened', async () => {
    const item = await openCase(firm.admin, firm.client);
    expect(item.closedAt).toBeUndefined();
    const closed = await updateCase(firm.admin, item, { status: 'closed' });
    expect(closed.closedAt).toEqual(expect.any(String));
    expect(await getItem(keys.case(item.caseId))).toMatchObject({ GSI3PK: indexKeys.closedCases(), GSI3SK: indexKeys.byDate(closed.closedAt ?? '', item.caseId) });
    const reopened = await updateCase(firm.admin, closed, { status: 'open' });
    expect(reopened.closedAt).toBeUndefined();
    const stored = await getItem(keys.case(item.caseId));
    expect(stored).not.toHaveProperty('closedAt');
    expect(stored).not.toHaveProperty('GSI3PK');
  });

  it('refuses a legal hold that is not true or false', async () => {
    const response = await api(`/v1/admin/orgs/${firm.orgId}/cases/${held.item.caseId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body: { legalHold: 'yes' } });
    // The held case is gone by now: the body is refused before the case is read.
    expect(response.status).toBe(400);
  });
});

describe('cases closed before the retention job', () => {
  it('get their dateUpdated as their closing date from the backfill, once', async () => {
    const item = await updateCase(firm.admin, await openCase(firm.admin, firm.client), { status: 'closed' });
    // As a case closed before the retention job existed was stored: no closing date, no index keys.
    await documentClient().send(new UpdateCommand({ TableName: table(), Key: keys.case(item.caseId), UpdateExpression: 'REMOVE closedAt, GSI3PK, GSI3SK' }));
    const { backfillClosedCases } = await import('../../migrations/closed-cases-backfill');
    expect((await backfillClosedCases()).casesUpdated).toBeGreaterThanOrEqual(1);
    expect(await getItem(keys.case(item.caseId))).toMatchObject({
      closedAt: item.dateUpdated,
      GSI3PK: indexKeys.closedCases(),
      GSI3SK: indexKeys.byDate(item.dateUpdated, item.caseId),
    });
    const again = await backfillClosedCases();
    expect(await getItem(keys.case(item.caseId))).toMatchObject({ closedAt: item.dateUpdated });
    expect(again.casesUpdated).toBeGreaterThanOrEqual(0);
  });
});

describe('the firm’s retention setting', () => {
  const patchOrg = (body: unknown) =>
    api<{ Item: OrgSummary; message?: string }>(`/v1/admin/orgs/${firm.orgId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body });

  it('reads 7 years when never set', async () => {
    expect((await orgSummary(firm.admin)).retentionYears).toBe(7);
  });

  it.each([5, 11, 7.5, '8', null])('refuses %p with retention-out-of-range', async (retentionYears) => {
    const response = await patchOrg({ retentionYears });
    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe('retention-out-of-range');
    expect(response.body.message).toBe('retentionYears: Retention years must be a whole number from 6 to 10');
  });

  it('saves a whole number from 6 to 10 and answers it', async () => {
    const saved = await patchOrg({ retentionYears: 10 });
    expect(saved.status).toBe(200);
    expect(saved.body.Item.retentionYears).toBe(10);
    expect((await orgSummary(firm.admin)).retentionYears).toBe(10);
  });
});
