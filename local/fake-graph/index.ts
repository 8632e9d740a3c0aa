/**
 * A small fake of Microsoft Graph v1.0 (OneDrive/SharePoint driveItems) and of the Microsoft identity
 * platform's client-credentials token endpoint, on 127.0.0.1 over node:http. Unit tests start it
 * in-process; the local stack (`STORAGE=onedrive`) starts it with a `directory` so a browser can
 * upload to it and the drive survives a restart.
 *
 * Where it is stricter or simpler than Graph, on purpose:
 * - an upload URL refuses a request that carries an Authorization header (401), as Graph may;
 * - upload sessions live in memory (a restart forgets open ones: 404, start a new session);
 * - conflictBehavior defaults: POST children and PATCH `fail`, PUT content and createUploadSession
 *   `replace`; "replace" on an existing folder answers that folder as it is (200), as OneDrive does;
 * - only folders are created through POST children; moves stay within the drive (parentReference.id);
 * - `$select`, `$expand`, `$orderby` are ignored (every field is returned; children come in name order).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnPreferredPort } from '../free-port';
import { Drive } from './drive';
import { DriveItemRenderer } from './drive-item-json';
import { directoryStorage, memoryStorage } from './drive-storage';
import { DownloadUrls } from './download-urls';
import { GraphFaults } from './faults';
import { GRAPH_PREFIX } from './graph-address';
import type { GraphContext } from './graph-context';
import { mimeTypeOfName } from './mime-types';
import { type FakeGraphServices, fakeGraphRequestListener } from './request-listener';
import { Signer } from './signer';
import { Throttle } from './throttle';
import { TokenIssuer } from './token-issuer';
import type { FakeGraph, FakeGraphOptions } from './types';
import { UploadSessions } from './upload-sessions';

export type { DriveItem, FakeGraph, FakeGraphCredentials, FakeGraphOptions, IdentitySet } from './types';
export { FAULTS_PATH, type GraphFault } from './faults';
export { ROOT_FOLDER_NAME } from './drive';

const DEFAULT_PAGE_SIZE = 200;
const DEFAULT_TOKEN_LIFETIME_SECONDS = 3599;

/** Who Graph says changed an item when the app did it with its token. */
function appIdentity(clientId: string) {
  return { application: { id: clientId, displayName: 'Immigration Portal' }, user: { displayName: 'SharePoint App' } };
}

/** Who Graph says added a file dropped into OneDrive directly (addFile). */
const FIRM_STAFF = { user: { displayName: 'Firm Staff', email: 'staff@firm.example' } };

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const drive = Drive.open(options.directory ? directoryStorage(options.directory) : memoryStorage());
  const server = createServer();
  // Its preferred port when free, else any: bound, then read (see local/free-port.ts).
  await listenOnPreferredPort(server, '127.0.0.1', options.port);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signer = new Signer(drive.signingKey);
  const downloadUrls = new DownloadUrls(origin, signer);
  const ctx: GraphContext = {
    origin,
    drive,
    uploads: new UploadSessions(origin),
    renderer: new DriveItemRenderer(drive, origin, downloadUrls),
    downloadUrls,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    app: appIdentity(drive.credentials.clientId),
    faults: new GraphFaults(),
  };
  const services: FakeGraphServices = {
    ctx,
    tokens: new TokenIssuer(signer, drive.credentials, options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS),
    throttle: new Throttle(),
    requests: [],
  };
  server.on('request', fakeGraphRequestListener(services));

  return {
    graphBaseUrl: `${origin}${GRAPH_PREFIX}`,
    loginUrl: origin,
    credentials: { ...drive.credentials },
    throttleNext: (count, status, retryAfterSeconds) => services.throttle.arm(count, status, retryAfterSeconds),
    expireTokens: () => services.tokens.expireAll(),
    expireUploadSessions: () => ctx.uploads.expireAll(),
    setFault: (fault) => ctx.faults.set(fault),
    get tokensIssued() {
      return services.tokens.issued;
    },
    get requests() {
      return services.requests;
    },
    addFile: (parentId, name, bytes, mimeType) => {
      const placed = drive.putFile(parentId, name, Buffer.from(bytes), mimeType ?? mimeTypeOfName(name), 'rename', FIRM_STAFF);
      return ctx.renderer.render(placed.item);
    },
    item: (id) => {
      const record = drive.get(id);
      return record && ctx.renderer.render(record);
    },
    bytes: (id) => {
      const bytes = drive.bytes(id);
      return bytes && new Uint8Array(bytes);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
