/**
 * A document store whose adapter is loaded on its first call: a route that never calls the store
 * (most of them import it only through the cases domain) does not load the adapter's modules.
 */
import type { DocumentCatalogue, DocumentStore } from './document-store';

export function deferredStore(load: () => Promise<DocumentStore>): DocumentStore {
  let loaded: Promise<DocumentStore> | undefined;
  const store = () => (loaded ??= load());
  const catalogue: DocumentCatalogue = {
    folderOfCase: async (...args) => (await store()).catalogue.folderOfCase(...args),
    listFolder: async (...args) => (await store()).catalogue.listFolder(...args),
    createSubFolder: async (...args) => (await store()).catalogue.createSubFolder(...args),
    prepareUploadFolder: async (...args) => (await store()).catalogue.prepareUploadFolder(...args),
    findDocument: async (...args) => (await store()).catalogue.findDocument(...args),
  };
  return {
    catalogue,
    createFolder: async (...args) => (await store()).createFolder(...args),
    deleteFolder: async (...args) => (await store()).deleteFolder(...args),
    uploadTarget: async (...args) => (await store()).uploadTarget(...args),
    inspect: async (...args) => (await store()).inspect(...args),
    put: async (...args) => (await store()).put(...args),
    remove: async (...args) => (await store()).remove(...args),
    place: async (...args) => (await store()).place(...args),
    unplace: async (...args) => (await store()).unplace(...args),
    releaseStaged: async (...args) => (await store()).releaseStaged(...args),
    cleanStaging: async (...args) => (await store()).cleanStaging(...args),
    destroyCaseContents: async (...args) => (await store()).destroyCaseContents(...args),
  };
}
