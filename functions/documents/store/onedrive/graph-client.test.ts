import { STORE } from '../../../../shared/documents/refusals';
import { createGraphClient } from './graph-client';
import { setClockAhead } from '../../../../test/unit/support/moving-clock';
import { storeWithRecordedWaits, useFakeGraph } from '../../../../test/unit/support/fake-graph-setup';

const graph = useFakeGraph();

/** A client of the fake Graph with recorded waits. */
function clientOfFake(fetchImpl?: typeof fetch) {
  const waits: number[] = [];
  const client = createGraphClient({
    graphBaseUrl: graph().graphBaseUrl,
    loginUrl: graph().loginUrl,
    credentials: () => Promise.resolve(graph().credentials),
    fetch: fetchImpl,
    sleep: (milliseconds) => {
      waits.push(milliseconds);
      return Promise.resolve();
    },
  });
  return { client, waits };
}

const rootPath = () => `/drives/${graph().credentials.driveId}/items/${graph().credentials.rootFolderId}`;

describe('Graph client: the app-only token', () => {
  it('asks for a token once and reuses it', async () => {
    const { client } = clientOfFake();
    await client.request('GET', rootPath());
    await client.request('GET', rootPath());
    expect(graph().tokensIssued).toBe(1);
  });

  it('asks once for a burst of concurrent calls', async () => {
    const { client } = clientOfFake();
    await Promise.all(Array.from({ length: 5 }, () => client.request('GET', rootPath())));
    expect(graph().tokensIssued).toBe(1);
  });

  it('renews the token 5 minutes before it expires', async () => {
    const { client } = clientOfFake();
    await client.request('GET', rootPath());
    setClockAhead(54 * 60 * 1000);
    await client.request('GET', rootPath());
    expect(graph().tokensIssued).toBe(1);
    setClockAhead(56 * 60 * 1000);
    await client.request('GET', rootPath());
    expect(graph().tokensIssued).toBe(2);
  });

  it('drops a token Graph refuses with 401 and sends the call once more with a new one', async () => {
    const { client } = clientOfFake();
    await client.request('GET', rootPath());
    graph().expireTokens();
    await expect(client.request('GET', rootPath())).resolves.toMatchObject({ id: graph().credentials.rootFolderId });
    expect(graph().tokensIssued).toBe(2);
  });

  it('sends the form of the client-credentials grant for Graph’s default scope', async () => {
    const forms: string[] = [];
    const recording: typeof fetch = (input, init) => {
      if (String(input).includes('/oauth2/v2.0/token')) forms.push(String(init?.body));
      return fetch(input, init);
    };
    const { client } = clientOfFake(recording);
    await client.request('GET', rootPath());
    const form = new URLSearchParams(forms[0]);
    expect(Object.fromEntries(form)).toEqual({
      client_id: graph().credentials.clientId,
      client_secret: graph().credentials.clientSecret,
      scope: 'https://graph.microsoft.com/.default',
      grant_type: 'client_credentials',
    });
  });
});

describe('Graph client: throttling and failures', () => {
  it('waits as long as Retry-After says, then succeeds', async () => {
    const { client, waits } = clientOfFake();
    graph().throttleNext(1, 429, 2);
    await expect(client.request('GET', rootPath())).resolves.toMatchObject({ id: graph().credentials.rootFolderId });
    expect(waits).toEqual([2000]);
  });

  it('gives up with TOO_MANY_REQUESTS after 3 retries', async () => {
    const { client, waits } = clientOfFake();
    graph().throttleNext(4, 429, 1);
    await expect(client.request('GET', rootPath())).rejects.toMatchObject(STORE.TOO_MANY_REQUESTS);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('does not wait longer than about 10 s in all', async () => {
    const { client, waits } = clientOfFake();
    graph().throttleNext(1, 429, 30);
    await expect(client.request('GET', rootPath())).rejects.toMatchObject(STORE.TOO_MANY_REQUESTS);
    expect(waits).toEqual([]);
  });

  it('gives up with UNAVAILABLE when Graph stays unavailable', async () => {
    const { client } = clientOfFake();
    graph().throttleNext(4, 503, 1);
    await expect(client.request('GET', rootPath())).rejects.toMatchObject(STORE.UNAVAILABLE);
  });

  it('answers UNAVAILABLE when Graph cannot be reached', async () => {
    const { client } = clientOfFake(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.request('GET', rootPath())).rejects.toMatchObject(STORE.UNAVAILABLE);
  });

  it('answers UNAVAILABLE for a 5xx other than 503', async () => {
    const failing: typeof fetch = (input, init) =>
      String(input).includes('/oauth2/') ? fetch(input, init) : Promise.resolve(Response.json({ error: { code: 'generalException' } }, { status: 500 }));
    const { client } = clientOfFake(failing);
    await expect(client.request('GET', rootPath())).rejects.toMatchObject(STORE.UNAVAILABLE);
  });

  it('retries a throttled call made through the store', async () => {
    const { store, waits } = storeWithRecordedWaits();
    await store.createFolder(undefined, 'Warm-up', 'Alex Admin');
    graph().throttleNext(2, 429, 1);
    await expect(store.createFolder(undefined, 'Smith', 'Alex Admin')).resolves.toMatchObject({ name: 'Smith' });
    expect(waits).toEqual([1000, 1000]);
  });
});

describe('Graph client: where the token may go', () => {
  it('follows a next link into Graph only', () => {
    const { client } = clientOfFake();
    expect(client.nextLink({ '@odata.nextLink': `${graph().graphBaseUrl}/drives/x/items/y/children?$skiptoken=a` })).toBe(
      `${graph().graphBaseUrl}/drives/x/items/y/children?$skiptoken=a`,
    );
    expect(client.nextLink({ '@odata.nextLink': 'https://attacker.example/v1.0/drives/x' })).toBeUndefined();
    expect(client.nextLink({ '@odata.nextLink': `${graph().graphBaseUrl}.attacker.example/x` })).toBeUndefined();
    expect(client.nextLink({})).toBeUndefined();
  });

  it('refuses to send a request with the token outside Graph', async () => {
    const { client } = clientOfFake();
    await expect(client.request('GET', 'https://attacker.example/v1.0/me')).rejects.toThrow('outside Microsoft Graph');
    expect(graph().tokensIssued).toBe(0);
  });
});
