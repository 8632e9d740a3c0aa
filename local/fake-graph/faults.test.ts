/**
 * The fake Graph's fault switch over HTTP (what tests in another process than the local stack use)
 * and its upload sessions bound to the `fileSize` they were created for.
 */
import { FAULTS_PATH, type FakeGraph, startFakeGraph } from './';

let fake: FakeGraph;
beforeEach(async () => {
  fake = await startFakeGraph();
});
afterEach(() => fake.stop());

const faults = (method: string, body?: unknown) =>
  fetch(`${fake.loginUrl}${FAULTS_PATH}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function appToken(): Promise<string> {
  const { tenantId, clientId, clientSecret } = fake.credentials;
  const response = await fetch(`${fake.loginUrl}/${tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, scope: 'https://graph.microsoft.com/.default', grant_type: 'client_credentials' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function graph(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${fake.graphBaseUrl}/drives/${fake.credentials.driveId}${path}`, {
    method,
    headers: { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the fake Graph’s fault switch', () => {
  it('is set, read and turned off over HTTP, and refuses what is not a fault', async () => {
    const set = await faults('PUT', { operation: 'move', answer: 429, parentId: 'folder-1' });
    const read = await (await faults('GET')).json();
    const off = await faults('DELETE');
    const afterOff = await (await faults('GET')).json();
    const bad = await faults('PUT', { operation: 'delete', answer: 418 });

    expect(set.status).toBe(200);
    expect(read).toEqual({ operation: 'move', answer: 429, count: 1, parentId: 'folder-1' });
    expect(off.status).toBe(204);
    expect(afterOff).toEqual({});
    expect(bad.status).toBe(400);
  });

  it('throttles the next move into the named folder only, once, and moves nothing', async () => {
    const root = fake.credentials.rootFolderId;
    const folder = (await (await graph('POST', `/items/${root}/children`, { name: 'Case', folder: {} })).json()) as { id: string };
    const file = fake.addFile(root, 'a.pdf', new Uint8Array([1]));
    await faults('PUT', { operation: 'move', answer: 503, parentId: folder.id, retryAfterSeconds: 9 });

    const renamed = await graph('PATCH', `/items/${file.id}`, { name: 'b.pdf' });
    const refused = await graph('PATCH', `/items/${file.id}`, { parentReference: { id: folder.id } });
    const stillThere = fake.item(file.id)?.parentReference?.id;
    const moved = await graph('PATCH', `/items/${file.id}`, { parentReference: { id: folder.id } });

    expect(renamed.status).toBe(200);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '9']);
    expect(stillThere).toBe(root);
    expect(moved.status).toBe(200);
  });

  it('carries out a move and then drops its answer ("reset")', async () => {
    const root = fake.credentials.rootFolderId;
    const folder = (await (await graph('POST', `/items/${root}/children`, { name: 'Case', folder: {} })).json()) as { id: string };
    const file = fake.addFile(root, 'a.pdf', new Uint8Array([1]));
    await faults('PUT', { operation: 'move', answer: 'reset' });

    await expect(graph('PATCH', `/items/${file.id}`, { parentReference: { id: folder.id } })).rejects.toThrow();
    expect(fake.item(file.id)?.parentReference?.id).toBe(folder.id);
  });
});

describe('the fake Graph’s If-Match', () => {
  it('changes an item only while its eTag is the one sent (412 after it changed)', async () => {
    const file = fake.addFile(fake.credentials.rootFolderId, 'a.pdf', new Uint8Array([1]));
    const renameIfMatch = async (eTag: string, name: string) =>
      fetch(`${fake.graphBaseUrl}/drives/${fake.credentials.driveId}/items/${file.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json', 'if-match': eTag },
        body: JSON.stringify({ name }),
      });

    const first = await renameIfMatch(file.eTag, 'b.pdf');
    const stale = await renameIfMatch(file.eTag, 'c.pdf');
    const current = fake.item(file.id);
    const fresh = await renameIfMatch(current?.eTag ?? '', 'd.pdf');

    expect([first.status, stale.status, fresh.status]).toEqual([200, 412, 200]);
    expect(current?.name).toBe('b.pdf');
    expect(fake.item(file.id)?.name).toBe('d.pdf');
  });
});

describe('the fake Graph’s upload sessions with fileSize', () => {
  it('take exactly the announced bytes: a larger file is 416, another total 400', async () => {
    const root = fake.credentials.rootFolderId;
    const session = async () =>
      ((await (await graph('POST', `/items/${root}:/up.bin:/createUploadSession`, { item: { fileSize: 10 } })).json()) as { uploadUrl: string }).uploadUrl;
    const put = async (url: string, size: number) =>
      (await fetch(url, { method: 'PUT', headers: { 'content-range': `bytes 0-${size - 1}/${size}` }, body: new Uint8Array(size) })).status;

    expect(await put(await session(), 11)).toBe(416);
    expect(await put(await session(), 9)).toBe(400);
    expect(await put(await session(), 10)).toBe(201);
    expect((await graph('POST', `/items/${root}:/bad.bin:/createUploadSession`, { item: { fileSize: -1 } })).status).toBe(400);
  });
});
