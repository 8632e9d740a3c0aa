/**
 * The OneDrive store where Graph refuses or fails: names OneDrive refuses,
 * moves that are throttled or lose their answer, upload sessions bound to the announced size and
 * ended when refused or expired, staging cleaned, listings that honour a limit, declared types that
 * cannot be sent. Against the fake Microsoft Graph, whose fault switch makes the moves fail.
 */
import { randomBytes } from 'node:crypto';
import { STORE } from '../../../../shared/documents/refusals';
import type { DocumentPlacement, DocumentStore } from '../document-store';
import type { OneDriveDocumentStore } from './onedrive-document-store';
import { PLACEMENT_TAKEOVER_MS } from './onedrive-document-store';
import { putInFragments, storeWithRecordedWaits, useFakeGraph } from '../../../../test/unit/support/fake-graph-setup';

const graph = useFakeGraph();
const DAY_MS = 24 * 60 * 60 * 1000;

function pdfBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

const key = (documentId: string) => `uploads/batch-1/${documentId}`;

const placement = (folderId: string, fileName: string, attemptId = 'attempt-1'): DocumentPlacement => ({
  caseId: 'case-1',
  documentId: 'd-1',
  folderId,
  fileName,
  mimeType: 'application/pdf',
  attemptId,
});

/** A case folder and one file staged under `key('d-1')` (uploaded through the API). */
async function stagedFile(store: DocumentStore): Promise<{ folderId: string; bytes: Uint8Array }> {
  const folder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
  const bytes = pdfBytes(1200);
  await store.put(key('d-1'), bytes, 'application/pdf');
  return { folderId: folder.id, bytes };
}

const childrenOf = async (store: OneDriveDocumentStore, folderId: string) => (await store.drive.list(folderId))?.items ?? [];

describe('OneDrive store: names OneDrive refuses', () => {
  it.each([
    ['Study Permit: renewal', 'Study Permit - renewal'],
    ['H&C / PRRA', 'H&C - PRRA'],
    ['desktop.ini', '_desktop.ini'],
    ['Draft _vti_ notes', 'Draft _vti- notes'],
  ])('creates the folder "%s" as "%s"', async (name, expected) => {
    const { store } = storeWithRecordedWaits();
    const folder = await store.createFolder(undefined, name, 'Alex Admin');
    expect(folder.name).toBe(expected);
    expect(graph().item(folder.id)?.name).toBe(expected);
  });

  it.each([
    ['~$affidavit.pdf', 'affidavit.pdf'],
    ['scan_vti_1.pdf', 'scan_vti-1.pdf'],
    ['CON.pdf', '_CON.pdf'],
  ])('places the file "%s" as "%s"', async (name, expected) => {
    const { store } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);
    const placed = await store.place(key('d-1'), placement(folderId, name));
    expect(placed?.item).toMatchObject({ name: expected, type: 'file' });
    expect(graph().item(placed?.item?.id ?? '')?.parentReference?.id).toBe(folderId);
  });
});

describe('OneDrive store: a declared type that cannot be a header', () => {
  it('stores an inline upload whose declared type carries a line break, without that type (the completion checks the content)', async () => {
    const { store } = storeWithRecordedWaits();
    const bytes = pdfBytes(300);
    await store.put(key('d-9'), bytes, 'application/pdf\r\nX-Injected: 1');
    const stored = await store.inspect(key('d-9'), 16);
    expect(stored?.size).toBe(300);
    expect(Buffer.from(stored?.head ?? [])).toEqual(Buffer.from(bytes.subarray(0, 16)));
  });
});

describe('OneDrive store: the move into the case folder', () => {
  it('answers 429 when Graph throttles the move past what the portal waits, and moves at the next try', async () => {
    const { store, waits } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);
    graph().setFault({ operation: 'move', answer: 429, count: 1, parentId: folderId, retryAfterSeconds: 30 });

    await expect(store.place(key('d-1'), placement(folderId, 'passport.pdf'))).rejects.toMatchObject(STORE.TOO_MANY_REQUESTS);
    const stillStaged = await store.inspect(key('d-1'), 16);
    const placed = await store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-2'));

    expect(waits).toEqual([]);
    expect(stillStaged?.size).toBe(1200);
    expect((await childrenOf(store, folderId)).map((child) => child.name)).toEqual(['passport.pdf']);
    expect(placed?.item?.name).toBe('passport.pdf');
  });

  it('answers 503 when Graph is unavailable for the move, leaving the upload staged', async () => {
    const { store } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);
    graph().setFault({ operation: 'move', answer: 503, count: 1, parentId: folderId, retryAfterSeconds: 30 });

    await expect(store.place(key('d-1'), placement(folderId, 'passport.pdf'))).rejects.toMatchObject(STORE.UNAVAILABLE);
    expect(await childrenOf(store, folderId)).toEqual([]);
    await expect(store.inspect(key('d-1'), 16)).resolves.toMatchObject({ size: 1200 });
  });

  it('answers the moved file when Graph moved it but the answer was lost', async () => {
    const { store } = storeWithRecordedWaits();
    const { folderId, bytes } = await stagedFile(store);
    graph().setFault({ operation: 'move', answer: 'reset', count: 1, parentId: folderId });

    const placed = await store.place(key('d-1'), placement(folderId, 'passport.pdf'));

    const listed = await childrenOf(store, folderId);
    expect(listed.map((child) => child.name)).toEqual(['passport.pdf']);
    expect(placed).toEqual({ storageKey: `item:${listed[0]?.id ?? ''}`, item: expect.objectContaining({ id: listed[0]?.id, name: 'passport.pdf' }) });
    expect(Buffer.from(graph().bytes(listed[0]?.id ?? '') ?? [])).toEqual(Buffer.from(bytes));
  });

  it('finds a file already moved by the same completion, or by one that is over, instead of failing', async () => {
    const { store } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);
    const first = await store.place(key('d-1'), placement(folderId, 'passport.pdf'));

    const again = await store.place(key('d-1'), placement(folderId, 'passport.pdf'));
    const inspected = await store.inspect(key('d-1'), 16);
    const otherAtOnce = await store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-2'));
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + PLACEMENT_TAKEOVER_MS + 1000);
    const otherLater = await store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-2'));

    expect(again).toEqual(first);
    expect(inspected?.size).toBe(1200);
    // A completion running at the same time may still record it: not taken over.
    expect(otherAtOnce).toBeUndefined();
    expect(otherLater?.item?.id).toBe(first?.item?.id);
    expect(await childrenOf(store, folderId)).toHaveLength(1);
  });

  it('lets one of two completions moving the same upload at once move it; the other is told it was taken', async () => {
    const { store } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);

    const outcomes = await Promise.all([store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-a')), store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-b'))]);

    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
    expect((await childrenOf(store, folderId)).map((child) => child.name)).toEqual(['passport.pdf']);
  });

  it('puts an unrecorded placement back into staging, where the next completion finds it', async () => {
    const { store } = storeWithRecordedWaits();
    const { folderId } = await stagedFile(store);
    const placed = await store.place(key('d-1'), placement(folderId, 'passport.pdf'));
    if (!placed) throw new Error('placed');

    await store.unplace(placed, key('d-1'));

    expect(await childrenOf(store, folderId)).toEqual([]);
    await expect(store.inspect(key('d-1'), 16)).resolves.toMatchObject({ size: 1200 });
    expect((await store.place(key('d-1'), placement(folderId, 'passport.pdf', 'attempt-2')))?.item?.id).toBe(placed.item?.id);
  });
});

describe('OneDrive store: upload sessions and staging', () => {
  it('binds an upload session to the announced size: more bytes are refused', async () => {
    const { store } = storeWithRecordedWaits();
    const target = await store.uploadTarget(key('d-2'), 10, 'application/pdf', 900);

    const statuses = await putInFragments(target, pdfBytes(4000));

    expect(statuses).toEqual([416]);
    await expect(store.inspect(key('d-2'), 16)).resolves.toBeUndefined();
  });

  it('ends the session of a refused upload: no bytes are taken after the refusal', async () => {
    const { store } = storeWithRecordedWaits();
    const target = await store.uploadTarget(key('d-3'), 1000, 'application/pdf', 900);

    await store.remove(key('d-3'));

    expect(await putInFragments(target, pdfBytes(1000))).toEqual([404]);
    await expect(store.inspect(key('d-3'), 16)).resolves.toBeUndefined();
  });

  it('ends the sessions of expired batches and deletes uploads never completed after a day', async () => {
    const { store } = storeWithRecordedWaits();
    const expiring = await store.uploadTarget(key('d-4'), 1000, 'application/pdf', 60);
    const open = await store.uploadTarget(key('d-5'), 1000, 'application/pdf', 900);
    await store.put(key('d-6'), pdfBytes(500), 'application/pdf');

    const afterExpiry = await store.cleanStaging?.(Date.now() + 120_000);
    const expiredPut = await putInFragments(expiring, pdfBytes(1000));
    const openPut = await putInFragments(open, pdfBytes(1000));
    const beforeADay = await store.inspect(key('d-6'), 16);
    const afterADay = await store.cleanStaging?.(Date.now() + 2 * DAY_MS);

    expect(afterExpiry).toEqual({ sessionsEnded: 1, itemsDeleted: 1 });
    expect(expiredPut).toEqual([404]);
    expect(openPut).toEqual([201]);
    expect(beforeADay?.size).toBe(500);
    await expect(store.inspect(key('d-5'), 16)).resolves.toBeUndefined();
    await expect(store.inspect(key('d-6'), 16)).resolves.toBeUndefined();
    expect(afterADay?.itemsDeleted).toBe(3);
  });
});

describe('OneDrive store: listing with a limit', () => {
  it('answers at most `limit` items a page and the token of the next', async () => {
    const { store } = storeWithRecordedWaits();
    const folder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']) graph().addFile(folder.id, name, pdfBytes(20), 'application/pdf');

    const names: string[][] = [];
    let token: string | undefined;
    do {
      const page = await store.drive.list(folder.id, token, 2);
      names.push(page?.items.map((item) => item.name) ?? []);
      token = page?.nextPageToken;
    } while (token);

    expect(names).toEqual([['a.pdf', 'b.pdf'], ['c.pdf', 'd.pdf'], ['e.pdf']]);
  });
});
