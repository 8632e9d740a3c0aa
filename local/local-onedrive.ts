/**
 * `STORAGE=onedrive npm start`: documents in a fake Microsoft Graph (the test support's, on loopback,
 * kept under the data directory) instead of the embedded S3-compatible server, so the OneDrive adapter
 * runs on one machine exactly as in AWS — only its Graph and sign-in URLs point here.
 */
import { type FakeGraph, startFakeGraph } from './fake-graph';

export type LocalStorage = 's3' | 'onedrive';

/** Where the local stack keeps documents, from STORAGE (s3 when unset); another value stops the start. */
export function storageFromEnv(value: string | undefined = process.env.STORAGE): LocalStorage {
  if (value === undefined || value === '' || value === 's3') return 's3';
  if (value === 'onedrive') return 'onedrive';
  throw new Error(`STORAGE must be s3 (the default) or onedrive, not "${value}"`);
}

/** What the handlers need to reach the fake Graph: its URLs and the secret's JSON (credentials, drive, root folder). */
export interface LocalOneDrive {
  graphBaseUrl: string;
  graphLoginUrl: string;
  secret: string;
}

export interface StartedOneDrive {
  graph: FakeGraph;
  onedrive: LocalOneDrive;
}

export async function startLocalOneDrive(options: { port?: number; directory: string }): Promise<StartedOneDrive> {
  const graph = await startFakeGraph({ port: options.port, directory: options.directory });
  return { graph, onedrive: { graphBaseUrl: graph.graphBaseUrl, graphLoginUrl: graph.loginUrl, secret: JSON.stringify(graph.credentials) } };
}
