/**
 * Binding a port for the local stack (local/free-port.ts): a server binds its preferred port or
 * any, then reads the port it got — one step, so two servers asking for the same port at once both
 * listen, each on a port of its own.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { listenOnPreferredPort } from './free-port';

const HOST = '127.0.0.1';
const servers: net.Server[] = [];

function newServer(): http.Server {
  const server = http.createServer((_req, res) => res.end(String((server.address() as AddressInfo).port)));
  servers.push(server);
  return server;
}

/** A port nobody holds right now (bound by a server of this test, then released). */
async function releasedPort(): Promise<number> {
  const probe = net.createServer();
  const { port } = await listenOnPreferredPort(probe, HOST, 0);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))));
});

describe('listenOnPreferredPort', () => {
  it('listens on the preferred port when nobody holds it', async () => {
    const preferred = await releasedPort();

    const address = await listenOnPreferredPort(newServer(), HOST, preferred);

    expect(address).toMatchObject({ address: HOST, port: preferred });
  });

  it('listens on another port, and says which, when the preferred one is held', async () => {
    const holder = newServer();
    const held = (await listenOnPreferredPort(holder, HOST, 0)).port;

    const server = newServer();
    const address = await listenOnPreferredPort(server, HOST, held);

    expect(address.port).not.toBe(held);
    expect(address.port).toBe((server.address() as AddressInfo).port);
    expect(await (await fetch(`http://${HOST}:${address.port}/`)).text()).toBe(String(address.port));
  });

  it('gives two servers asking for the same port at once a port each', async () => {
    const preferred = await releasedPort();

    const [first, second] = await Promise.all([listenOnPreferredPort(newServer(), HOST, preferred), listenOnPreferredPort(newServer(), HOST, preferred)]);

    expect([first.port, second.port]).toContain(preferred);
    expect(first.port).not.toBe(second.port);
    // Each port answers with itself: each server really holds the port it was told.
    for (const { port } of [first, second]) expect(await (await fetch(`http://${HOST}:${port}/`)).text()).toBe(String(port));
  });

  it('listens on a port the OS picks when no port is preferred', async () => {
    const server = newServer();

    const address = await listenOnPreferredPort(server, HOST);

    expect(address.port).toBeGreaterThan(0);
    expect(server.listening).toBe(true);
  });

  it('passes on errors other than a taken port', async () => {
    await expect(listenOnPreferredPort(newServer(), '203.0.113.1', 0)).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});
