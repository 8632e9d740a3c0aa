/**
 * Case documents through the local gateway and the embedded S3-compatible server, as the browser
 * uses them: upload targets → PUT straight to storage → completion; listings; downloads; folders.
 */
import { MAX_FILE_SIZE_BYTES } from '../../shared/documents/limits';
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import type { StoredItem, UploadBatch } from '../../shared/documents/types';
import type { User } from '../../shared/users/types';
import { type ApiResponse, api } from './support/api';
import { objectsOfCase, stagedObjects } from './support/documents';
import { type Person, createOrg, createPerson, openCase, orgSummary } from './support/principals';
import { SAMPLE_PDF } from './support/route-samples';

jest.setTimeout(120_000);

/** A real PDF of exactly `size` bytes (a comment pads it). */
function pdfOfSize(size: number, seed = 0): Buffer {
  const head = Buffer.from(SAMPLE_PDF);
  const padding = Buffer.alloc(size - head.length, 0x20 + (seed % 90));
  padding[0] = 0x25; // '%'
  return Buffer.concat([head, padding]);
}
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62, 0x90), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(2000, 0)]);

interface Firm {
  admin: Person;
  client: Person;
  item: Case;
}

async function firm(label: string): Promise<Firm> {
  const orgId = await createOrg(label);
  const admin = await createPerson(orgId, 'admin', 'admin');
  const client = await createPerson(orgId, 'client', 'client');
  return { admin, client, item: await openCase(admin, client) };
}

interface LocalFile {
  fileName: string;
  bytes: Buffer;
  fileType: string;
}

const targetsFor = (who: Person, item: Case, files: { fileName: string; fileSize: number; fileType: string }[], folderId = item.caseFolderId) =>
  api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${folderId}/upload-targets`, { method: 'POST', token: who.tokens.accessToken, body: { files } });

const complete = (who: Person, item: Case, batchId: string) =>
  api<{ success: boolean; data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${batchId}/complete`, { method: 'POST', token: who.tokens.accessToken });

/** The browser's three steps. */
async function upload(who: Person, item: Case, files: LocalFile[], folderId = item.caseFolderId) {
  const targets = await targetsFor(who, item, files.map((file) => ({ fileName: file.fileName, fileSize: file.bytes.length, fileType: file.fileType })), folderId);
  if (targets.status !== 201) return { targets, completion: undefined };
  await Promise.all(
    targets.body.uploads.map(async (target) => {
      const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: files[target.index]?.bytes });
      if (!put.ok) throw new Error(`PUT answered ${put.status}`);
    }),
  );
  return { targets, completion: await complete(who, item, targets.body.batchId) };
}

const listing = (who: Person, item: Case, folderId = item.caseFolderId, query = '') =>
  api<{ files: StoredItem[]; nextCursor?: string }>(`/v1/clients/${item.clientId}/cases/${item.caseId}/onedrive-files/${folderId}${query}`, {
    token: who.tokens.accessToken,
  });

const download = (who: Person, item: Case, documentId: string) =>
  api<{ url: string; fileName: string }>(`/v1/cases/${item.caseId}/documents/${documentId}/download`, { token: who.tokens.accessToken });

const readCase = (who: Person, item: Case) => api<{ Item: Case }>(`/v1/admin/cases/${item.caseId}`, { token: who.tokens.accessToken });
const readUser = (who: Person, userId: string) => api<{ Item: User }>(`/v1/clients/${userId}`, { token: who.tokens.accessToken });

describe('a client uploads a batch of 5 files of 5 MB each, straight to storage', () => {
  let f: Firm;
  let files: LocalFile[];
  let completion: ApiResponse<{ success: boolean; data: StoredItem[] }> | undefined;
  let before: OrgSummary;

  beforeAll(async () => {
    f = await firm('five-by-five');
    before = await orgSummary(f.admin);
    files = Array.from({ length: 5 }, (_, i) => ({ fileName: `scan ${i + 1}.pdf`, bytes: pdfOfSize(MAX_FILE_SIZE_BYTES, i), fileType: 'application/pdf' }));
    ({ completion } = await upload(f.client, f.item, files));
  });

  it('records the five documents', () => {
    expect(completion?.status).toBe(201);
    expect(completion?.body.data.map((document) => [document.name, document.size, document.file?.mimeType])).toEqual(
      files.map((file) => [file.fileName, MAX_FILE_SIZE_BYTES, 'application/pdf']),
    );
  });

  it('lists them for the client and for the admin, uploaded by the client', async () => {
    for (const who of [f.client, f.admin]) {
      const names = (await listing(who, f.item)).body.files.map((item) => item.name).sort();
      expect(names).toEqual(files.map((file) => file.fileName).sort());
    }
    expect((await listing(f.admin, f.item)).body.files[0]?.createdBy.user.displayName).toBe(f.client.name);
  });

  it('lets the admin download identical bytes under the original name', async () => {
    const document = completion?.body.data[2] as StoredItem;
    const link = await download(f.admin, f.item, document.id);
    expect(link.status).toBe(200);
    const response = await fetch(link.body.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(files[2]?.bytes as Buffer)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="scan 3.pdf"; filename*=UTF-8''scan%203.pdf`);
  });

  it('counts them on the case, the org (in all and this month) and the client', async () => {
    const after = await orgSummary(f.admin);
    expect(after.documentsUploadedCount - before.documentsUploadedCount).toBe(5);
    expect((after.documentsUploadedThisMonth ?? 0) - (before.documentsUploadedThisMonth ?? 0)).toBe(5);
    expect((await readCase(f.admin, f.item)).body.Item.docsNum).toBe(5);
    expect((await readUser(f.client, f.client.userId)).body.Item.documentsCount).toBe(5);
  });

  it('answers a repeated completion with the same documents, counting nothing twice', async () => {
    const again = await complete(f.client, f.item, completion ? (await targetsFor(f.client, f.item, [])).body.batchId ?? '' : '');
    expect(again.status).not.toBe(201);
    const batchId = (await upload(f.client, f.item, [{ fileName: 'once.pdf', bytes: pdfOfSize(2000), fileType: 'application/pdf' }])).targets.body.batchId;
    const repeat = await complete(f.client, f.item, batchId);
    expect(repeat.status).toBe(201);
    expect(repeat.body.data.map((document) => document.name)).toEqual(['once.pdf']);
    expect((await readCase(f.admin, f.item)).body.Item.docsNum).toBe(6);
  });
});

describe('names', () => {
  it('gives a name that exists a numbered suffix, never overwriting', async () => {
    const f = await firm('names');
    const file = { fileName: 'passport.pdf', bytes: pdfOfSize(3000), fileType: 'application/pdf' };
    await upload(f.client, f.item, [file]);
    const second = await upload(f.client, f.item, [file, file]);
    expect(second.completion?.body.data.map((document) => document.name)).toEqual(['passport (1).pdf', 'passport (2).pdf']);
  });

  it('names the 60th scan.pdf of a folder, and numbers names that differ only in case within one batch', async () => {
    const f = await firm('many-scans');
    const file = { fileName: 'scan.pdf', bytes: pdfOfSize(1500), fileType: 'application/pdf' };
    const names: string[] = [];
    for (let batch = 0; batch < 12; batch += 1) {
      const { completion } = await upload(f.client, f.item, [file, file, file, file, file]);
      expect(completion?.status).toBe(201);
      names.push(...(completion?.body.data.map((document) => document.name) ?? []));
    }
    expect(names[0]).toBe('scan.pdf');
    expect(names[59]).toBe('scan (59).pdf');
    expect(new Set(names).size).toBe(60);
    const mixed = await upload(f.client, f.item, [
      { ...file, fileName: 'Letter.pdf' },
      { ...file, fileName: 'LETTER.pdf' },
    ]);
    expect(mixed.completion).toMatchObject({ status: 201 });
    expect(mixed.completion?.body.data.map((document) => document.name)).toEqual(['Letter.pdf', 'LETTER (1).pdf']);
  });

  it('keeps only the last segment of a name with path separators', async () => {
    const f = await firm('clean-names');
    const { completion } = await upload(f.client, f.item, [{ fileName: '../../etc\\windows/passport.pdf', bytes: pdfOfSize(1000), fileType: 'application/pdf' }]);
    expect(completion?.body.data[0]?.name).toBe('passport.pdf');
  });

  it('refuses a name with control characters, in words', async () => {
    const f = await firm('control-names');
    const answer = await targetsFor(f.client, f.item, [{ fileName: 'pass\u0007word.pdf', fileSize: 1000, fileType: 'application/pdf' }]);
    expect(answer).toMatchObject({ status: 400, body: { message: 'files.0.fileName: File name contains characters that are not allowed' } });
  });
});

describe('refusals: a clear 4xx, nothing stored, counters unchanged', () => {
  let f: Firm;
  beforeAll(async () => {
    f = await firm('refusals');
  });

  const expectNothingRecorded = async () => {
    expect((await listing(f.admin, f.item)).body.files).toEqual([]);
    expect((await readCase(f.admin, f.item)).body.Item.docsNum).toBe(0);
    expect(await objectsOfCase(f.item.caseId)).toEqual([]);
  };

  it('refuses 6 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ fileName: `f${i}.pdf`, fileSize: 1000, fileType: 'application/pdf' }));
    expect(await targetsFor(f.client, f.item, six)).toMatchObject({ status: 400, body: { message: 'files: You can only upload up to 5 files at a time.' } });
    await expectNothingRecorded();
  });

  it('refuses a file of 5 MB + 1 byte', async () => {
    const answer = await targetsFor(f.client, f.item, [{ fileName: 'big.pdf', fileSize: MAX_FILE_SIZE_BYTES + 1, fileType: 'application/pdf' }]);
    expect(answer).toMatchObject({ status: 400, body: { message: 'files.0.fileSize: Some files exceed the 5MB size limit and were not added.' } });
  });

  it('refuses system files', async () => {
    const answer = await targetsFor(f.client, f.item, [{ fileName: '.DS_Store', fileSize: 10, fileType: '' }]);
    expect(answer).toMatchObject({ status: 400, body: { message: 'System files (.DS_Store, Thumbs.db) are not uploaded' } });
  });

  it('refuses a PUT of another size than the one signed', async () => {
    const targets = await targetsFor(f.client, f.item, [{ fileName: 'a.pdf', fileSize: 5000, fileType: 'application/pdf' }]);
    const target = targets.body.uploads[0];
    expect(new URL(target?.uploadUrl ?? '').searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    // Like S3, the local S3's verifying front refuses a body of another length than the signed one.
    const put = await fetch(target?.uploadUrl ?? '', { method: 'PUT', headers: target?.headers, body: pdfOfSize(6000) });
    expect(put.status).toBe(403);
    const answer = await complete(f.client, f.item, targets.body.batchId);
    expect(answer).toMatchObject({ status: 400, body: { message: 'a.pdf was not uploaded: upload the batch again' } });
    await expectNothingRecorded();
  });

  it('refuses a declared type with a line break in it', async () => {
    const answer = await targetsFor(f.client, f.item, [{ fileName: 'note.txt', fileSize: 10, fileType: 'text/plain\r\nX-Injected: yes' }]);
    expect(answer).toMatchObject({ status: 400, body: { message: 'files.0.fileType: File type must be a media type such as application/pdf' } });
  });

  it('deletes the staged bytes of a refused batch at once', async () => {
    const { targets, completion } = await upload(f.client, f.item, [
      { fileName: 'fine.pdf', bytes: pdfOfSize(3000), fileType: 'application/pdf' },
      { fileName: 'invoice.pdf', bytes: EXE, fileType: 'application/pdf' },
    ]);
    expect(completion?.status).toBe(400);
    expect(await stagedObjects(targets.body.batchId)).toEqual([]);
    await expectNothingRecorded();
  });

  it('refuses an executable renamed .pdf, deleting it', async () => {
    const { completion } = await upload(f.client, f.item, [{ fileName: 'invoice.pdf', bytes: EXE, fileType: 'application/pdf' }]);
    expect(completion).toMatchObject({ status: 400, body: { message: 'invoice.pdf: the content does not match its name (it is not a .pdf file)' } });
    await expectNothingRecorded();
  });

  it('refuses a completion whose file was never uploaded', async () => {
    const targets = await targetsFor(f.client, f.item, [{ fileName: 'missing.pdf', fileSize: 5000, fileType: 'application/pdf' }]);
    expect(await complete(f.client, f.item, targets.body.batchId)).toMatchObject({
      status: 400,
      body: { message: 'missing.pdf was not uploaded: upload the batch again' },
    });
    await expectNothingRecorded();
  });

  it('refuses bad base64 and a declared size that differs', async () => {
    const path = `/v1/clients/${f.client.userId}/cases/${f.item.caseId}/uploads`;
    const bad = await api(path, { method: 'POST', token: f.client.tokens.accessToken, body: { files: [{ fileName: 'a.pdf', fileBase64: '%%%not base64', fileSize: 10, fileType: 'application/pdf' }] } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'a.pdf: fileBase64 is not valid base64' } });
    const sized = await api(path, {
      method: 'POST',
      token: f.client.tokens.accessToken,
      body: { files: [{ fileName: 'a.pdf', fileBase64: SAMPLE_PDF.toString('base64'), fileSize: SAMPLE_PDF.length + 1, fileType: 'application/pdf' }] },
    });
    expect(sized.status).toBe(400);
    await expectNothingRecorded();
  });

  it('answers 413 with what to do for an inline batch too large for one request', async () => {
    const big = pdfOfSize(MAX_FILE_SIZE_BYTES).toString('base64');
    const answer = await api(`/v1/clients/${f.client.userId}/cases/${f.item.caseId}/uploads`, {
      method: 'POST',
      token: f.client.tokens.accessToken,
      body: { files: [{ fileName: 'big.pdf', fileBase64: big, fileSize: MAX_FILE_SIZE_BYTES, fileType: 'application/pdf' }] },
    });
    expect(answer.status).toBe(413);
    expect((answer.body as { message: string }).message).toContain('Upload the files through the portal');
    await expectNothingRecorded();
  });

  it('refuses an unknown folder id with 404', async () => {
    const answer = await targetsFor(f.admin, f.item, [{ fileName: 'a.pdf', fileSize: 1000, fileType: 'application/pdf' }], 'no-such-folder');
    expect(answer).toMatchObject({ status: 404, body: { message: 'Folder not found' } });
  });
});

describe('a recorded document never changes', () => {
  it('keeps the checked bytes when the upload URL is used again after completion', async () => {
    const f = await firm('overwrite');
    const original = pdfOfSize(4000);
    const targets = await targetsFor(f.client, f.item, [{ fileName: 'passport.pdf', fileSize: original.length, fileType: 'application/pdf' }]);
    const target = targets.body.uploads[0];
    const first = await fetch(target?.uploadUrl ?? '', { method: 'PUT', headers: target?.headers, body: original });
    expect(first.status).toBe(200);
    // Written once: a second PUT to a staged key is refused (S3 conditional write).
    const again = await fetch(target?.uploadUrl ?? '', { method: 'PUT', headers: target?.headers, body: pdfOfSize(4000, 7) });
    expect(again.status).toBe(412);
    const completion = await complete(f.client, f.item, targets.body.batchId);
    expect(completion.status).toBe(201);
    // Staging is released once the batch is recorded.
    expect(await stagedObjects(targets.body.batchId)).toEqual([]);
    // The URL is still valid for its 15 minutes, but what it writes is never read again.
    const payload = Buffer.concat([EXE.subarray(0, 2000), Buffer.from('<script>alert(1)</script>')]).subarray(0, original.length);
    const late = Buffer.concat([payload, Buffer.alloc(original.length - payload.length, 0x20)]);
    await fetch(target?.uploadUrl ?? '', { method: 'PUT', headers: target?.headers, body: late });
    const link = await download(f.admin, f.item, completion.body.data[0]?.id ?? '');
    const served = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(served.equals(original)).toBe(true);
  });

  it('stores and serves a document as the type its bytes are, not the type the browser declared', async () => {
    const f = await firm('declared-type');
    const { completion } = await upload(f.client, f.item, [{ fileName: 'note.txt', bytes: Buffer.from('Meeting at 10 on Tuesday.\n'), fileType: 'text/html' }]);
    expect(completion?.body.data[0]?.file?.mimeType).toBe('text/plain');
    const link = await download(f.client, f.item, completion?.body.data[0]?.id ?? '');
    const response = await fetch(link.body.url);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
  });
});

describe('authorization', () => {
  let f: Firm;
  let other: Firm;
  let documentId: string;

  beforeAll(async () => {
    f = await firm('authz');
    other = await firm('authz-other');
    const { completion } = await upload(f.client, f.item, [{ fileName: 'mine.pdf', bytes: pdfOfSize(1500), fileType: 'application/pdf' }]);
    documentId = completion?.body.data[0]?.id ?? '';
  });

  it('refuses another client listing, uploading to or downloading from the case', async () => {
    const stranger = await createPerson(f.admin.orgId, 'client', 'stranger');
    expect((await listing(stranger, f.item)).status).toBe(404);
    expect((await targetsFor(stranger, f.item, [{ fileName: 'x.pdf', fileSize: 100, fileType: 'application/pdf' }])).status).toBe(404);
    expect((await download(stranger, f.item, documentId)).status).toBe(404);
  });

  it('refuses an admin of another org the case, its folders and its documents', async () => {
    expect((await listing(other.admin, f.item)).status).toBe(404);
    expect((await download(other.admin, f.item, documentId)).status).toBe(404);
    const folder = await api(`/v1/admin/cases/${f.item.caseId}/folders/${f.item.caseFolderId}/create-folder`, {
      method: 'POST',
      token: other.admin.tokens.accessToken,
      body: { folderName: 'Intrusion' },
    });
    expect(folder.status).toBe(404);
  });

  it('refuses a folder of another case', async () => {
    const answer = await targetsFor(f.admin, f.item, [{ fileName: 'x.pdf', fileSize: 100, fileType: 'application/pdf' }], other.item.caseFolderId);
    expect(answer.status).toBe(404);
  });

  it('refuses a batch completed by someone other than its starter', async () => {
    const targets = await targetsFor(f.client, f.item, [{ fileName: 'x.pdf', fileSize: 100, fileType: 'application/pdf' }]);
    expect((await complete(f.admin, f.item, targets.body.batchId)).status).toBe(404);
  });
});

describe('folders', () => {
  it('creates a sub-folder, lists it with getMode=all, and takes uploads into it', async () => {
    const f = await firm('folders');
    const created = await api<{ data: StoredItem }>(`/v1/admin/cases/${f.item.caseId}/folders/${f.item.caseFolderId}/create-folder`, {
      method: 'POST',
      token: f.admin.tokens.accessToken,
      body: { folderName: 'Identity documents' },
    });
    expect(created.status).toBe(201);
    const folder = created.body.data;
    expect(folder).toMatchObject({ name: 'Identity documents', type: 'folder', folder: { childCount: 0 } });
    const { completion } = await upload(f.admin, f.item, [{ fileName: 'id.pdf', bytes: pdfOfSize(1200), fileType: 'application/pdf' }], folder.id);
    expect(completion?.status).toBe(201);
    const root = await listing(f.admin, f.item, f.item.caseFolderId, '?getMode=all');
    expect(root.body.files.map((item) => [item.name, item.type, item.folder?.childCount])).toEqual([['Identity documents', 'folder', 1]]);
    expect((await listing(f.admin, f.item, folder.id)).body.files.map((item) => item.name)).toEqual(['id.pdf']);
    // The client sees their case folder only.
    expect((await listing(f.client, f.item, folder.id)).status).toBe(404);
  });

  it('refuses an empty folder name', async () => {
    const f = await firm('folder-names');
    const answer = await api(`/v1/admin/cases/${f.item.caseId}/folders/${f.item.caseFolderId}/create-folder`, {
      method: 'POST',
      token: f.admin.tokens.accessToken,
      body: { folderName: '   ' },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'folderName: Folder name is required' } });
  });
});

describe('20 completions at once on one case', () => {
  it('leaves every counter exact', async () => {
    const f = await firm('parallel-uploads');
    const before = await orgSummary(f.admin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(f.client, f.item, [{ fileName: `p${i}.pdf`, bytes: pdfOfSize(1100, i), fileType: 'application/pdf' }])),
    );
    const recorded = answers.filter((answer) => answer.completion?.status === 201).length;
    expect(recorded).toBe(20);
    const after = await orgSummary(f.admin);
    expect(after.documentsUploadedCount - before.documentsUploadedCount).toBe(20);
    expect((await readCase(f.admin, f.item)).body.Item.docsNum).toBe(20);
    expect((await readUser(f.client, f.client.userId)).body.Item.documentsCount).toBe(20);
    expect((await listing(f.admin, f.item, f.item.caseFolderId, '?limit=100')).body.files).toHaveLength(20);
  });
});

describe('one batch completed twice at once', () => {
  it('records it once: both answers carry the same documents, counted once', async () => {
    const f = await firm('double-completion');
    const files = [0, 1].map((i) => ({ fileName: `twice ${i}.pdf`, bytes: pdfOfSize(1200, i), fileType: 'application/pdf' }));
    const targets = await targetsFor(f.client, f.item, files.map((file) => ({ fileName: file.fileName, fileSize: file.bytes.length, fileType: file.fileType })));
    expect(targets.status).toBe(201);
    await Promise.all(targets.body.uploads.map((target) => fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: files[target.index]?.bytes })));
    const answers = await Promise.all([complete(f.client, f.item, targets.body.batchId), complete(f.client, f.item, targets.body.batchId)]);
    const recorded = answers.filter((answer) => answer.status === 201);
    // The loser of the claim answers the winner's documents, or — while the winner is still writing — a 409 in words.
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer).toMatchObject({ status: 409, body: { message: expect.stringContaining('completed already') } });
    }
    const ids = recorded.map((answer) => answer.body.data.map((item) => item.id).sort());
    for (const one of ids) expect(one).toEqual(ids[0]);
    expect((await readCase(f.admin, f.item)).body.Item.docsNum).toBe(2);
    expect((await listing(f.admin, f.item)).body.files.map((item) => item.name).sort()).toEqual(['twice 0.pdf', 'twice 1.pdf']);
  });
});
