/**
 * Who may reach which case documents when they live in OneDrive (the run's second stack,
 * `STORAGE=onedrive`, with its fake Microsoft Graph). OneDrive is the source of truth: folder and
 * document ids are Graph item ids, listings come from Graph (a file dropped into a case folder from
 * OneDrive itself is listed), and an item belongs to a case when the case's folder is among its
 * ancestors. A client is listed and downloads only what the table records for them (their uploads,
 * what the firm shared): a file dropped into OneDrive by hand has no record, so it is staff's only.
 */
import { listFolderDocuments } from '../../functions/documents/repository/documents';
import { MAX_FILE_SIZE_BYTES } from '../../shared/documents/limits';
import { FAULTS_PATH } from '../../local/fake-graph/faults';
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import type { StoredItem, UploadBatch, UploadTarget } from '../../shared/documents/types';
import type { User } from '../../shared/users/types';
import { apiOn } from './support/api';
import { type GraphItem, dropFile } from './support/onedrive';
import { type Person, createOrg, createPerson, openCase } from './support/principals';
import { SAMPLE_PDF } from './support/route-samples';
import { onedriveStack, useStackEnvironment } from './support/stack';

jest.setTimeout(60_000);

const api = apiOn(onedriveStack);

/** A real PDF of exactly `size` bytes (a comment pads it). */
function pdfOfSize(size: number, seed = 0): Buffer {
  const head = Buffer.from(SAMPLE_PDF);
  const padding = Buffer.alloc(size - head.length, 0x20 + (seed % 90));
  padding[0] = 0x25; // '%'
  return Buffer.concat([head, padding]);
}

interface LocalFile {
  fileName: string;
  bytes: Buffer;
}

const targetsFor = (who: Person, item: Case, files: LocalFile[], folderId = item.caseFolderId) =>
  api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${folderId}/upload-targets`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { files: files.map((file) => ({ fileName: file.fileName, fileSize: file.bytes.length, fileType: 'application/pdf' })) },
  });

/** The browser's PUTs to an upload session: fragments of `chunkSize` bytes, no Authorization header. Answers how many. */
async function putInChunks(target: UploadTarget, bytes: Buffer): Promise<number> {
  if (!target.chunkSize) throw new Error('An upload target of the OneDrive store carries its chunkSize');
  let puts = 0;
  for (let first = 0; first < bytes.length; first += target.chunkSize) {
    const last = Math.min(first + target.chunkSize, bytes.length) - 1;
    const put = await fetch(target.uploadUrl, {
      method: 'PUT',
      headers: { ...target.headers, 'content-range': `bytes ${first}-${last}/${bytes.length}` },
      body: bytes.subarray(first, last + 1),
    });
    if (!put.ok) throw new Error(`The PUT of bytes ${first}-${last} answered ${put.status}: ${await put.text()}`);
    puts += 1;
  }
  return puts;
}

/** The browser's three steps; throws unless every one succeeds. */
async function upload(who: Person, item: Case, file: LocalFile, folderId = item.caseFolderId): Promise<{ document: StoredItem; puts: number }> {
  const targets = await targetsFor(who, item, [file], folderId);
  const target = targets.body.uploads?.[0];
  if (targets.status !== 201 || !target) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
  const puts = await putInChunks(target, file.bytes);
  const completion = await api<{ data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${targets.body.batchId}/complete`, {
    method: 'POST',
    token: who.tokens.accessToken,
  });
  const document = completion.body.data?.[0];
  if (completion.status !== 201 || !document) throw new Error(`The completion answered ${completion.status}: ${completion.text}`);
  return { document, puts };
}

const listing = (who: Person, item: Case, folderId = item.caseFolderId, query = '') =>
  api<{ files: StoredItem[] }>(`/v1/clients/${item.clientId}/cases/${item.caseId}/onedrive-files/${folderId}${query}`, { token: who.tokens.accessToken });

const namesListed = async (who: Person, item: Case, folderId = item.caseFolderId, query = '') => {
  const answer = await listing(who, item, folderId, query);
  if (answer.status !== 200) throw new Error(`The listing answered ${answer.status}: ${answer.text}`);
  return answer.body.files.map((entry) => entry.name).sort();
};

const download = (who: Person, item: Case, documentId: string) =>
  api<{ url: string; fileName: string }>(`/v1/cases/${item.caseId}/documents/${documentId}/download`, { token: who.tokens.accessToken });

/** The bytes behind a download link the portal gave (no credentials: the link is the credential). */
async function bytesBehind(who: Person, item: Case, documentId: string): Promise<Buffer> {
  const link = await download(who, item, documentId);
  if (link.status !== 200) throw new Error(`The download answered ${link.status}: ${link.text}`);
  const response = await fetch(link.body.url);
  if (!response.ok) throw new Error(`The download link answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const createFolder = (who: Person, item: Case, folderName: string, parentId = item.caseFolderId) =>
  api<{ data: StoredItem }>(`/v1/admin/cases/${item.caseId}/folders/${parentId}/create-folder`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { folderName },
  });

const statuses = (...answers: { status: number }[]) => answers.map((answer) => answer.status);
const messages = (...answers: { body: unknown }[]) => answers.map((answer) => (answer.body as { message?: string }).message);

// One firm (an admin; a client with the case under test; another client with a case of their own)
// and an admin of another firm, all on the OneDrive stack.
let admin: Person;
let client: Person;
let otherClient: Person;
let foreignAdmin: Person;
let item: Case;
let otherItem: Case;
const mine: LocalFile = { fileName: 'mine.pdf', bytes: pdfOfSize(MAX_FILE_SIZE_BYTES - 1000, 1) };
let mineUpload: { document: StoredItem; puts: number };
let subFolder: StoredItem;
const identity: LocalFile = { fileName: 'identity.pdf', bytes: pdfOfSize(1500, 2) };
let identityDocument: StoredItem;
const droppedBytes = pdfOfSize(2200, 3);
let dropped: GraphItem;
let sameNameUpload: StoredItem;
let theirs: GraphItem;
let orgBefore: OrgSummary;

beforeAll(async () => {
  const on = onedriveStack();
  const orgId = await createOrg('onedrive', on);
  const foreignOrgId = await createOrg('onedrive-foreign', on);
  // One at a time: cognito-local keeps a pool in one file.
  admin = await createPerson(orgId, 'admin', 'admin', { on });
  client = await createPerson(orgId, 'client', 'client', { on });
  otherClient = await createPerson(orgId, 'client', 'other', { on });
  foreignAdmin = await createPerson(foreignOrgId, 'admin', 'foreign', { on });
  [item, otherItem] = await Promise.all([openCase(admin, client, {}, on), openCase(admin, otherClient, {}, on)]);
  orgBefore = (await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${orgId}`, { token: admin.tokens.accessToken })).body.Item;

  await Promise.all([
    (async () => {
      mineUpload = await upload(client, item, mine);
    })(),
    (async () => {
      const created = await createFolder(admin, item, 'Identity documents');
      if (created.status !== 201) throw new Error(`Creating a folder answered ${created.status}: ${created.text}`);
      subFolder = created.body.data;
      identityDocument = (await upload(admin, item, identity, subFolder.id)).document;
    })(),
    (async () => {
      // From OneDrive itself, then through the portal under the same name.
      dropped = await dropFile(item.caseFolderId, 'dropped.pdf', droppedBytes, 'application/pdf');
      sameNameUpload = (await upload(client, item, { fileName: 'dropped.pdf', bytes: pdfOfSize(1800, 4) })).document;
    })(),
    (async () => {
      theirs = await dropFile(otherItem.caseFolderId, 'theirs.pdf', pdfOfSize(1300, 5), 'application/pdf');
    })(),
  ]);
});

describe("a client in their case's folder", () => {
  it('uploads in fragments of the announced chunk size and finds the document listed', async () => {
    expect(mineUpload.puts).toBe(2);
    expect(mineUpload.document).toMatchObject({ name: 'mine.pdf', size: mine.bytes.length, type: 'file' });
    expect(await namesListed(client, item)).toContain('mine.pdf');
  });

  it('downloads the same bytes through the link the portal gives', async () => {
    expect((await bytesBehind(client, item, mineUpload.document.id)).equals(mine.bytes)).toBe(true);
  });

  it('does not see a file dropped into the case folder from OneDrive itself (no record: staff only), which staff list and download', async () => {
    expect(await namesListed(client, item)).not.toContain('dropped.pdf');
    expect((await download(client, item, dropped.id)).status).toBe(404);
    expect(await namesListed(admin, item)).toContain('dropped.pdf');
    expect((await download(admin, item, dropped.id)).body.fileName).toBe('dropped.pdf');
    expect((await bytesBehind(admin, item, dropped.id)).equals(droppedBytes)).toBe(true);
  });

  it('gets a taken name renamed by OneDrive ("name 1.pdf"), not refused', async () => {
    expect(sameNameUpload.name).toBe('dropped 1.pdf');
    expect(await namesListed(admin, item)).toEqual(['dropped 1.pdf', 'dropped.pdf', 'mine.pdf']);
    expect(await namesListed(client, item)).toEqual(['dropped 1.pdf', 'mine.pdf']);
  });

  it('keeps in its upload log the name and item OneDrive gave the upload', async () => {
    useStackEnvironment(onedriveStack());
    const logged = await listFolderDocuments(item.caseFolderId, { limit: 50 });
    expect(logged.items.find((document) => document.storageKey === `item:${sameNameUpload.id}`)).toMatchObject({ name: 'dropped 1.pdf' });
  });

  it('never sees the folders the admin made, even asking for getMode=all', async () => {
    for (const query of ['', '?getMode=all']) {
      const answer = await listing(client, item, item.caseFolderId, query);
      expect(answer.status).toBe(200);
      expect(answer.body.files.filter((entry) => entry.type === 'folder')).toEqual([]);
    }
  });
});

describe('a sub-folder of the case', () => {
  it("is listed to the case's admin with getMode=all", async () => {
    const answer = await listing(admin, item, item.caseFolderId, '?getMode=all');
    expect(answer.body.files[0]).toMatchObject({ id: subFolder.id, name: 'Identity documents', type: 'folder', folder: { childCount: 1 } });
  });

  it("lets the case's admin list it, upload to it and download from it", async () => {
    expect(await namesListed(admin, item, subFolder.id)).toEqual(['identity.pdf']);
    expect(identityDocument).toMatchObject({ name: 'identity.pdf', size: identity.bytes.length });
    expect((await bytesBehind(admin, item, identityDocument.id)).equals(identity.bytes)).toBe(true);
  });

  it("refuses the case's client its listing, upload targets and files with 404", async () => {
    const answers = [
      await listing(client, item, subFolder.id),
      await targetsFor(client, item, [{ fileName: 'x.pdf', bytes: pdfOfSize(1000) }], subFolder.id),
      await download(client, item, identityDocument.id),
    ];
    expect(statuses(...answers)).toEqual([404, 404, 404]);
    expect(messages(...answers)).toEqual(['Folder not found', 'Folder not found', 'Document not found']);
  });
});

describe('refusals', () => {
  it("refuses another client of the firm the case's listing, upload targets and downloads", async () => {
    expect(
      statuses(
        await listing(otherClient, item),
        await targetsFor(otherClient, item, [{ fileName: 'x.pdf', bytes: pdfOfSize(1000) }]),
        await download(otherClient, item, mineUpload.document.id),
      ),
    ).toEqual([404, 404, 404]);
  });

  it('refuses an admin of another firm the case, its folders and its documents', async () => {
    expect(
      statuses(
        await listing(foreignAdmin, item, item.caseFolderId, '?getMode=all'),
        await listing(foreignAdmin, item, subFolder.id),
        await targetsFor(foreignAdmin, item, [{ fileName: 'x.pdf', bytes: pdfOfSize(1000) }]),
        await download(foreignAdmin, item, mineUpload.document.id),
        await createFolder(foreignAdmin, item, 'Intrusion'),
      ),
    ).toEqual([404, 404, 404, 404, 404]);
  });

  it("refuses another case's file and folder addressed through this case, to its client and to the firm's admin", async () => {
    for (const who of [client, admin]) {
      expect(
        statuses(
          await download(who, item, theirs.id),
          await listing(who, item, otherItem.caseFolderId),
          await targetsFor(who, item, [{ fileName: 'x.pdf', bytes: pdfOfSize(1000) }], otherItem.caseFolderId),
        ),
      ).toEqual([404, 404, 404]);
    }
  });

  it('refuses made-up folder and document ids with 404', async () => {
    const madeUp = ['01AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'no-such-item', 'not~a~graph~id'];
    for (const id of madeUp) {
      const answers = [
        await listing(admin, item, id),
        await targetsFor(admin, item, [{ fileName: 'x.pdf', bytes: pdfOfSize(1000) }], id),
        await download(admin, item, id),
      ];
      expect(messages(...answers)).toEqual(['Folder not found', 'Folder not found', 'Document not found']);
      expect(statuses(...answers)).toEqual([404, 404, 404]);
    }
  });
});

describe('counters', () => {
  it('count on the case, the firm and the client what came through the portal only', async () => {
    const readCase = await api<{ Item: Case }>(`/v1/admin/cases/${item.caseId}`, { token: admin.tokens.accessToken });
    const readClient = await api<{ Item: User }>(`/v1/clients/${client.userId}`, { token: client.tokens.accessToken });
    const orgAfter = (await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${admin.orgId}`, { token: admin.tokens.accessToken })).body.Item;
    // mine.pdf, identity.pdf, dropped 1.pdf; not the two files dropped from OneDrive. The client's
    // count is what they see: not identity.pdf, staff's and not shared.
    expect(readCase.body.Item.docsNum).toBe(3);
    expect(readClient.body.Item.documentsCount).toBe(2);
    expect(orgAfter.documentsUploadedCount - orgBefore.documentsUploadedCount).toBe(3);
  });
});

// Names OneDrive refuses, a throttled move, sessions bound to their size,
// listings that honour `limit`. Each test opens a case of its own.

/** Turns the fake Graph's fault switch (local/fake-graph/faults.ts) on for moves into one folder. */
async function failMovesInto(folderId: string, answer: 429 | 503 | 'reset', retryAfterSeconds = 30): Promise<void> {
  const { onedrive } = onedriveStack();
  if (!onedrive) throw new Error('The OneDrive stack has no fake Graph');
  const response = await fetch(`${onedrive.graphLoginUrl}${FAULTS_PATH}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operation: 'move', answer, count: 1, parentId: folderId, ...(answer === 'reset' ? {} : { retryAfterSeconds }) }),
  });
  if (response.status !== 200) throw new Error(`The fault switch answered ${response.status}: ${await response.text()}`);
}

const complete = (who: Person, on: Case, batchId: string) =>
  api<{ data: StoredItem[] }>(`/v1/cases/${on.caseId}/upload-batches/${batchId}/complete`, { method: 'POST', token: who.tokens.accessToken });

const docsNumOf = async (on: Case) => (await api<{ Item: Case }>(`/v1/admin/cases/${on.caseId}`, { token: admin.tokens.accessToken })).body.Item.docsNum;

describe('names OneDrive refuses', () => {
  it('opens cases whose names OneDrive refuses, keeping the names as typed and mapping only the folder', async () => {
    // The folder named as the form names it, and (no folder name given) after the case.
    const permit = await openCase(admin, client, { caseName: 'Study Permit: renewal', newFolderName: 'Study Permit: renewal' }, onedriveStack());
    const prra = await openCase(admin, client, { caseName: 'H&C / PRRA', newFolderName: undefined }, onedriveStack());
    const read = await api<{ Item: Case }>(`/v1/admin/cases/${permit.caseId}`, { token: admin.tokens.accessToken });

    expect([permit.caseName, prra.caseName, read.body.Item.caseName]).toEqual(['Study Permit: renewal', 'H&C / PRRA', 'Study Permit: renewal']);
    expect([permit.caseFolderName, prra.caseFolderName]).toEqual(['Study Permit - renewal', 'H&C - PRRA']);
    expect(await namesListed(client, permit)).toEqual([]);
  });

  it('creates folders and uploads files whose names OneDrive refuses, under names it takes', async () => {
    const on = await openCase(admin, client, {}, onedriveStack());
    const folder = await createFolder(admin, on, 'desktop.ini');
    const lockName = (await upload(client, on, { fileName: '~$affidavit.pdf', bytes: pdfOfSize(1400, 6) })).document;
    const vtiName = (await upload(client, on, { fileName: 'scan_vti_1.pdf', bytes: pdfOfSize(1400, 7) })).document;

    expect(folder.status).toBe(201);
    expect(folder.body.data.name).toBe('_desktop.ini');
    expect([lockName.name, vtiName.name]).toEqual(['affidavit.pdf', 'scan_vti-1.pdf']);
    expect(await namesListed(client, on)).toEqual(['affidavit.pdf', 'scan_vti-1.pdf']);
    expect(await docsNumOf(on)).toBe(2);
  });
});

describe('a throttled move into the case folder', () => {
  it('with the move answering 429 once, completion answers 429/503, a retry completes, and listing = counters', async () => {
    const on = await openCase(admin, client, {}, onedriveStack());
    const file: LocalFile = { fileName: 'permit.pdf', bytes: pdfOfSize(1600, 8) };
    const targets = await targetsFor(client, on, [file]);
    const target = targets.body.uploads?.[0];
    if (targets.status !== 201 || !target) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
    await putInChunks(target, file.bytes);
    await failMovesInto(on.caseFolderId, 429);

    const first = await complete(client, on, targets.body.batchId);
    const between = { listed: await namesListed(client, on), counted: await docsNumOf(on) };
    const retry = await complete(client, on, targets.body.batchId);

    expect([429, 503]).toContain(first.status);
    expect(between).toEqual({ listed: [], counted: 0 });
    expect(retry.status).toBe(201);
    expect(retry.body.data?.map((document) => document.name)).toEqual(['permit.pdf']);
    expect(await namesListed(client, on)).toEqual(['permit.pdf']);
    expect(await docsNumOf(on)).toBe(1);
    expect((await bytesBehind(client, on, retry.body.data?.[0]?.id ?? '')).equals(file.bytes)).toBe(true);
  });
});

describe('upload sessions', () => {
  it('take no more bytes than the size announced for them', async () => {
    const on = await openCase(admin, client, {}, onedriveStack());
    const targets = await api<UploadBatch>(`/v1/cases/${on.caseId}/folders/${on.caseFolderId}/upload-targets`, {
      method: 'POST',
      token: client.tokens.accessToken,
      body: { files: [{ fileName: 'small.pdf', fileSize: 10, fileType: 'application/pdf' }] },
    });
    const target = targets.body.uploads?.[0];
    if (targets.status !== 201 || !target) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
    const bytes = pdfOfSize(4000, 9);

    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: { 'content-range': `bytes 0-${bytes.length - 1}/${bytes.length}` }, body: bytes });

    expect(put.status).toBe(416);
  });
});

describe('listing with a limit', () => {
  it('answers `limit` items a page and a cursor to the next, until every file was listed once', async () => {
    const on = await openCase(admin, client, {}, onedriveStack());
    await Promise.all(['a.pdf', 'b.pdf', 'c.pdf'].map((name, index) => dropFile(on.caseFolderId, name, pdfOfSize(1000, 10 + index), 'application/pdf')));

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      // Staff: files dropped in from OneDrive are listed to them only.
      const page = await api<{ files: StoredItem[]; nextCursor?: string }>(`/v1/clients/${on.clientId}/cases/${on.caseId}/onedrive-files/${on.caseFolderId}${query}`, {
        token: admin.tokens.accessToken,
      });
      expect(page.status).toBe(200);
      pages.push(page.body.files.map((entry) => entry.name));
      cursor = page.body.nextCursor;
    } while (cursor && pages.length < 5);

    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().sort()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });
});
