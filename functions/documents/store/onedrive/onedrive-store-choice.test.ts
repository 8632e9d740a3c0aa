import { STORE } from '../../../../shared/documents/refusals';
import type { DocumentStore } from '../document-store';
import { useFakeGraph } from '../../../../test/unit/support/fake-graph-setup';

const graph = useFakeGraph();

/** The configured store from a fresh copy of the modules, as a cold Lambda would choose it. */
async function configuredStore(): Promise<DocumentStore> {
  let store: DocumentStore | undefined;
  await jest.isolateModulesAsync(async () => {
    const { documentStore } = await import('..');
    store = documentStore();
  });
  if (!store) throw new Error('documentStore() returned nothing');
  return store;
}

describe('documentStore with DOCUMENT_STORE=onedrive', () => {
  it('keeps documents in OneDrive, with a catalogue, and needs no bucket', async () => {
    process.env.DOCUMENT_STORE = 'onedrive';
    delete process.env.DOCUMENTS_BUCKET;
    const store = await configuredStore();
    const folder = await store.createFolder(undefined, 'Smith', 'Alex Admin');
    expect(store.catalogue).toBeDefined();
    expect(graph().item(folder.id)?.name).toBe('Smith');
  });

  it('is made at once, even before the secret is filled in; its calls are refused until then', async () => {
    process.env.DOCUMENT_STORE = 'onedrive';
    process.env.ONEDRIVE_SECRET = JSON.stringify({ tenantId: 'FILL-ME', clientId: 'FILL-ME', clientSecret: 'FILL-ME', driveId: 'FILL-ME', rootFolderId: 'FILL-ME' });
    const store = await configuredStore();
    await expect(store.catalogue.listFolder('01ANYFOLDER', { limit: 10 }, false)).rejects.toMatchObject(STORE.NOT_CONFIGURED);
  });

  it('loads the OneDrive adapter (Graph client, upload sessions) on the store’s first call, not before', async () => {
    process.env.DOCUMENT_STORE = 'onedrive';
    delete process.env.DOCUMENTS_BUCKET;
    const loaded: string[] = [];
    jest.doMock('./onedrive-document-store', () => {
      loaded.push('onedrive-document-store');
      return jest.requireActual('./onedrive-document-store');
    });
    try {
      await jest.isolateModulesAsync(async () => {
        const { documentStore } = await import('..');
        const store = documentStore();
        expect(loaded).toEqual([]);
        await store.createFolder(undefined, 'Smith', 'Alex Admin');
      });
    } finally {
      jest.dontMock('./onedrive-document-store');
    }
    expect(loaded).toEqual(['onedrive-document-store']);
  });
});
