import { createHash, randomBytes } from 'node:crypto';
import { NOT_FOUND } from '../../../../shared/core/refusals';
import { STORE } from '../../../../shared/documents/refusals';
import { createGraphClient } from './graph-client';
import { putInFragments, storeWithRecordedWaits, useFakeGraph } from '../../../../test/unit/support/fake-graph-setup';

const graph = useFakeGraph();
const PDF_HEAD = Buffer.from('%PDF-1.7\n');

/** A PDF-looking file of `size` bytes. */
function pdfBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  PDF_HEAD.copy(bytes);
  return bytes;
}

/** Large contents compare by digest: a deep equality of megabytes is slow. */
const digest = (bytes: Uint8Array | undefined) => createHash('sha256').update(bytes ?? new Uint8Array()).digest('hex');

const key = (documentId: string) => `cases/case-1/documents/${documentId}`;

describe('OneDrive document store: folders', () => {
  it('creates a case folder under the root folder and answers it as a stored folder', async () => {
    const { store } = storeWithRecordedWaits();
    const folder = await store.createFolder(undefined, 'Smith – Study permit', 'Alex Admin');
    expect(folder).toMatchObject({ name: 'Smith – Study permit', type: 'folder', folder: { childCount: 0 }, size: 0 });
    expect(folder.parentId).toBeUndefined();
    expect(graph().item(folder.id)?.parentReference?.id).toBe(graph().credentials.rootFolderId);
  });

  it('renames a folder whose name is taken instead of failing', async () => {
    const { store } = storeWithRecordedWaits();
    await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const second = await store.createFolder(undefined, 'smith', 'Alex Admin');
    expect(second.name).toBe('smith 1');
  });

  it('creates a sub-folder that names its parent', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const sub = await store.createFolder(caseFolder.id, 'Passports', 'Alex Admin');
    expect(sub.parentId).toBe(caseFolder.id);
  });

  it('refuses a parent that is not a Graph item id before calling Graph', async () => {
    const { store } = storeWithRecordedWaits();
    await store.createFolder(undefined, 'Warm-up', 'Alex Admin');
    const before = graph().requests.length;
    await expect(store.createFolder('../../me/drive', 'Passports', 'Alex Admin')).rejects.toMatchObject(NOT_FOUND.FOLDER);
    expect(graph().requests).toHaveLength(before);
  });

  it('deletes a folder, and a folder already gone is fine', async () => {
    const { store } = storeWithRecordedWaits();
    const folder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    await store.deleteFolder(folder.id);
    expect(graph().item(folder.id)).toBeUndefined();
    await expect(store.deleteFolder(folder.id)).resolves.toBeUndefined();
  });

  it('destroys a case (the retention job): its folder with its sub-folders and files, and again finds nothing to do', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const sub = await store.createFolder(caseFolder.id, 'Passports', 'Alex Admin');
    const other = await store.createFolder(undefined, 'Jones', 'Alex Admin');
    await store.destroyCaseContents({ caseId: 'case-1', caseFolderId: caseFolder.id }, [caseFolder.id, sub.id]);
    expect(graph().item(caseFolder.id)).toBeUndefined();
    expect(graph().item(other.id)).toBeDefined();
    await expect(store.destroyCaseContents({ caseId: 'case-1', caseFolderId: caseFolder.id }, [caseFolder.id])).resolves.toBe(1);
  });
});

describe('OneDrive document store: uploads', () => {
  it('takes a 5 MB upload in fragments, inspects it and places it in its case folder, renaming a taken name', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    graph().addFile(caseFolder.id, 'passport.pdf', pdfBytes(10), 'application/pdf');
    const bytes = pdfBytes(5 * 1024 * 1024);

    const target = await store.uploadTarget(key('d-1'), bytes.length, 'application/pdf', 900);
    const statuses = await putInFragments(target, bytes);
    const stored = await store.inspect(key('d-1'), 4100);
    const placement = await store.place(key('d-1'), { caseId: 'case-1', documentId: 'd-1', folderId: caseFolder.id, fileName: 'passport.pdf', mimeType: 'application/pdf', attemptId: 'a-1' });
    const placed = placement?.item;

    expect(target.headers).toEqual({});
    expect(target.chunkSize).toBe(10 * 327_680);
    expect(statuses).toEqual([202, 201]);
    expect(stored?.size).toBe(bytes.length);
    expect(Buffer.from(stored?.head ?? [])).toEqual(Buffer.from(bytes.subarray(0, 4100)));
    expect(placed).toMatchObject({ name: 'passport 1.pdf', type: 'file', size: bytes.length, status: 'available' });
    expect(placement?.storageKey).toBe(`item:${placed?.id ?? ''}`);
    expect(graph().item(placed?.id ?? '')?.parentReference?.id).toBe(caseFolder.id);
    expect(digest(graph().bytes(placed?.id ?? ''))).toBe(digest(bytes));
  });

  it('answers undefined for a key nothing was uploaded under', async () => {
    const { store } = storeWithRecordedWaits();
    await expect(store.inspect(key('never'), 4100)).resolves.toBeUndefined();
  });

  it('answers undefined when the upload session expired before the bytes arrived', async () => {
    const { store } = storeWithRecordedWaits();
    const target = await store.uploadTarget(key('d-2'), 1000, 'application/pdf', 900);
    graph().expireUploadSessions();
    const statuses = await putInFragments(target, pdfBytes(1000));
    expect(statuses).toEqual([404]);
    await expect(store.inspect(key('d-2'), 4100)).resolves.toBeUndefined();
  });

  it('stores bytes sent through the API, and removes them', async () => {
    const { store } = storeWithRecordedWaits();
    const bytes = pdfBytes(2000);
    await store.put(key('d-3'), bytes, 'application/pdf');
    const stored = await store.inspect(key('d-3'), 4100);
    await store.remove(key('d-3'));
    expect(stored?.size).toBe(2000);
    expect(Buffer.from(stored?.head ?? [])).toEqual(Buffer.from(bytes));
    await expect(store.inspect(key('d-3'), 4100)).resolves.toBeUndefined();
    await expect(store.remove(key('d-3'))).resolves.toBeUndefined();
  });

  it('answers an empty file with no head', async () => {
    const { store } = storeWithRecordedWaits();
    await store.put(key('empty'), new Uint8Array(), 'text/plain');
    await expect(store.inspect(key('empty'), 4100)).resolves.toMatchObject({ size: 0, head: new Uint8Array() });
  });

  it('gives a staged upload a download link', async () => {
    const { store } = storeWithRecordedWaits();
    const bytes = pdfBytes(300);
    await store.put(key('d-4'), bytes, 'application/pdf');
    const response = await fetch(await store.downloadUrl(key('d-4')));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it('keeps uploads in one staging folder under the root folder, never listed', async () => {
    const { store } = storeWithRecordedWaits();
    await store.put(key('d-5'), pdfBytes(100), 'application/pdf');
    await store.put(key('d-6'), pdfBytes(100), 'application/pdf');
    const root = await store.drive.list(graph().credentials.rootFolderId);
    expect(root?.items).toEqual([]);
    const createdStaging = graph().requests.filter((request) => request.method === 'POST' && request.path.includes('/children'));
    expect(createdStaging).toHaveLength(1);
  });
});

describe('OneDrive document store: the catalogue', () => {
  it('lists a file someone added in OneDrive directly as an available document', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const added = graph().addFile(caseFolder.id, 'Marriage certificate.pdf', pdfBytes(1234), 'application/pdf');
    const page = await store.drive.list(caseFolder.id);
    expect(page).toEqual({
      items: [
        {
          id: added.id,
          name: 'Marriage certificate.pdf',
          size: 1234,
          createdDateTime: added.createdDateTime,
          lastModifiedDateTime: added.lastModifiedDateTime,
          createdBy: { user: { displayName: expect.any(String) } },
          webUrl: added.webUrl,
          type: 'file',
          file: { mimeType: 'application/pdf' },
          status: 'available',
        },
      ],
    });
  });

  it('pages through a large folder with Graph’s next links', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    for (let index = 0; index < 450; index += 1) graph().addFile(caseFolder.id, `scan ${String(index).padStart(3, '0')}.pdf`, PDF_HEAD);
    const names: string[] = [];
    const tokens: Array<string | undefined> = [];
    let pageToken: string | undefined;
    do {
      const page = await store.drive.list(caseFolder.id, pageToken);
      names.push(...(page?.items ?? []).map((item) => item.name));
      pageToken = page?.nextPageToken;
      tokens.push(pageToken);
    } while (pageToken);
    expect(names).toHaveLength(450);
    expect(new Set(names).size).toBe(450);
    expect(tokens.map((token) => token?.startsWith(graph().graphBaseUrl))).toEqual([true, true, undefined]);
  });

  it('refuses a page token that is not Graph’s next link for this folder', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    await expect(store.drive.list(caseFolder.id, 'https://attacker.example/v1.0/steal')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('answers a folder that is not there as not found', async () => {
    const { store } = storeWithRecordedWaits();
    await expect(store.drive.list('01NOSUCHITEM')).rejects.toMatchObject(NOT_FOUND.FOLDER);
  });

  it('locates an item in a sub-folder with its ancestors, nearest first', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const passports = await store.createFolder(caseFolder.id, 'Passports', 'Alex Admin');
    const expired = await store.createFolder(passports.id, 'Expired', 'Alex Admin');
    const file = graph().addFile(expired.id, 'old passport.pdf', pdfBytes(50), 'application/pdf');
    const located = await store.drive.locate(file.id);
    expect(located?.item).toMatchObject({ id: file.id, name: 'old passport.pdf', type: 'file' });
    expect(located?.ancestorIds).toEqual([expired.id, passports.id, caseFolder.id]);
  });

  it('locates a case folder with no ancestors', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    await expect(store.drive.locate(caseFolder.id)).resolves.toEqual({ item: expect.objectContaining({ id: caseFolder.id }), ancestorIds: [] });
  });

  it('does not locate what is not there, a malformed id or the root folder itself', async () => {
    const { store } = storeWithRecordedWaits();
    await expect(store.drive.locate('01NOSUCHITEM')).resolves.toBeUndefined();
    await expect(store.drive.locate('a/b?c')).resolves.toBeUndefined();
    await expect(store.drive.locate(graph().credentials.rootFolderId)).resolves.toBeUndefined();
  });

  it('does not locate a staged upload: it is not a document until it is placed', async () => {
    const { store } = storeWithRecordedWaits();
    await store.put(key('d-7'), pdfBytes(10), 'application/pdf');
    const { driveId, rootFolderId } = graph().credentials;
    const graphOfTest = createGraphClient({ graphBaseUrl: graph().graphBaseUrl, loginUrl: graph().loginUrl, credentials: () => Promise.resolve(graph().credentials) });
    const staged = await graphOfTest.request<{ id: string; parentReference: { id: string } }>(
      'GET',
      `/drives/${driveId}/items/${rootFolderId}:/.portal-uploads/cases_case-1_documents_d-7`,
    );
    await expect(store.drive.locate(staged.id)).resolves.toBeUndefined();
    await expect(store.drive.locate(staged.parentReference.id)).resolves.toBeUndefined();
  });

  it('downloads an item of the catalogue through Graph’s pre-authenticated link', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const bytes = pdfBytes(777);
    const file = graph().addFile(caseFolder.id, 'letter.pdf', bytes, 'application/pdf');
    const url = (await store.drive.locate(file.id))?.downloadUrl;
    const response = await fetch(url ?? '');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it('gives no download link for a folder', async () => {
    const { store } = storeWithRecordedWaits();
    const caseFolder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    const located = await store.drive.locate(caseFolder.id);
    expect(located?.item.type).toBe('folder');
    expect(located?.downloadUrl).toBeUndefined();
  });
});

describe('OneDrive document store: settings', () => {
  it('refuses every call while the secret still holds the stack’s placeholders', async () => {
    process.env.ONEDRIVE_SECRET = JSON.stringify({ ...graph().credentials, clientSecret: 'FILL-ME', driveId: 'FILL-ME' });
    const { store } = storeWithRecordedWaits();
    await expect(store.createFolder(undefined, 'Smith', 'Alex Admin')).rejects.toMatchObject(STORE.NOT_CONFIGURED);
    expect(graph().tokensIssued).toBe(0);
  });

  it('refuses with NOT_CONFIGURED when the identity platform refuses the credentials', async () => {
    process.env.ONEDRIVE_SECRET = JSON.stringify({ ...graph().credentials, clientSecret: 'a-wrong-secret' });
    const { store } = storeWithRecordedWaits();
    await expect(store.createFolder(undefined, 'Smith', 'Alex Admin')).rejects.toMatchObject(STORE.NOT_CONFIGURED);
  });
});
