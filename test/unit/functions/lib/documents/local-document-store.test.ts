import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalDocumentStore } from '../../../../../functions/lib/documents/local-document-store';
import { freshFolder } from '../../../support/documents';

let rootDir = '';

beforeEach(() => {
  rootDir = mkdtempSync(path.join(tmpdir(), 'portal-local-store-'));
});

afterEach(() => {
  rmSync(rootDir, { recursive: true, force: true });
});

const folderRecord = (id: string) => JSON.parse(readFileSync(path.join(rootDir, 'folders', `${id}.json`), 'utf8'));

describe('local document store', () => {
  it('answers the new folder as a stored folder item, created and modified at once', async () => {
    const folder = await createLocalDocumentStore(rootDir).createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(folder).toEqual(freshFolder('Study permit', 'Alex Admin'));
    expect(folder.lastModifiedDateTime).toBe(folder.createdDateTime);
  });

  it('keeps one JSON record per folder under folders/, with its parent', async () => {
    const folder = await createLocalDocumentStore(rootDir).createFolder('root-folder', 'Study permit', 'Alex Admin');
    expect(folderRecord(folder.id)).toEqual({ ...folder, parentId: 'root-folder' });
  });

  it('records a folder created at the root with a null parent', async () => {
    const folder = await createLocalDocumentStore(rootDir).createFolder(undefined, 'Study permit', 'Alex Admin');
    expect(folderRecord(folder.id).parentId).toBeNull();
  });

  it('gives every folder its own id, even with the same name', async () => {
    const store = createLocalDocumentStore(rootDir);
    const first = await store.createFolder(undefined, 'Same', 'Alex Admin');
    const second = await store.createFolder(undefined, 'Same', 'Alex Admin');
    expect(first.id).not.toBe(second.id);
    expect(readdirSync(path.join(rootDir, 'folders'))).toHaveLength(2);
  });

  it('deletes a folder’s record', async () => {
    const store = createLocalDocumentStore(rootDir);
    const folder = await store.createFolder(undefined, 'Study permit', 'Alex Admin');
    await store.deleteFolder(folder.id);
    expect(readdirSync(path.join(rootDir, 'folders'))).toEqual([]);
  });

  it('deletes a folder that is gone already without complaint', async () => {
    await expect(createLocalDocumentStore(rootDir).deleteFolder('never-created')).resolves.toBeUndefined();
  });
});
