/**
 * The fake Microsoft Graph, driven over HTTP with fetch as the OneDrive adapter and the browser drive
 * it: app-only tokens, folders with OneDrive's conflict behaviours, paged children, upload sessions
 * with Graph's fragment rules, moves, throttling, ranged downloads and persistence across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DriveItem, type FakeGraph, startFakeGraph } from './';

const FRAGMENT = 3_276_800; // 10 × 320 KiB

async function tokenFor(fake: FakeGraph, secret = fake.credentials.clientSecret): Promise<Response> {
  const { tenantId, clientId } = fake.credentials;
  return fetch(`${fake.loginUrl}/${tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: secret,
      scope: 'https://graph.microsoft.com/.default',
      grant_type: 'client_credentials',
    }),
  });
}

/** Calls Graph as the adapter does: a fresh app token, JSON in and out. */
async function graphClient(fake: FakeGraph) {
  const { access_token: token } = (await (await tokenFor(fake)).json()) as { access_token: string };
  const drive = `${fake.graphBaseUrl}/drives/${fake.credentials.driveId}`;
  return {
    drive,
    call: (method: string, url: string, body?: unknown) =>
      fetch(url.startsWith('http') ? url : `${drive}${url}`, {
        method,
        redirect: 'manual',
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

type GraphClient = Awaited<ReturnType<typeof graphClient>>;

async function createFolder(client: GraphClient, parentId: string, name: string, conflictBehavior = 'rename'): Promise<Response> {
  return client.call('POST', `/items/${parentId}/children`, { name, folder: {}, '@microsoft.graph.conflictBehavior': conflictBehavior });
}

async function createUploadSession(client: GraphClient, parentId: string, name: string): Promise<string> {
  const response = await client.call('POST', `/items/${parentId}:/${encodeURIComponent(name)}:/createUploadSession`, {
    item: { '@microsoft.graph.conflictBehavior': 'rename' },
  });
  return ((await response.json()) as { uploadUrl: string }).uploadUrl;
}

function putFragment(uploadUrl: string, bytes: Uint8Array, first: number, total: number): Promise<Response> {
  return fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'content-range': `bytes ${first}-${first + bytes.length - 1}/${total}` },
    body: bytes,
  });
}

function patternedBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 251);
}

describe('the fake Microsoft Graph', () => {
  let fake: FakeGraph;
  let client: GraphClient;
  let root: string;

  beforeAll(async () => {
    fake = await startFakeGraph({ pageSize: 50 });
    client = await graphClient(fake);
    root = fake.credentials.rootFolderId;
  });
  afterAll(() => fake.stop());

  it('issues an app-only bearer token for the client credentials', async () => {
    const response = await tokenFor(fake);

    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: expect.any(String) });
  });

  it('refuses a wrong client secret as the identity platform does', async () => {
    const response = await tokenFor(fake, 'not-the-secret');

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client', error_description: expect.stringContaining('AADSTS7000215') });
  });

  it('answers 401 InvalidAuthenticationToken once the tokens are expired', async () => {
    const stale = await graphClient(fake);
    fake.expireTokens();

    const refused = await stale.call('GET', `/items/${root}`);
    const fresh = await (await graphClient(fake)).call('GET', `/items/${root}`);

    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
    expect(fresh.status).toBe(200);
    client = await graphClient(fake);
  });

  it('gives the root folder with its drive-relative parent path', async () => {
    const response = await client.call('GET', `/items/${root}`);

    const item = (await response.json()) as DriveItem;
    expect(item).toMatchObject({ id: root, name: 'Portal cases', folder: { childCount: expect.any(Number) } });
    expect(item.parentReference).toMatchObject({ driveId: fake.credentials.driveId, path: `/drives/${fake.credentials.driveId}/root:` });
  });

  it('renames a new folder whose name is taken, in OneDrive style', async () => {
    await createFolder(client, root, 'Smith');

    const renamed = await createFolder(client, root, 'smith');
    const failed = await createFolder(client, root, 'SMITH', 'fail');

    expect(renamed.status).toBe(201);
    expect(((await renamed.json()) as DriveItem).name).toBe('smith 1');
    expect(failed.status).toBe(409);
    expect(await failed.json()).toMatchObject({ error: { code: 'nameAlreadyExists' } });
  });

  it('pages children in name order and links the next page', async () => {
    const parent = (await (await createFolder(client, root, 'Paged')).json()) as DriveItem;
    for (const name of ['c.pdf', 'A.pdf', 'b.pdf']) fake.addFile(parent.id, name, new Uint8Array([1]));

    const first = (await (await client.call('GET', `/items/${parent.id}/children?$top=2`)).json()) as { value: DriveItem[]; '@odata.nextLink'?: string };
    const second = (await (await client.call('GET', first['@odata.nextLink'] as string)).json()) as { value: DriveItem[]; '@odata.nextLink'?: string };

    expect(first.value.map((item) => item.name)).toEqual(['A.pdf', 'b.pdf']);
    expect(first['@odata.nextLink']).toMatch(new RegExp(`^${fake.graphBaseUrl}/.*\\$skiptoken=`));
    expect(second.value.map((item) => item.name)).toEqual(['c.pdf']);
    expect(second['@odata.nextLink']).toBeUndefined();
  });

  it('addresses an item by path relative to its folder', async () => {
    const parent = (await (await createFolder(client, root, 'Case A')).json()) as DriveItem;
    const file = fake.addFile(parent.id, 'Passport scan.pdf', new Uint8Array([1, 2, 3]));

    const response = await client.call('GET', `/items/${root}:/Case%20A/Passport%20scan.pdf:`);

    expect(((await response.json()) as DriveItem).id).toBe(file.id);
  });

  it('assembles a chunked upload session and answers 201 with the driveItem', async () => {
    const content = patternedBytes(2 * FRAGMENT + 500_000);
    const uploadUrl = await createUploadSession(client, root, 'Bank statement.pdf');

    const firstAnswer = await putFragment(uploadUrl, content.subarray(0, FRAGMENT), 0, content.length);
    const secondAnswer = await putFragment(uploadUrl, content.subarray(FRAGMENT, 2 * FRAGMENT), FRAGMENT, content.length);
    const lastAnswer = await putFragment(uploadUrl, content.subarray(2 * FRAGMENT), 2 * FRAGMENT, content.length);

    expect(firstAnswer.status).toBe(202);
    expect(await firstAnswer.json()).toMatchObject({ nextExpectedRanges: [`${FRAGMENT}-`] });
    expect(secondAnswer.status).toBe(202);
    expect(lastAnswer.status).toBe(201);
    const item = (await lastAnswer.json()) as DriveItem;
    expect(item).toMatchObject({ name: 'Bank statement.pdf', size: content.length, file: { mimeType: 'application/pdf' } });
    expect(Buffer.from(fake.bytes(item.id) as Uint8Array).equals(Buffer.from(content))).toBe(true);
  });

  it('refuses a fragment that does not start at the next expected byte with 416', async () => {
    const uploadUrl = await createUploadSession(client, root, 'Out of order.pdf');

    const response = await putFragment(uploadUrl, new Uint8Array(1000), FRAGMENT, FRAGMENT + 1000);

    expect(response.status).toBe(416);
    expect(await response.json()).toMatchObject({ error: { code: 'invalidRange' } });
  });

  it('answers 404 on the upload URL of an expired session', async () => {
    const uploadUrl = await createUploadSession(client, root, 'Expired.pdf');
    fake.expireUploadSessions();

    const response = await putFragment(uploadUrl, new Uint8Array(10), 0, 10);

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'itemNotFound' } });
  });

  it('answers the browser preflight of an upload URL with its origin', async () => {
    const uploadUrl = await createUploadSession(client, root, 'From the browser.pdf');

    const response = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-range' },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-range');
  });

  it('moves a file into a folder and renames it when the name is taken there', async () => {
    const staging = (await (await createFolder(client, root, 'Staging')).json()) as DriveItem;
    const caseFolder = (await (await createFolder(client, root, 'Case B')).json()) as DriveItem;
    fake.addFile(caseFolder.id, 'Report.pdf', new Uint8Array([1]));
    const upload = fake.addFile(staging.id, 'upload-123', new Uint8Array([2]));

    const response = await client.call('PATCH', `/items/${upload.id}?@microsoft.graph.conflictBehavior=rename`, {
      name: 'Report.pdf',
      parentReference: { id: caseFolder.id },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: upload.id, name: 'Report 1.pdf', parentReference: { id: caseFolder.id } });
    expect(fake.item(upload.id)?.parentReference?.path).toBe(`/drives/${fake.credentials.driveId}/root:/Portal cases/Case B`);
  });

  it('throttles the next Graph requests with Retry-After', async () => {
    fake.throttleNext(1, 429, 7);

    const throttled = await client.call('GET', `/items/${root}`);
    const next = await client.call('GET', `/items/${root}`);

    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('7');
    expect(await throttled.json()).toMatchObject({ error: { code: 'activityLimitReached' } });
    expect(next.status).toBe(200);
  });

  it('downloads a byte range through the pre-authenticated download URL', async () => {
    const file = fake.addFile(root, 'Visa é.txt', new TextEncoder().encode('0123456789'), 'text/plain');

    const redirect = await client.call('GET', `/items/${file.id}/content`);
    const response = await fetch(redirect.headers.get('location') as string, { headers: { range: 'bytes=2-5' } });

    expect(redirect.status).toBe(302);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Visa%20%C3%A9.txt");
    expect(await response.text()).toBe('2345');
  });
});

describe('the fake Microsoft Graph with a directory', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'fake-graph-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps its credentials, items and bytes across a restart', async () => {
    const first = await startFakeGraph({ directory });
    const folder = (await (await createFolder(await graphClient(first), first.credentials.rootFolderId, 'Case C')).json()) as DriveItem;
    const file = first.addFile(folder.id, 'I-130.pdf', new Uint8Array([4, 5, 6]));
    await first.stop();

    const second = await startFakeGraph({ directory });
    const response = await (await graphClient(second)).call('GET', `/items/${folder.id}/children`);
    await second.stop();

    expect(second.credentials).toEqual(first.credentials);
    expect(((await response.json()) as { value: DriveItem[] }).value.map((item) => item.id)).toEqual([file.id]);
    expect(Array.from(second.bytes(file.id) ?? [])).toEqual([4, 5, 6]);
  });
});
