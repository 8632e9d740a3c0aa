/**
 * The activity log of a case (issue 24) through the local gateway with real tokens, on DynamoDB Local:
 * each kind of event is recorded once with the right actor and source; a client cannot read the
 * firm's log but sees what was done with their documents; refused attempts on someone else's case
 * are recorded; a record changed directly in the table makes the verification (route and
 * `npm run audit:verify`) name it; concurrent appends to one chain lose nothing and break no link.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityPage, ActivityRecord, ChainVerification, ClientActivityPage } from '../../shared/activity/types';
import type { Case } from '../../shared/cases/types';
import { keys } from '../../shared/core/table';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';
import { api } from './support/api';
import { untilLinked } from './support/activity';
import { pdfCarrying, uploadBatch } from './support/mail';
import { type Person, type World, createWorld, openCase } from './support/principals';
import { useStackEnvironment } from './support/stack';

useStackEnvironment();

jest.setTimeout(120_000);

let world: World;
let admin: Person;
let client: Person;
let otherClient: Person;
let otherFirmAdmin: Person;
let item: Case;

beforeAll(async () => {
  world = await createWorld('activity');
  ({ admin, clientA: client, clientB: otherClient } = world.org1);
  otherFirmAdmin = world.org2.admin;
  item = await openCase(admin, client);
});

const as = (person: Person) => person.tokens.accessToken;

/** The case's whole log (or a view of it), once every record is linked into the chain. */
async function wholeLog(of: Case = item, query = ''): Promise<ActivityRecord[]> {
  await untilLinked(of.caseId, as(admin));
  const records: ActivityRecord[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', '100');
    if (cursor) params.set('cursor', cursor);
    const response = await api<ActivityPage>(`/v1/admin/cases/${of.caseId}/activity?${params}`, { token: as(admin) });
    if (response.status !== 200) throw new Error(`The activity log answered ${response.status}: ${response.text}`);
    records.push(...(response.body.Items as ActivityRecord[]));
    cursor = response.body.nextCursor;
  } while (cursor);
  return records;
}

/** A new case, once the portal's e-mail of its opening is recorded in its log (it comes from the mail queue, at its own pace). */
async function openQuietCase(): Promise<Case> {
  const opened = await openCase(admin, client);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await wholeLog(opened, 'kind=email.delivered')).length > 0) return opened;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The opening e-mail of case ${opened.caseId} was never recorded`);
}

const kindsOf = (records: readonly ActivityRecord[]) => records.map((record) => record.kind);

describe('a case’s activity log', () => {
  let documentId: string;

  it('records each kind of event once, with who did it and from where', async () => {
    const [uploaded] = (await uploadBatch(client, item, [pdfCarrying('passport.pdf', 'activity')])).documents;
    documentId = uploaded?.id ?? '';
    const calls: Array<[Person, string, RequestInit['method'], unknown?]> = [
      [admin, `/v1/admin/cases/${item.caseId}`, 'GET'],
      [client, `/v1/clients/${client.userId}/cases/${item.caseId}`, 'GET'],
      [admin, `/v1/admin/orgs/${admin.orgId}/cases/${item.caseId}`, 'PATCH', { caseName: 'Study permit (renewal)' }],
      [admin, `/v1/cases/${item.caseId}/documents/${documentId}/download`, 'GET'],
      [admin, `/v1/cases/${item.caseId}/documents/${documentId}/preview`, 'GET'],
      [admin, `/v1/cases/${item.caseId}/documents`, 'GET'],
      [client, `/v1/cases/${item.caseId}/requests`, 'GET'],
      [admin, `/v1/admin/cases/${item.caseId}/requests`, 'POST', { items: [{ title: 'Birth certificate' }] }],
      [client, `/v1/cases/${item.caseId}/messages`, 'POST', { body: 'Is my passport scan readable?' }],
      [admin, `/v1/cases/${item.caseId}/messages`, 'GET'],
      [admin, `/v1/admin/cases/${item.caseId}/emails`, 'POST', { message: 'Your file is complete.' }],
      [admin, `/v1/admin/cases/${item.caseId}/emails`, 'GET'],
    ];
    for (const [person, route, method, body] of calls) {
      const response = await api(route, { method, token: as(person), body, headers: { 'user-agent': 'activity-test/1.0' } });
      expect([200, 201]).toContain(response.status);
    }
    const records = await wholeLog();
    const expected = {
      'case.created': admin,
      'document.uploaded': client,
      'case.viewed': [admin, client],
      'case.updated': admin,
      'document.downloaded': admin,
      'document.previewed': admin,
      'documents.listed': admin,
      'requests.viewed': client,
      'request.created': admin,
      'message.sent': client,
      'messages.viewed': admin,
      'email.sent': admin,
      'emails.viewed': admin,
    } as const;
    for (const [kind, people] of Object.entries(expected)) {
      const actors = records.filter((record) => record.kind === kind).map((record) => record.actor.userId).sort();
      expect({ kind, actors }).toEqual({ kind, actors: ([] as Person[]).concat(people).map((person) => person.userId).sort() });
    }
    const update = records.find((record) => record.kind === 'case.updated');
    expect(update).toMatchObject({ actor: { userId: admin.userId, name: admin.name, role: 'admin' }, details: { fields: ['caseName'] } });
    expect(update?.source?.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(records.find((record) => record.kind === 'document.downloaded')).toMatchObject({
      visibleToClient: true,
      details: { documents: [{ documentId, name: 'passport.pdf', visibleToClient: true }] },
    });
    // Newest first, numbered without gaps.
    const seqs = records.map((record) => record.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs.length - i));
  });

  it('records the portal’s own e-mails about the case, by the portal, naming the e-mail but not its recipient', async () => {
    let delivered: ActivityRecord[] = [];
    for (let attempt = 0; attempt < 100 && !delivered.some((record) => record.details?.mail === 'caseEmail'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      delivered = await wholeLog(item, 'kind=email.delivered');
    }
    expect(delivered.map((record) => record.details?.mail)).toEqual(expect.arrayContaining(['caseOpened', 'caseEmail']));
    expect(delivered.every((record) => record.actor.role === 'system')).toBe(true);
    expect(JSON.stringify(delivered)).not.toContain(client.email);
  });

  it('filters by person and by kind', async () => {
    const byClient = await wholeLog(item, `actor=${client.userId}`);
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((record) => record.actor.userId === client.userId)).toBe(true);
    expect(kindsOf(await wholeLog(item, 'kind=case.viewed'))).toEqual(['case.viewed', 'case.viewed']);
    expect(kindsOf(await wholeLog(item, `kind=case.viewed&actor=${client.userId}`))).toEqual(['case.viewed']);
    const unknown = await api(`/v1/admin/cases/${item.caseId}/activity?kind=case.burned`, { token: as(admin) });
    expect(unknown.status).toBe(400);
  });

  it('is the firm’s: a client cannot read it, another firm’s admin is answered 404', async () => {
    expect((await api(`/v1/admin/cases/${item.caseId}/activity`, { token: as(client) })).status).toBe(403);
    expect((await api(`/v1/admin/cases/${item.caseId}/activity`, { token: as(otherFirmAdmin) })).status).toBe(404);
    expect((await api(`/v1/admin/cases/${item.caseId}/activity/verify`, { token: as(client) })).status).toBe(403);
  });

  it('shows the case’s client what was done with their documents, and nothing else', async () => {
    const mine = await api<ClientActivityPage>(`/v1/cases/${item.caseId}/my-activity`, { token: as(client) });
    expect(mine.status).toBe(200);
    expect(mine.body.Items.map((entry) => [entry.kind, entry.by])).toEqual([
      ['document.previewed', 'firm'],
      ['document.downloaded', 'firm'],
      ['document.uploaded', 'you'],
    ]);
    expect(mine.body.Items[1]).toMatchObject({ actorName: admin.name, documents: [{ documentId, name: 'passport.pdf' }] });
    expect(JSON.stringify(mine.body)).not.toContain('source');
    expect((await api(`/v1/cases/${item.caseId}/my-activity`, { token: as(otherClient) })).status).toBe(404);
  });

  it('records refused attempts on the case by someone who may not reach it', async () => {
    expect((await api(`/v1/clients/${otherClient.userId}/cases/${item.caseId}`, { token: as(otherClient) })).status).toBe(404);
    expect((await api(`/v1/admin/cases/${item.caseId}`, { token: as(otherFirmAdmin) })).status).toBe(404);
    const denied = await wholeLog(item, 'kind=access.denied');
    expect(denied.map((record) => [record.actor.userId, record.details?.route])).toEqual([
      [otherFirmAdmin.userId, 'getAdminCase'],
      [otherClient.userId, 'getClientCase'],
      // The earlier attempts on the log itself.
      [otherClient.userId, 'listMyCaseActivity'],
      [otherFirmAdmin.userId, 'listCaseActivity'],
    ]);
  });

  it('records refused attempts whose path names the case’s own client or firm, each answered 404', async () => {
    const target = await openCase(admin, client);
    const text = Buffer.from('not yours').toString('base64');
    const attempts: Array<[Person, string, RequestInit['method'], unknown?]> = [
      [otherClient, `/v1/clients/${client.userId}/cases/${target.caseId}`, 'GET'],
      [otherClient, `/v1/clients/${client.userId}/cases/${target.caseId}/onedrive-files/${target.caseFolderId}`, 'GET'],
      [otherClient, `/v1/clients/${client.userId}/cases/${target.caseId}/uploads`, 'POST', { files: [{ fileName: 'note.txt', fileBase64: text, fileSize: 9, fileType: 'text/plain' }] }],
      [otherFirmAdmin, `/v1/admin/orgs/${admin.orgId}/cases/${target.caseId}`, 'PATCH', { caseName: 'Taken over' }],
    ];
    for (const [who, path, method, body] of attempts) {
      expect({ path, status: (await api(path, { method, token: as(who), body })).status }).toEqual({ path, status: 404 });
    }

    const denied = await wholeLog(target, 'kind=access.denied');
    expect(denied.map((record) => [record.actor.userId, record.details?.route]).reverse()).toEqual([
      [otherClient.userId, 'getClientCase'],
      [otherClient.userId, 'listFolderItems'],
      [otherClient.userId, 'uploadClientFiles'],
      [otherFirmAdmin.userId, 'updateCase'],
    ]);
    expect((await api<{ Item: Case }>(`/v1/admin/cases/${target.caseId}`, { token: as(admin) })).body.Item.caseName).toBe(target.caseName);
  });
});

describe('the chain', () => {
  const verify = (of: Case) => api<ChainVerification>(`/v1/admin/cases/${of.caseId}/activity/verify`, { token: as(admin) });

  it('keeps every record of concurrent requests on one case, linked without a break', async () => {
    const busy = await openQuietCase();
    const before = (await wholeLog(busy)).length;
    const reads = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? api(`/v1/admin/cases/${busy.caseId}`, { token: as(admin) })
          : api(`/v1/clients/${client.userId}/cases/${busy.caseId}`, { token: as(client) }),
      ),
    );
    expect(reads.map((response) => response.status)).toEqual(Array(24).fill(200));
    const after = await wholeLog(busy);
    expect(after.length - before).toBe(24);
    expect((await verify(busy)).body).toEqual({ intact: true, checked: after.length, pending: 0 });
  });

  it('names the first record changed in the table, by the route and by npm run audit:verify', async () => {
    const tampered = await openQuietCase();
    for (let i = 0; i < 3; i += 1) await api(`/v1/admin/cases/${tampered.caseId}`, { token: as(admin) });
    // case.created, email.delivered (its opening), then three case.viewed.
    expect(await untilLinked(tampered.caseId, as(admin))).toEqual({ intact: true, checked: 5, pending: 0 });
    // Someone with access to the table rewrites who read the case.
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.activity(`CASE#${tampered.caseId}`, 4),
        UpdateExpression: 'SET actor.#name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': 'Somebody else' },
      }),
    );
    expect((await verify(tampered)).body).toMatchObject({ intact: false, firstBroken: { seq: 4, reason: 'hash-mismatch' } });
    const script = await promisify(execFile)('npx', ['tsx', path.join('scripts', 'audit-verify.ts'), '--case', tampered.caseId]).catch((error: { code: number; stdout: string }) => error);
    expect(script).toMatchObject({ code: 1 });
    expect(script.stdout).toContain(`CASE#${tampered.caseId}: BROKEN at record 4 (hash-mismatch`);
    const intact = await promisify(execFile)('npx', ['tsx', path.join('scripts', 'audit-verify.ts'), '--case', item.caseId]);
    expect(intact.stdout).toMatch(/intact \(\d+ records\)/);
  });
});
