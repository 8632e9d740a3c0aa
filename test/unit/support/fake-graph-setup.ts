/**
 * The OneDrive store's tests (functions/documents/store/onedrive/*.test.ts) run against the fake
 * Microsoft Graph (local/fake-graph) on loopback: a fresh one per test, the store's settings and
 * Graph's URLs pointed at it; the store's waits between retries are recorded, not slept.
 */
import { type OneDriveDocumentStore, createOneDriveDocumentStore } from '../../../functions/documents/store/onedrive/onedrive-document-store';
import type { DirectUploadTarget } from '../../../functions/documents/store/document-store';
import { type FakeGraph, type FakeGraphOptions, startFakeGraph } from '../../../local/fake-graph';

const ENVIRONMENT = ['ONEDRIVE_SECRET', 'ONEDRIVE_SECRET_ARN', 'GRAPH_BASE_URL', 'GRAPH_LOGIN_URL', 'DOCUMENT_STORE'] as const;

/** Starts a fake Graph before each test and stops it after; answers the running one. */
export function useFakeGraph(options?: FakeGraphOptions): () => FakeGraph {
  let graph: FakeGraph | undefined;
  beforeEach(async () => {
    graph = await startFakeGraph(options);
    process.env.ONEDRIVE_SECRET = JSON.stringify(graph.credentials);
    process.env.GRAPH_BASE_URL = graph.graphBaseUrl;
    process.env.GRAPH_LOGIN_URL = graph.loginUrl;
    process.env.LOG_LEVEL = 'silent';
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await graph?.stop();
    graph = undefined;
    for (const name of ENVIRONMENT) delete process.env[name];
  });
  return () => {
    if (!graph) throw new Error('The fake Graph runs inside tests only');
    return graph;
  };
}

/** A store on the configured Graph whose waits are recorded (in milliseconds) instead of slept. */
export function storeWithRecordedWaits(): { store: OneDriveDocumentStore; waits: number[] } {
  const waits: number[] = [];
  const store = createOneDriveDocumentStore({
    sleep: (milliseconds) => {
      waits.push(milliseconds);
      return Promise.resolve();
    },
  });
  return { store, waits };
}

/** Sends a file to an upload target as the browser does: fragments of `chunkSize`, each with its Content-Range. */
export async function putInFragments(target: DirectUploadTarget, bytes: Uint8Array): Promise<number[]> {
  const chunkSize = target.chunkSize ?? bytes.length;
  const statuses: number[] = [];
  for (let first = 0; first < bytes.length; first += chunkSize) {
    const fragment = bytes.subarray(first, Math.min(first + chunkSize, bytes.length));
    const response = await fetch(target.url, {
      method: 'PUT',
      headers: { ...target.headers, 'content-range': `bytes ${first}-${first + fragment.length - 1}/${bytes.length}` },
      body: fragment,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}
